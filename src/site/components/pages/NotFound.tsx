import type { Catalogue } from '../../../domain/i18n/catalogue/en.ts';
import { localisedPath } from '../../../domain/i18n/localised-path.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { routes } from '../../../domain/routes.ts';

/** Where the 404 page suggests going on, with the catalogue's name of each. */
const onwardLinks = [
  { href: routes.home, text: 'home' },
  { href: routes.services, text: 'services' },
  { href: routes.internship, text: 'internship' },
  { href: routes.contact, text: 'contact' },
] as const satisfies readonly { href: string; text: keyof Catalogue['notFound'] }[];

/** The body of the 404 page, in the page's language. */
export function NotFound({ lang, texts }: { lang: LanguageCode; texts: Catalogue['notFound'] }) {
  return (
    <section className="container py-5 text-center">
      <p className="display-1 fw-bold text-primary mb-0" aria-hidden="true">404</p>
      <h1 className="mb-3">{texts.heading}</h1>
      <p className="lead mx-auto mb-4" style={{ maxWidth: '40rem' }}>{texts.text}</p>
      <ul className="list-inline mb-0">
        {onwardLinks.map((link) => (
          <li key={link.href} className="list-inline-item mb-2">
            <a className="btn btn-outline-primary" href={localisedPath(link.href, lang)}>{texts[link.text]}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
