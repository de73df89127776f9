import type { ReactNode } from 'react';
import type { HomeContent } from '../../../domain/content/home.ts';

interface PreviewSectionProps {
  id: string;
  /** Its heading, line and link words from the 'home' document. */
  section: HomeContent['about'];
  /** The full page the link leads to. */
  href: string;
  children: ReactNode;
  tinted?: boolean;
}

/** A home-page preview: heading, one line, the items and a link to the full page. */
export function PreviewSection({ id, section, href, children, tinted = false }: PreviewSectionProps) {
  return (
    <section className={`py-5${tinted ? ' bg-body-tertiary' : ''}`} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`} className="text-center">
          {section.heading}
        </h2>
        <p className="text-center text-body-secondary mb-4">{section.intro}</p>
        {children}
        <div className="text-center mt-4">
          <a className="btn btn-primary" href={href}>
            {section.linkLabel}
          </a>
        </div>
      </div>
    </section>
  );
}
