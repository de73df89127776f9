import type { ContactSubmission } from '../../domain/contact.ts';
import type { EnquiryStatus } from '../../domain/inbox.ts';
import { messages } from '../../domain/messages.ts';
import { api } from '../api/client.ts';
import { actionsColumn, clippedColumn, emailColumn, languageColumn, nameColumn, receivedColumn } from '../inbox/list-columns.tsx';
import { useInboxList } from '../inbox/list-inbox.ts';
import { InboxListPanel } from '../inbox/list-panel.tsx';
import { listTexts } from '../inbox/list-texts.ts';
import type { Column } from '../ui/DataTable.tsx';
import { RowActions, RowButton } from './RowActions.tsx';
import { useAdminAction } from './useAdminAction.ts';
import { useRemove } from './useRemove.ts';

const isUnread = (contact: ContactSubmission) => contact.readAt === null;

const statusBadge: Record<EnquiryStatus, string> = {
  New: 'text-bg-primary',
  Replied: 'text-bg-success',
  Closed: 'text-bg-secondary',
};

/** Where the office stands with it; a New one somebody has read no longer says New (as the unread mark always did). */
function EnquiryStatusBadge({ contact }: { contact: ContactSubmission }) {
  const readButNew = contact.status === 'New' && !isUnread(contact);
  return (
    <span className={`badge ${readButNew ? 'text-bg-light border' : statusBadge[contact.status]}`}>
      {readButNew ? listTexts.readEnquiry : contact.status}
    </span>
  );
}

/** Contact Submissions: newest first, by status, with a read/unread mark, delete, bulk changes with undo and CSV export. */
export default function ContactsTab() {
  const inbox = useInboxList('contact');
  const { facts, list, selection, undo } = inbox;
  const runAction = useAdminAction();
  const remove = useRemove({
    path: facts.path,
    list,
    object: facts.object,
    signInFor: facts.signInFor.delete,
    successMessage: messages.contact.deleted,
    onRemoved: (contact) => undo.afterDelete([contact.id]),
  });

  function toggleRead(contact: ContactSubmission) {
    const read = isUnread(contact);
    void runAction({
      signInFor: facts.signInFor.update,
      failure: { verb: 'update', object: facts.object },
      perform: () => api('PATCH', `${facts.path}/${contact.id}`, { read }),
      beforeRequest: () =>
        list.replaceLocally(contact.id, (item) => ({ ...item, readAt: read ? new Date().toISOString() : null })),
      afterRequest: list.reload,
    });
  }

  const columns: Column<ContactSubmission>[] = [
    receivedColumn((contact) => <EnquiryStatusBadge contact={contact} />),
    nameColumn(facts, selection, inbox.record.open),
    emailColumn(),
    {
      header: 'Phone',
      cell: (contact) => (contact.phone ? <a href={`tel:${contact.phone}`} className="text-nowrap">{contact.phone}</a> : null),
    },
    clippedColumn('Message', (contact) => contact.message),
    languageColumn(),
    actionsColumn((contact) => (
      <RowActions>
        <RowButton
          label={isUnread(contact) ? 'Mark as read' : 'Mark as unread'}
          subject={`(${facts.subject(contact.name)})`}
          onClick={() => toggleRead(contact)}
        />
        <RowButton label="Delete" subject={facts.subject(contact.name)} variant="danger" onClick={() => remove(contact)} />
      </RowActions>
    )),
  ];

  return <InboxListPanel inbox={inbox} columns={columns} />;
}
