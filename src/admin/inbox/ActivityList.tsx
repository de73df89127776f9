import type { InboxEvent } from '../../domain/inbox.ts';
import { formatDateTime } from '../ui/format.ts';
import { activityWords, inboxTexts as say } from './inbox-texts.ts';
import { Section } from './Section.tsx';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Read', 'Accepted'; a change of some fields says which ('Changed status'). */
function whatHappened(event: InboxEvent): string {
  const words = activityWords[event.action] ?? capitalised(event.action.replaceAll('-', ' '));
  return event.action === 'update' && event.fields.length ? `${words} ${event.fields.join(', ')}` : words;
}

/** Who did what with the record and when, from the audit trail, in plain words. */
export function ActivityList({ activity }: { activity: readonly InboxEvent[] }) {
  return (
    <Section title={say.activityTitle}>
      {activity.length ? (
        <ol className="list-unstyled small mb-0">
          {activity.map((event, index) => (
            <li key={`${event.at}-${index}`} className="mb-1">
              {say.activityBefore(whatHappened(event), event.by)}
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-body-secondary small mb-0">{say.noActivity}</p>
      )}
    </Section>
  );
}
