import type { ReactNode } from 'react';

interface PreviewSectionProps {
  id: string;
  heading: string;
  intro: string;
  link: { href: string; label: string };
  children: ReactNode;
  tinted?: boolean;
}

/** A home-page preview: heading, one line, the items and a link to the full page. */
export function PreviewSection({ id, heading, intro, link, children, tinted = false }: PreviewSectionProps) {
  return (
    <section className={`py-5${tinted ? ' bg-body-tertiary' : ''}`} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`} className="text-center">
          {heading}
        </h2>
        <p className="text-center text-body-secondary mb-4">{intro}</p>
        {children}
        <div className="text-center mt-4">
          <a className="btn btn-primary" href={link.href}>
            {link.label}
          </a>
        </div>
      </div>
    </section>
  );
}
