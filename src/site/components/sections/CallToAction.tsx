import type { TextLangs } from '../../../domain/i18n/fallback.ts';

/** A closing band with one button: 'Apply Now', 'Contact Us'. */
export function CallToAction({ heading, text, label, href, langs = {} }: { heading: string; text: string; label: string; href: string; langs?: TextLangs }) {
  return (
    <section className="py-5" aria-labelledby="call-to-action">
      <div className="container">
        <div className="site-cta text-white text-center rounded-4 p-4 p-md-5">
          <h2 id="call-to-action" className="h3" lang={langs.heading}>
            {heading}
          </h2>
          <p className="lead mb-4" lang={langs.text}>
            {text}
          </p>
          <a className="btn btn-light btn-lg fw-semibold" href={href} lang={langs.label}>
            {label}
          </a>
        </div>
      </div>
    </section>
  );
}
