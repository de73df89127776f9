import type { ReactNode } from 'react';
import type { TextLangs } from '../../../domain/i18n/fallback.ts';

/** A section's h2 with an optional intro line, centred; `id` labels the section. `langs`: which of the two show English. */
export function SectionHeading({ id, heading, intro, langs = {} }: { id: string; heading: string; intro?: ReactNode; langs?: TextLangs }) {
  return (
    <>
      <h2 id={id} className="text-center mb-3" lang={langs.heading}>
        {heading}
      </h2>
      {intro ? <p className="text-center text-body-secondary mx-auto mb-4 site-measure" lang={langs.intro}>
          {intro}
        </p> : null}
    </>
  );
}
