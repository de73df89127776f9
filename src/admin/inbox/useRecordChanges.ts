import { useState } from 'react';
import type { InboxKind } from '../../domain/inbox.ts';
import type { InquiryStatus, InternshipInquiry } from '../../domain/inquiry.ts';
import { messages } from '../../domain/messages.ts';
import { deleteQuestion } from '../tabs/useRemove.ts';
import { ApiError } from '../api/client.ts';
import { useAdminAction, type AdminAction } from '../tabs/useAdminAction.ts';
import { useDialogs } from '../ui/dialogs.tsx';
import { inboxTexts as say } from './inbox-texts.ts';
import { inboxKinds } from './list-kinds.ts';
import {
  addNote,
  decideInquiry,
  deleteRecord,
  listRecordOf,
  markRead,
  sendReply,
  setEnquiryStatus,
  type ContactThread,
  type Decision,
  type InboxListRecord,
  type InquiryThread,
  type OpenRecord,
} from './record-api.ts';
import type { OpenRecordState } from './useOpenRecord.ts';

/** A reply went out, or did not: `mailError` is the server's word when the mail server refused it. */
export type ReplyOutcome = { sent: true } | { sent: false; mailError?: string };

interface RecordChangeOptions extends Pick<OpenRecordState, 'refresh' | 'replace'> {
  onChanged: (record: InboxListRecord) => void;
  onDecided: (record: InternshipInquiry, previous: InquiryStatus) => void;
  /** After the delete's success message. */
  onDeleted: (record: InboxListRecord) => void;
  /** Says how an action went, politely (a reply sent, a note added). */
  announce: (text: string) => void;
}

const decisionSuccess: Record<InquiryStatus, string> = {
  Accepted: messages.inquiry.accepted,
  Rejected: messages.inquiry.rejected,
  Pending: say.movedToPending,
};
const decisionVerb: Record<InquiryStatus, string> = { Accepted: 'accept', Rejected: 'reject', Pending: 'update' };

/**
 * Everything the drawer changes on its record, each through the admin's one action path
 * (useAdminAction: session check, confirmation, the 'Error' dialog in the product's words), then
 * the record read again, so its badge, mails and activity show what the server now holds, and the
 * list told.
 */
export function useRecordChanges({ refresh, replace, onChanged, onDecided, onDeleted, announce }: RecordChangeOptions) {
  const runAction = useAdminAction();
  const { showError } = useDialogs();
  // One change of the action bar at a time: a second click waits for the first to land.
  const [busy, setBusy] = useState(false);

  /** Runs the action; resolves what `perform` answered, or undefined when it did not happen. */
  async function run<T>(action: Omit<AdminAction, 'perform'>, perform: () => Promise<T>): Promise<T | undefined> {
    const answer: { value?: T } = {};
    const done = await runAction({ ...action, perform: async () => void (answer.value = await perform()) });
    return done ? answer.value : undefined;
  }

  async function fromTheBar<T>(change: () => Promise<T>): Promise<T> {
    setBusy(true);
    try {
      return await change();
    } finally {
      setBusy(false);
    }
  }

  /** A change from the bar: the record is read again whatever the answer (a 409 means someone else changed it). */
  const barChange = <T,>(action: Omit<AdminAction, 'perform' | 'afterRequest'>, perform: () => Promise<T>) =>
    fromTheBar(() => run({ ...action, afterRequest: () => void refresh() }, perform));

  /** A read mark or an enquiry's status: the list is told the record as the server answered it. */
  const changeRecord = async (kind: InboxKind, perform: () => Promise<InboxListRecord>) => {
    const changed = await barChange({ signInFor: inboxKinds[kind].signInFor.update, failure: { verb: 'update', object: inboxKinds[kind].object } }, perform);
    if (changed) onChanged(changed);
  };

  return {
    busy,

    setRead: (open: OpenRecord, read: boolean) => changeRecord(open.kind, () => markRead(open, read)),

    /** Closed, or back in the work: Replied once a reply went out, else New. */
    setClosed: (record: ContactThread, closed: boolean) =>
      changeRecord('contact', () =>
        setEnquiryStatus(record.id, closed ? 'Closed' : record.replies.some((reply) => reply.status === 'sent') ? 'Replied' : 'New'),
      ),

    /** Resolves true once decided; `onSaved` runs before the success message (the asking dialog goes). */
    decide: async (record: InquiryThread, decision: Decision, onSaved?: () => void) => {
      const decided = await barChange(
        {
          signInFor: inboxKinds.inquiry.signInFor.update,
          failure: { verb: decisionVerb[decision.status], object: inboxKinds.inquiry.object },
          onSuccess: onSaved,
          successMessage: decisionSuccess[decision.status],
        },
        () => decideInquiry(record.id, decision),
      );
      if (!decided) return false;
      const { notified, ...inquiry } = decided;
      onDecided(inquiry, record.status);
      if (notified === 'failed') await showError(messages.inbox.decisionMailFailed);
      return true;
    },

    remove: async (open: OpenRecord) => {
      const { object, signInFor } = inboxKinds[open.kind];
      const deleted = await fromTheBar(() =>
        run(
          {
            signInFor: signInFor.delete,
            confirmMessage: deleteQuestion(object, open.record.name),
            failure: { verb: 'delete', object },
            successMessage: open.kind === 'contact' ? messages.contact.deleted : messages.inquiry.deleted,
          },
          () => deleteRecord(open.kind, open.record.id),
        ),
      );
      if (deleted) onDeleted(listRecordOf(open));
    },

    reply: async (open: OpenRecord, message: string): Promise<ReplyOutcome> => {
      const outcome: { mailError?: string } = {};
      const answered = await run(
        {
          signInFor: say.signInFor[open.kind].reply,
          failure: { verb: 'send', object: 'reply' },
          // 502: the reply is stored, marked failed, and the form says so beside the kept text.
          handleFailure: (error) => {
            if (!(error instanceof ApiError) || error.status !== 502) return false;
            outcome.mailError = error.serverMessage;
            return true;
          },
        },
        () => sendReply(open, message),
      );
      if (answered) {
        replace(answered);
        onChanged(listRecordOf(answered));
        announce(messages.inbox.replySent);
        return { sent: true };
      }
      if (outcome.mailError === undefined) return { sent: false };
      const fresh = await refresh();
      if (fresh) onChanged(listRecordOf(fresh));
      return { sent: false, mailError: outcome.mailError };
    },

    /** Resolves true once the note is on the record. */
    addNote: async (open: OpenRecord, text: string): Promise<boolean> => {
      const added = await run(
        { signInFor: say.signInFor[open.kind].note, failure: { verb: 'add', object: 'note' } },
        () => addNote(open.kind, open.record.id, text),
      );
      if (!added) return false;
      announce(messages.inbox.noteAdded);
      const fresh = await refresh();
      if (fresh) onChanged(listRecordOf(fresh));
      return true;
    },
  };
}
