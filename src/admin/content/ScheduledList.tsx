/**
 * What is scheduled to publish (GET /api/schedule), soonest first, on the Site Content screen:
 * each page by name (opening its editor, where the schedule is cancelled), when, and by whom.
 */
import { useEffect, useState } from 'react';
import type { ContentSchedule } from '../../domain/content/content-api.ts';
import { api, failureMessage } from '../api/client.ts';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { formatDateTime } from '../ui/format.ts';
import { InternalLink } from './InternalLink.tsx';
import { editorTexts as say } from './editor-texts.ts';
import { contentEditorHref } from './links.ts';

export function ScheduledList({ dashboard }: { dashboard: string }) {
  const [schedules, setSchedules] = useState<ContentSchedule[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let current = true;
    api<ContentSchedule[]>('GET', '/schedule').then(
      (loaded) => current && setSchedules(loaded),
      (failed: unknown) => current && setError(failed),
    );
    return () => {
      current = false;
    };
  }, []);

  const columns: Column<ContentSchedule>[] = [
    { header: say.documentsCaption, cell: (schedule) => <InternalLink href={contentEditorHref(dashboard, schedule.key)}>{schedule.title}</InternalLink> },
    { header: say.scheduledAt, cell: (schedule) => formatDateTime(schedule.at) },
    { header: say.scheduledBy, cell: (schedule) => schedule.scheduledBy },
  ];
  if (error) return <p className="text-danger">{failureMessage('load', say.scheduledList, error)}</p>;
  return (
    <>
      <h3 className="h6 mt-4">{say.scheduledList}</h3>
      <DataTable caption={say.scheduledList} columns={columns} rows={schedules ?? []} rowKey={(schedule) => schedule.key} loading={schedules === null} emptyText={say.nothingScheduled} stacked />
    </>
  );
}
