import { useEffect, useRef } from 'react';

/**
 * Once `ready`, focuses the input of the field at `path` ('hero.headline', 'role'), drawn by
 * TranslatedField, and scrolls it into view: where a link to one text leads. Once per mount.
 */
export function useFocusOnPath(path: string | null | undefined, ready: boolean): void {
  const done = useRef(false);
  useEffect(() => {
    if (!path || !ready || done.current) return;
    const input = document.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"] :is(input, textarea)`);
    if (!input) return;
    done.current = true;
    input.focus();
    input.scrollIntoView({ block: 'center' });
  });
}
