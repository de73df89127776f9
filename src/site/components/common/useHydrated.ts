import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and until the island has hydrated, then true. A form whose sending
 * needs its script disables its button until then, so a visitor on a slow connection cannot send
 * it as a plain form that nothing would receive.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
