/**
 * Privacy Requests (ours): a person's data found by e-mail address, downloaded as one JSON file
 * and erased after a confirmation that names the counts; the retention clean-up on demand; and
 * the record of every such action, which holds no personal data.
 */
import { useState } from 'react';
import type { ContactSubmission } from '../../domain/contact.ts';
import type { InternshipInquiry } from '../../domain/inquiry.ts';
import { messages } from '../../domain/messages.ts';
import { describeCounts, type ErasureCounts, type PrivacyLogEntry, type SubjectData } from '../../domain/privacy.ts';
import { api, apiList } from '../api/client.ts';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { useDialogs } from '../ui/dialogs.tsx';
import { EmailForm } from '../ui/EmailForm.tsx';
import { formatDateTime } from '../ui/format.ts';
import { LongText } from '../ui/LongText.tsx';
import { PagedTable } from '../ui/PagedTable.tsx';
import { useServerList } from '../ui/useServerList.ts';
import { useAdminAction } from './useAdminAction.ts';

const subjectPath = (email: string) => `/privacy/subject?email=${encodeURIComponent(email)}`;

const heldCounts = (data: SubjectData): ErasureCounts => ({
  contacts: data.contacts.length,
  inquiries: data.inquiries.length,
  resumes: data.inquiries.filter((inquiry) => inquiry.resumeUrl).length,
  queuedMail: data.queuedMail,
});

/** Saves the data as a file named after the day, without sending it anywhere. */
function downloadJson(data: SubjectData): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `personal-data-${new Date().toISOString().slice(0, 10)}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

const logColumns: Column<PrivacyLogEntry>[] = [
  { header: 'When', cell: (entry) => <span className="text-nowrap">{formatDateTime(entry.at)}</span> },
  { header: 'Action', cell: (entry) => messages.privacy.actions[entry.action] },
  { header: 'By', cell: (entry) => entry.account ?? messages.privacy.scheduled },
  { header: 'Address code', cell: (entry) => (entry.subjectHash ? <code>{entry.subjectHash.slice(0, 12)}</code> : null) },
  { header: 'Records', cell: (entry) => describeCounts(entry.counts) },
];

export default function PrivacyTab() {
  const runAction = useAdminAction();
  const { showSuccess } = useDialogs();
  const [found, setFound] = useState<SubjectData | null>(null);
  const log = useServerList<PrivacyLogEntry>((params) => apiList<PrivacyLogEntry>('/privacy/log', params));

  async function find(email: string) {
    await runAction({
      signInFor: 'look up personal data',
      failure: { verb: 'load', object: 'personal data' },
      perform: async () => setFound(await api<SubjectData>('GET', subjectPath(email))),
      afterRequest: log.reload,
    });
  }

  async function erase(data: SubjectData) {
    let erased: ErasureCounts | undefined;
    const done = await runAction({
      signInFor: 'erase personal data',
      confirmMessage: messages.privacy.confirmErase(data.email, describeCounts(heldCounts(data))),
      failure: { verb: 'delete', object: 'personal data' },
      perform: async () => {
        erased = await api<ErasureCounts>('DELETE', subjectPath(data.email));
      },
      afterRequest: log.reload,
    });
    if (!done || !erased) return;
    setFound({ email: data.email, contacts: [], inquiries: [], queuedMail: 0 });
    await showSuccess(messages.privacy.erased(describeCounts(erased)));
  }

  async function purge() {
    let purged: ErasureCounts | undefined;
    const done = await runAction({
      signInFor: 'run the retention clean-up',
      confirmMessage: messages.privacy.confirmPurge,
      failure: { verb: 'delete', object: 'expired records' },
      perform: async () => {
        purged = await api<ErasureCounts>('POST', '/privacy/purge');
      },
      afterRequest: log.reload,
    });
    if (done && purged) await showSuccess(messages.privacy.purged(describeCounts(purged)));
  }

  const held = found ? heldCounts(found) : null;
  const holdsAnything = held !== null && held.contacts + held.inquiries + held.queuedMail > 0;

  return (
    <div>
      <h2 className="h4 mb-3">{messages.privacy.title}</h2>
      <div className="card border-0 shadow-sm mb-4">
        <div className="card-body">
          <p className="mb-3">{messages.privacy.intro}</p>
          <EmailForm label={messages.privacy.emailLabel} submitLabel={messages.privacy.find} onSubmit={(email) => void find(email)} />
          <div role="status" aria-live="polite">
            {found && held ? (
              <p className="mb-2">
                {holdsAnything ? messages.privacy.held(found.email, describeCounts(held)) : messages.privacy.nothingHeld(found.email)}
              </p>
            ) : null}
          </div>
          {found && holdsAnything ? <SubjectRecords data={found} onDownload={() => downloadJson(found)} onErase={() => void erase(found)} /> : null}
        </div>
      </div>

      <h3 className="h5 mb-2">{messages.privacy.logTitle}</h3>
      <div className="card border-0 shadow-sm">
        <div className="card-body">
          <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
            <p className="small text-body-secondary mb-0 me-auto">{messages.privacy.logHint}</p>
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => void purge()}>
              {messages.privacy.purgeNow}
            </button>
          </div>
          <PagedTable caption={messages.privacy.logTitle} columns={logColumns} list={log} emptyText="Nothing recorded yet." />
        </div>
      </div>
    </div>
  );
}

interface SubjectRecordsProps {
  data: SubjectData;
  onDownload(): void;
  onErase(): void;
}

const receivedColumn = <Row extends { createdAt: string }>(): Column<Row> => ({
  header: 'Received',
  cell: (row) => <span className="text-nowrap">{formatDateTime(row.createdAt)}</span>,
});

const contactColumns: Column<ContactSubmission>[] = [
  receivedColumn(),
  { header: 'Name', cell: (contact) => contact.name },
  { header: 'Phone', cell: (contact) => contact.phone },
  { header: 'Message', cell: (contact) => <LongText text={contact.message} /> },
];

const inquiryColumns: Column<InternshipInquiry>[] = [
  receivedColumn(),
  { header: 'Program', cell: (inquiry) => inquiry.role },
  { header: 'Status', cell: (inquiry) => inquiry.status },
  { header: 'Resume', cell: (inquiry) => (inquiry.resumeUrl ? <a href={inquiry.resumeUrl}>Resume (PDF)</a> : null) },
];

/** One kind of record found, under its own heading; nothing when there is none. */
function FoundRecords<Row extends { id: string }>({ title, columns, rows }: { title: string; columns: Column<Row>[]; rows: Row[] }) {
  if (!rows.length) return null;
  return (
    <>
      <h3 className="h6 mt-3">{title}</h3>
      <DataTable caption={title} columns={columns} rows={rows} rowKey={(row) => row.id} loading={false} emptyText="" />
    </>
  );
}

/** What was found, as the person would read it in the download. */
function SubjectRecords({ data, onDownload, onErase }: SubjectRecordsProps) {
  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <button type="button" className="btn btn-outline-primary" onClick={onDownload}>
          {messages.privacy.download}
        </button>
        <button type="button" className="btn btn-outline-danger" onClick={onErase}>
          {messages.privacy.erase}
        </button>
      </div>
      <FoundRecords title="Enquiries" columns={contactColumns} rows={data.contacts} />
      <FoundRecords title="Applications" columns={inquiryColumns} rows={data.inquiries} />
    </>
  );
}
