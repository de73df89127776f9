import type { ReactNode } from 'react';

/**
 * For visitors without JavaScript: hides the form inside the section `sectionId` (it posts JSON
 * through fetch, which they cannot run) and says how to reach us instead.
 */
export function NeedsJavaScript({ sectionId, children }: { sectionId: string; children: ReactNode }) {
  return (
    <noscript>
      <style>{`#${sectionId} form { display: none; }`}</style>
      <div className="alert alert-info">{children}</div>
    </noscript>
  );
}
