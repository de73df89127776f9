import { RETENTION_PLACEHOLDER, retentionPeriod } from '../../../domain/retention.ts';
import type { privacyPage } from '../../content/privacy.ts';

type Notice = typeof privacyPage;

/** The sections of the privacy notice, in a readable column, stating the configured retention. */
export function PrivacyNotice({ notice, retentionDays }: { notice: Notice; retentionDays: number }) {
  const withPeriod = (text: string) => text.replaceAll(RETENTION_PLACEHOLDER, retentionPeriod(retentionDays));
  const updated = new Date(`${notice.updated}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <div className="container py-5">
      <div className="mx-auto site-measure">
        {notice.sections.map((section) => (
          <section key={section.heading} className="mb-4">
            <h2 className="h4">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{withPeriod(paragraph)}</p>
            ))}
            {section.items.length ? (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{withPeriod(item)}</li>
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
