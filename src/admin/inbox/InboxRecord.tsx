/**
 * One enquiry or application, opened from its list: the record, the mails sent to the visitor,
 * a reply, the staff's notes and what was done with it, with its actions always at the top.
 * Its own chunk (InboxRecordPanel.tsx loads it), so the lists' first load stays as small as it was.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContactSubmission } from '../../domain/contact.ts';
import type { InboxKind } from '../../domain/inbox.ts';
import type { InquiryStatus, InternshipInquiry } from '../../domain/inquiry.ts';
import { messages } from '../../domain/messages.ts';
import { failureMessage } from '../api/client.ts';
import { useDialogs } from '../ui/dialogs.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { ActivityList } from './ActivityList.tsx';
import { DecisionDialog } from './DecisionDialog.tsx';
import { Drawer } from './Drawer.tsx';
import { inboxTexts as say } from './inbox-texts.ts';
import { inboxKinds } from './list-kinds.ts';
import { MailsSent } from './MailsSent.tsx';
import { NotesSection } from './NotesSection.tsx';
import { RecordActions } from './RecordActions.tsx';
import { RecordFacts } from './RecordFacts.tsx';
import { ReplyForm } from './ReplyForm.tsx';
import { ResumeView } from './ResumeView.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { useOpenRecord } from './useOpenRecord.ts';
import { useRecordChanges } from './useRecordChanges.ts';
import { useUnsentText } from './useUnsentText.ts';

export interface InboxRecordProps {
  kind: InboxKind;
  id: string;
  onClose: () => void;
  /** The record changed (read, status, reply, note): the list refreshes its row. */
  onChanged: (record: ContactSubmission | InternshipInquiry) => void;
  /** Deleted from here (after the product's confirmation and success dialog): the list shows its undo. */
  onDeleted: (record: ContactSubmission | InternshipInquiry) => void;
  /** A decision made here: the list offers undo back to `previous`. */
  onDecided: (record: InternshipInquiry, previous: InquiryStatus) => void;
}

export default function InboxRecord({ kind, id, onClose, onChanged, onDeleted, onDecided }: InboxRecordProps) {
  const { open, loadError, refresh, replace } = useOpenRecord(kind, id);
  const [status, setStatus] = useState('');
  // The region empties first, so the same words a second time (another reply sent) are read out again.
  const announce = useCallback((text: string) => {
    setStatus('');
    window.setTimeout(() => setStatus(text), 100);
  }, []);
  const [asking, setAsking] = useState<'Accepted' | 'Rejected' | null>(null);
  const reply = useUnsentText(`admin:inbox:${kind}:${id}:reply`, open?.record.drafts.reply ?? '');
  const note = useUnsentText(`admin:inbox:${kind}:${id}:note`, '');
  const { confirm } = useDialogs();

  function forgetUnsent() {
    reply.clear();
    note.clear();
  }

  const changes = useRecordChanges({
    refresh,
    replace,
    onChanged,
    onDecided,
    announce,
    onDeleted: (record) => {
      forgetUnsent();
      onClose();
      onDeleted(record);
    },
  });

  // Opening an unread record reads it, once, when it first arrives.
  const readOnOpen = useRef(false);
  useEffect(() => {
    if (!open || readOnOpen.current) return;
    readOnOpen.current = true;
    if (open.record.readAt === null) void changes.setRead(open, true);
  }, [open, changes]);

  /** Escape or the close button: what was typed and not sent goes only when the person says so. */
  async function requestClose() {
    const question = reply.unsent ? (note.unsent ? say.discardBoth : say.discardReply) : note.unsent ? say.discardNote : null;
    if (question && !(await confirm(messages.admin.confirmTitle, question))) return;
    forgetUnsent();
    onClose();
  }

  return (
    <>
      <Drawer
        title={open?.record.name ?? say.kindTitle[kind]}
        badge={open ? <StatusBadge status={open.record.status} /> : null}
        actionsLabel={say.actionsLabel}
        actions={
          open ? (
            <RecordActions
              open={open}
              busy={changes.busy}
              setRead={(opened, read) => void changes.setRead(opened, read)}
              setClosed={(record, closed) => void changes.setClosed(record, closed)}
              // Accepting and rejecting ask first, with the mail to send; Pending goes at once, silently.
              decide={(record, decision) =>
                decision === 'Pending' ? void changes.decide(record, { status: decision, notify: false }) : setAsking(decision)
              }
              remove={() => void changes.remove(open)}
            />
          ) : null
        }
        status={status}
        onCloseRequest={() => void requestClose()}
      >
        {loadError ? (
          <div className="alert alert-danger" role="alert">
            <p>{failureMessage('load', inboxKinds[kind].object, loadError)}</p>
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void refresh()}>
              {say.tryAgain}
            </button>
          </div>
        ) : null}
        {open ? (
          <>
            <RecordFacts open={open} />
            {open.kind === 'inquiry' ? <ResumeView name={open.record.name} url={open.record.resumeUrl} /> : null}
            <MailsSent replies={open.record.replies} send={(message) => changes.reply(open, message)} />
            <ReplyForm name={open.record.name} language={open.record.language} text={reply} send={(message) => changes.reply(open, message)} />
            <NotesSection notes={open.record.notes} text={note} add={(text) => changes.addNote(open, text)} />
            <ActivityList activity={open.record.activity} />
          </>
        ) : loadError ? null : (
          <Spinner />
        )}
      </Drawer>
      {asking && open?.kind === 'inquiry' ? (
        <DecisionDialog
          name={open.record.name}
          status={asking}
          language={open.record.language}
          draft={open.record.drafts[asking] ?? ''}
          decide={(decision) => changes.decide(open.record, decision, () => setAsking(null))}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}
