import type { ReactNode } from 'react';

/** A section's h2 with an optional intro line, centred; `id` labels the section. */
export function SectionHeading({ id, heading, intro }: { id: string; heading: string; intro?: ReactNode }) {
  return (
    <>
      <h2 id={id} className="text-center mb-3">
        {heading}
      </h2>
      {intro ? <p className="text-center text-body-secondary mx-auto mb-4 site-measure">{intro}</p> : null}
    </>
  );
}
