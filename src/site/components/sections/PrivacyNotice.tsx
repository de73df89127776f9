import { RETENTION_PLACEHOLDER, retentionPeriod } from '../../../domain/retention.ts';
import type { PrivacyContent } from '../../../domain/content/privacy.ts';
import type { Catalogue } from '../../../domain/i18n/catalogue/en.ts';
import { dateLocale } from '../../../domain/i18n/locale.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { Markdown } from '../../lib/markdown.ts';
import { fallbackLang } from '../../../domain/i18n/fallback.ts';

/** The sections of the privacy notice, in a readable column, stating the configured retention. */
interface PrivacyNoticeProps {
  notice: PrivacyContent;
  retentionDays: number;
  /** Whether page views are counted (VISITOR_STATS): then a last section says what is counted. */
  visitorStats: boolean;
  lang: LanguageCode;
  texts: Pick<Catalogue, 'retention' | 'sections' | 'visitorFigures'>;
}

export function PrivacyNotice({ notice, retentionDays, visitorStats, lang, texts }: PrivacyNoticeProps) {
  const withPeriod = (text: string) => text.replaceAll(RETENTION_PLACEHOLDER, retentionPeriod(retentionDays, lang, texts.retention));
  const updated = new Date(`${notice.updated}T00:00:00Z`).toLocaleDateString(dateLocale(lang), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <div className="container py-5">
      <div className="mx-auto site-measure">
        {notice.sections.map((section, index) => (
          <section key={index} className="mb-4">
            <h2 className="h4" lang={fallbackLang(section, 'heading')}>
              {section.heading}
            </h2>
            <Markdown source={withPeriod(section.text)} lang={fallbackLang(section, 'text')} />
            {section.items.length ? (
              <ul>
                {section.items.map((item, point) => (
                  <li key={point} lang={fallbackLang(section.items, point)}>
                    {withPeriod(item)}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        {visitorStats ? (
          <section className="mb-4">
            <h2 className="h4">{texts.visitorFigures.heading}</h2>
            <p>{texts.visitorFigures.text}</p>
          </section>
        ) : null}
        <p className="small text-body-secondary mb-0">
          {texts.sections.lastUpdated} <time dateTime={notice.updated}>{updated}</time>
        </p>
      </div>
    </div>
  );
}
