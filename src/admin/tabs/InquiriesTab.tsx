import type { InternshipInquiry } from '../../domain/inquiry.ts';
import { languageOf } from '../../domain/languages.ts';
import { mailtoHref } from '../../domain/email.ts';
import { messages } from '../../domain/messages.ts';
import { api, apiList } from '../api/client.ts';
import type { Column } from '../ui/DataTable.tsx';
import { formatDateTime } from '../ui/format.ts';
import { ListPanel } from '../ui/ListPanel.tsx';
import { LongText } from '../ui/LongText.tsx';
import { useServerList } from '../ui/useServerList.ts';
import { RowActions, RowButton } from './RowActions.tsx';
import { useAdminAction } from './useAdminAction.ts';
import { useCsvExport } from './useCsvExport.ts';
import { useRemove } from './useRemove.ts';

const statusBadge: Record<string, string> = {
  Pending: 'text-bg-warning',
  Accepted: 'text-bg-success',
  Rejected: 'text-bg-secondary',
};

const decisions = {
  accept: { status: 'Accepted', label: 'Accept', success: messages.inquiry.accepted, variant: 'success' },
  reject: { status: 'Rejected', label: 'Reject', success: messages.inquiry.rejected, variant: 'danger' },
} as const;

/** Internship Inquiries: Accept and Reject while Pending, Delete always, resume link, CSV export. */
export default function InquiriesTab() {
  const list = useServerList<InternshipInquiry>((params) => apiList<InternshipInquiry>('/internship-inquiries', params));
  const runAction = useAdminAction();
  const exportCsv = useCsvExport('/internship-inquiries', 'export internship inquiries');
  const remove = useRemove({
    path: '/internship-inquiries',
    list,
    object: 'inquiry',
    signInFor: 'delete internship inquiries',
    successMessage: messages.inquiry.deleted,
  });

  function decide(inquiry: InternshipInquiry, verb: keyof typeof decisions) {
    const decision = decisions[verb];
    void runAction({
      signInFor: `${verb} internship inquiries`,
      failure: { verb, object: 'inquiry' },
      perform: () => api('PUT', `/internship-inquiries/${inquiry.id}`, { status: decision.status }),
      beforeRequest: () => list.replaceLocally(inquiry.id, (item) => ({ ...item, status: decision.status })),
      afterRequest: list.reload,
      successMessage: decision.success,
    });
  }

  const columns: Column<InternshipInquiry>[] = [
    { header: 'Received', cell: (inquiry) => <span className="text-nowrap">{formatDateTime(inquiry.createdAt)}</span> },
    { header: 'Name', cell: (inquiry) => inquiry.name },
    { header: 'Email', cell: (inquiry) => <a href={mailtoHref(inquiry.email)}>{inquiry.email}</a> },
    { header: 'Role', cell: (inquiry) => inquiry.role },
    { header: 'Message', cell: (inquiry) => <LongText text={inquiry.message} /> },
    { header: 'Language', cell: (inquiry) => languageOf(inquiry.language).name },
    {
      header: 'Resume',
      cell: (inquiry) =>
        inquiry.resumeUrl ? (
          <a href={inquiry.resumeUrl} target="_blank" rel="noopener noreferrer" className="text-nowrap">
            View resume<span className="visually-hidden"> of {inquiry.name} (opens in a new tab)</span>
          </a>
        ) : (
          <span className="text-body-secondary">None</span>
        ),
    },
    {
      header: 'Status',
      cell: (inquiry) => (
        <span className={`badge ${statusBadge[inquiry.status] ?? 'text-bg-light'}`}>{inquiry.status}</span>
      ),
    },
    {
      header: 'Actions',
      cell: (inquiry) => (
        <RowActions>
          {inquiry.status === 'Pending'
            ? (['accept', 'reject'] as const).map((verb) => (
                <RowButton
                  key={verb}
                  label={decisions[verb].label}
                  subject={`inquiry from ${inquiry.name}`}
                  variant={decisions[verb].variant}
                  onClick={() => decide(inquiry, verb)}
                />
              ))
            : null}
          <RowButton
            label="Delete"
            subject={`inquiry from ${inquiry.name}`}
            variant="danger"
            onClick={() => remove(inquiry)}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <ListPanel
      title="Internship Inquiries"
      itemsName="internship inquiries"
      list={list}
      columns={columns}
      actions={
        <button type="button" className="btn btn-outline-primary" onClick={() => void exportCsv(list.query)}>
          Export CSV
        </button>
      }
    />
  );
}
