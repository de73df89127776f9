import { useId, type ReactNode } from 'react';

/** One part of the drawer's body, named by its heading for landmarks and headings lists alike. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="mb-4" aria-labelledby={headingId}>
      <h3 className="h6" id={headingId}>
        {title}
      </h3>
      {children}
    </section>
  );
}
