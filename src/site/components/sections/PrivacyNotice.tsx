import { RETENTION_PLACEHOLDER, retentionPeriod } from '../../../domain/retention.ts';
import type { PrivacyContent } from '../../../domain/content/privacy.ts';
import { Markdown } from '../../lib/markdown.ts';

/** The sections of the privacy notice, in a readable column, stating the configured retention. */
export function PrivacyNotice({ notice, retentionDays }: { notice: PrivacyContent; retentionDays: number }) {
  const withPeriod = (text: string) => text.replaceAll(RETENTION_PLACEHOLDER, retentionPeriod(retentionDays));
  const updated = new Date(`${notice.updated}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <div className="container py-5">
      <div className="mx-auto site-measure">
        {notice.sections.map((section, index) => (
          <section key={index} className="mb-4">
            <h2 className="h4">{section.heading}</h2>
            <Markdown source={withPeriod(section.text)} />
            {section.items.length ? (
              <ul>
                {section.items.map((item, point) => (
                  <li key={point}>{withPeriod(item)}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <p className="small text-body-secondary mb-0">
          Last updated: <time dateTime={notice.updated}>{updated}</time>
        </p>
      </div>
    </div>
  );
}
