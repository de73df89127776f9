import { applicationInputs } from '../../domain/application-inputs.ts';
import type { InternshipInquiry } from '../../domain/inquiry.ts';
import { messages } from '../../domain/messages.ts';
import { api } from '../api/client.ts';
import { actionsColumn, clippedColumn, emailColumn, languageColumn, nameColumn, receivedColumn } from '../inbox/list-columns.tsx';
import { useInboxList } from '../inbox/list-inbox.ts';
import { InboxListPanel } from '../inbox/list-panel.tsx';
import { StatusBadge } from '../inbox/StatusBadge.tsx';
import type { Column } from '../ui/DataTable.tsx';
import { RowActions, RowButton } from './RowActions.tsx';
import { useAdminAction } from './useAdminAction.ts';
import { useRemove } from './useRemove.ts';

const decisions = {
  accept: { status: 'Accepted', label: 'Accept', success: messages.inquiry.accepted, variant: 'success' },
  reject: { status: 'Rejected', label: 'Reject', success: messages.inquiry.rejected, variant: 'danger' },
} as const;

/** Internship Inquiries: by status, Accept and Reject while Pending (with undo), Delete always, resume link, CSV export. */
export default function InquiriesTab() {
  const inbox = useInboxList('inquiry');
  const { facts, list, selection, undo } = inbox;
  const runAction = useAdminAction();
  const remove = useRemove({
    path: facts.path,
    list,
    object: facts.object,
    signInFor: facts.signInFor.delete,
    successMessage: messages.inquiry.deleted,
    nameOf: (inquiry) => inquiry.name,
    onRemoved: (inquiry) => undo.afterDelete([inquiry.id], inquiry.name),
  });

  function decide(inquiry: InternshipInquiry, verb: keyof typeof decisions) {
    const decision = decisions[verb];
    void runAction({
      signInFor: `${verb} internship inquiries`,
      failure: { verb, object: facts.object },
      perform: () => api('PUT', `${facts.path}/${inquiry.id}`, { status: decision.status }),
      beforeRequest: () => list.replaceLocally(inquiry.id, (item) => ({ ...item, status: decision.status })),
      afterRequest: list.reload,
      successMessage: decision.success,
    }).then(
      (decided) => decided && undo.afterDecision({ ...inquiry, status: decision.status }, inquiry.status, () => inbox.record.open(inquiry.id)),
    );
  }

  const columns: Column<InternshipInquiry>[] = [
    receivedColumn(),
    nameColumn(facts, selection, inbox.record.open),
    emailColumn(facts),
    clippedColumn(applicationInputs.programme, (inquiry) => inquiry.role),
    clippedColumn(applicationInputs.message, (inquiry) => inquiry.message),
    languageColumn(),
    {
      header: 'Resume',
      cell: (inquiry) =>
        inquiry.resumeUrl ? (
          <a href={inquiry.resumeUrl} target="_blank" rel="noopener noreferrer">
            View resume<span className="visually-hidden"> of {inquiry.name} (opens in a new tab)</span>
          </a>
        ) : (
          <span className="text-body-secondary">None</span>
        ),
    },
    { header: 'Status', cell: (inquiry) => <StatusBadge status={inquiry.status} /> },
    actionsColumn((inquiry) => (
      <RowActions>
        {inquiry.status === 'Pending'
          ? (['accept', 'reject'] as const).map((verb) => (
              <RowButton
                key={verb}
                label={decisions[verb].label}
                subject={facts.subject(inquiry.name)}
                variant={decisions[verb].variant}
                onClick={() => decide(inquiry, verb)}
              />
            ))
          : null}
        <RowButton label="Delete" subject={facts.subject(inquiry.name)} variant="danger" onClick={() => remove(inquiry)} />
      </RowActions>
    )),
  ];

  return <InboxListPanel inbox={inbox} columns={columns} />;
}
