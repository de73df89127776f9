import { useState } from 'react';
import { useSession } from '../session.tsx';

/**
 * Which add/edit dialog is open: { item: null } adds, { item } edits, null is closed. Opening
 * checks the session too, so nobody fills in a form an expired session would refuse.
 */
export function useEditor<Item>(signInFor: { add: string; update: string }) {
  const { ensureSignedIn } = useSession();
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null);

  async function open(item: Item | null) {
    if (await ensureSignedIn(item ? signInFor.update : signInFor.add)) setEditing({ item });
  }

  return { editing, open, close: () => setEditing(null) };
}
