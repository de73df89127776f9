import type { ContactSubmission } from '../../domain/contact.ts';
import { enquiryInputs } from '../../domain/enquiry-inputs.ts';
import { messages } from '../../domain/messages.ts';
import { api } from '../api/client.ts';
import { actionsColumn, clippedColumn, emailColumn, languageColumn, nameColumn, receivedColumn } from '../inbox/list-columns.tsx';
import { useInboxList } from '../inbox/list-inbox.ts';
import { InboxListPanel } from '../inbox/list-panel.tsx';
import { listTexts } from '../inbox/list-texts.ts';
import { StatusBadge } from '../inbox/StatusBadge.tsx';
import type { Column } from '../ui/DataTable.tsx';
import { RowActions, RowButton } from './RowActions.tsx';
import { useAdminAction } from './useAdminAction.ts';
import { useRemove } from './useRemove.ts';

const isUnread = (contact: ContactSubmission) => contact.readAt === null;

/** Where the office stands with it; a New one somebody has read no longer says New (as the unread mark always did). */
function EnquiryStatusBadge({ contact }: { contact: ContactSubmission }) {
  if (contact.status === 'New' && !isUnread(contact)) return <span className="badge text-bg-light border">{listTexts.readEnquiry}</span>;
  return <StatusBadge status={contact.status} />;
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
    nameOf: (contact) => contact.name,
    onRemoved: (contact) => undo.afterDelete([contact.id], contact.name),
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
    emailColumn(facts),
    {
      header: enquiryInputs.phone.label,
      cell: (contact) => (contact.phone ? <a href={`tel:${contact.phone}`} className="text-nowrap">{contact.phone}</a> : null),
    },
    clippedColumn(enquiryInputs.message, (contact) => contact.message),
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
