import { useCallback, useState } from 'react';

/**
 * What someone is typing into a reply or a note, kept in this tab's sessionStorage under `key`
 * as it is typed: closing the drawer (or the tab's screen going away) and opening the same record
 * again in this session brings it back. Until something is typed it is `prefilled`.
 */
export interface UnsentText {
  value: string;
  set: (value: string) => void;
  /** Sent or discarded: forget it, back to what is prefilled. */
  clear: () => void;
  /** Something was typed that would be lost: not blank and not just what was prefilled. */
  unsent: boolean;
}

export function useUnsentText(key: string, prefilled: string): UnsentText {
  const [typed, setTyped] = useState<string | null>(() => readStored(key));

  const set = useCallback(
    (value: string) => {
      setTyped(value);
      writeStored(key, value);
    },
    [key],
  );
  const clear = useCallback(() => {
    setTyped(null);
    writeStored(key, null);
  }, [key]);

  const value = typed ?? prefilled;
  return { value, set, clear, unsent: typed !== null && typed.trim() !== '' && typed !== prefilled };
}

function readStored(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    // Storage can be disabled (private modes); the text then lives as long as the drawer.
    return null;
  }
}

function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // See above; a full storage keeps the text on screen all the same.
  }
}
