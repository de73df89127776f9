import type { TextLangs } from '../../../domain/i18n/fallback.ts';

interface PageHeaderProps {
  title: string;
  lead: string;
  /** Which of the two show English on a page in another language (langsOf the object they come from). */
  langs?: TextLangs;
}

/** The band at the top of a content page: its one h1 and a lead sentence. */
export function PageHeader({ title, lead, langs = {} }: PageHeaderProps) {
  return (
    <section className="site-page-header bg-body-tertiary border-bottom">
      <div className="container py-5 text-center">
        <h1 className="display-6 fw-bold mb-3" lang={langs.title}>
          {title}
        </h1>
        <p className="lead mx-auto mb-0 site-measure" lang={langs.lead}>
          {lead}
        </p>
      </div>
    </section>
  );
}
