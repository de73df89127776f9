/**
 * A form's unsaved values kept in the browser tab (sessionStorage, keyed per form and record), so
 * work closed away by mistake, or lost to a reload, is offered back when the same form opens
 * again (issue 37). Only what was typed is kept: a chosen file stays in the page (a picture shows
 * as stored), and no form with a password uses this. Saving clears it.
 */
import { useEffect, useRef, useState } from 'react';
import type { MediaChoice } from './media.ts';
import type { FormGroup, FormNode } from './schema-values.ts';

const PREFIX = 'admin-draft:';

export interface KeptDraft {
  /** When it was last changed (ISO). */
  keptAt: string;
  form: FormGroup;
}

const isMedia = (node: FormNode): node is MediaChoice => typeof node === 'object' && !Array.isArray(node) && 'chosenFile' in node;

/** What of a form can be kept, and compared: list entries without their keys, pictures without chosen files. */
function keepable(node: FormNode, withKeys: boolean): unknown {
  if (typeof node === 'string') return node;
  if (Array.isArray(node)) return node.map((entry) => (withKeys ? { key: entry.key, node: keepable(entry.node, true) } : keepable(entry.node, false)));
  if (isMedia(node)) return { ...node, chosenFile: null };
  return Object.fromEntries(Object.entries(node).map(([name, child]) => [name, keepable(child, withKeys)]));
}

function hasChosenFile(node: FormNode): boolean {
  if (typeof node === 'string') return false;
  if (Array.isArray(node)) return node.some((entry) => hasChosenFile(entry.node));
  if (isMedia(node)) return node.chosenFile !== null;
  return Object.values(node).some(hasChosenFile);
}

/** Fresh keys for a kept form's list entries: keys made before a reload could repeat the page's own. */
function rekeyed(node: FormNode): FormNode {
  if (typeof node === 'string' || isMedia(node)) return node;
  if (Array.isArray(node)) return node.map((entry) => ({ key: `kept-${crypto.randomUUID()}`, node: rekeyed(entry.node) }));
  return Object.fromEntries(Object.entries(node).map(([name, child]) => [name, rekeyed(child)]));
}

const sameValues = (a: FormNode, b: FormNode) => JSON.stringify(keepable(a, false)) === JSON.stringify(keepable(b, false));

// A browser that refuses storage (full, or turned off) only loses the safety net, never the form.
function readKept(key: string): KeptDraft | null {
  try {
    const text = window.sessionStorage.getItem(PREFIX + key);
    return text ? (JSON.parse(text) as KeptDraft) : null;
  } catch {
    return null;
  }
}
function writeKept(key: string, draft: KeptDraft | null): void {
  try {
    if (draft) window.sessionStorage.setItem(PREFIX + key, JSON.stringify(draft));
    else window.sessionStorage.removeItem(PREFIX + key);
  } catch {
    // As above: nothing more to do.
  }
}

/**
 * `key` names the form and its record ('/staff:new', '/clients:{id}'); `initial` is what the form
 * opened with. Returns whether the form differs from it, the kept draft on offer (until restored
 * or discarded; nothing is kept over it meanwhile) and `clear` for after a save.
 */
export function useFormDraft(key: string, initial: FormGroup | null, form: FormGroup | null, setForm: (form: FormGroup) => void) {
  const [offer, setOffer] = useState<KeptDraft | null>(() => {
    const kept = readKept(key);
    return kept && initial && !sameValues(kept.form, initial) ? kept : null;
  });
  const cleared = useRef(false);
  const dirty = form !== null && initial !== null && (!sameValues(form, initial) || hasChosenFile(form));

  useEffect(() => {
    if (offer || cleared.current || !form) return;
    writeKept(key, dirty ? { keptAt: new Date().toISOString(), form: keepable(form, true) as FormGroup } : null);
  }, [key, form, dirty, offer]);

  return {
    dirty,
    offer,
    restore: () => {
      if (offer) setForm(rekeyed(offer.form) as FormGroup);
      setOffer(null);
    },
    discard: () => {
      writeKept(key, null);
      setOffer(null);
    },
    clear: () => {
      cleared.current = true;
      writeKept(key, null);
    },
  };
}

export type FormDraft = ReturnType<typeof useFormDraft>;
