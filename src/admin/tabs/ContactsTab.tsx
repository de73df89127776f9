import type { ContactSubmission } from '../../domain/contact.ts';
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

const isUnread = (contact: ContactSubmission) => contact.readAt === null;

/** Contact Submissions: newest first, with a read/unread mark, delete and CSV export. */
export default function ContactsTab() {
  const list = useServerList<ContactSubmission>((params) => apiList<ContactSubmission>('/contacts', params));
  const runAction = useAdminAction();
  const exportCsv = useCsvExport('/contacts', 'export contact submissions');
  const remove = useRemove({
    path: '/contacts',
    list,
    object: 'contact',
    signInFor: 'delete contact submissions',
    successMessage: messages.contact.deleted,
  });

  function toggleRead(contact: ContactSubmission) {
    const read = isUnread(contact);
    void runAction({
      signInFor: 'update contact submissions',
      failure: { verb: 'update', object: 'contact' },
      perform: () => api('PATCH', `/contacts/${contact.id}`, { read }),
      beforeRequest: () =>
        list.replaceLocally(contact.id, (item) => ({ ...item, readAt: read ? new Date().toISOString() : null })),
      afterRequest: list.reload,
    });
  }

  const columns: Column<ContactSubmission>[] = [
    {
      header: 'Received',
      cell: (contact) => (
        <>
          {isUnread(contact) ? <span className="badge text-bg-primary me-1">New</span> : null}
          <span className="text-nowrap">{formatDateTime(contact.createdAt)}</span>
        </>
      ),
    },
    { header: 'Name', cell: (contact) => contact.name },
    { header: 'Email', cell: (contact) => <a href={mailtoHref(contact.email)}>{contact.email}</a> },
    {
      header: 'Phone',
      cell: (contact) => (contact.phone ? <a href={`tel:${contact.phone}`}>{contact.phone}</a> : null),
    },
    { header: 'Message', cell: (contact) => <LongText text={contact.message} /> },
    { header: 'Language', cell: (contact) => languageOf(contact.language).name },
    {
      header: 'Actions',
      cell: (contact) => (
        <RowActions>
          <RowButton
            label={isUnread(contact) ? 'Mark as read' : 'Mark as unread'}
            subject={`(message from ${contact.name})`}
            onClick={() => toggleRead(contact)}
          />
          <RowButton
            label="Delete"
            subject={`message from ${contact.name}`}
            variant="danger"
            onClick={() => remove(contact)}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <ListPanel
      title="Contact Submissions"
      itemsName="contact submissions"
      list={list}
      columns={columns}
      rowClassName={(contact) => (isUnread(contact) ? 'fw-semibold' : undefined)}
      actions={
        <button type="button" className="btn btn-outline-primary" onClick={() => void exportCsv(list.query)}>
          Export CSV
        </button>
      }
    />
  );
}
