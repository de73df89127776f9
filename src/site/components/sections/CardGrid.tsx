import type { ReactElement } from 'react';
import type { TextLangs } from '../../../domain/i18n/fallback.ts';
import { slugOf } from '../../../domain/text.ts';
import { SectionHeading } from './SectionHeading.tsx';

/** A titled section with its items in a responsive grid (one column on phones). */
export function CardGrid({ heading, intro, children, tinted = false, columns = 'col-12 col-md-6 col-lg-4', langs }: {
  heading: string;
  intro?: string;
  children: ReactElement[];
  tinted?: boolean;
  columns?: string;
  /** Which of heading and intro show English. */
  langs?: TextLangs;
}) {
  const id = slugOf(heading);
  return (
    <section className={`py-5${tinted ? ' bg-body-tertiary' : ''}`} aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} heading={heading} intro={intro} langs={langs} />
        <div className="row g-4">
          {children.map((child) => (
            <div key={child.key} className={columns}>
              {child}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
