/**
 * Undo after a delete or a decision, offered by the list's notice: a deleted record is brought
 * back (the server keeps it aside for inboxLimits.undoSeconds), a decision is set back to the
 * status before it without a word to the applicant.
 */
import type { InboxKind } from '../../domain/inbox.ts';
import type { InquiryStatus, InternshipInquiry } from '../../domain/inquiry.ts';
import { api } from '../api/client.ts';
import { useAdminAction } from '../tabs/useAdminAction.ts';
import { useRestore } from '../tabs/useRestore.ts';
import { countOf, inboxKinds } from './list-kinds.ts';
import { listTexts } from './list-texts.ts';
import type { ToastControl } from './undo-toast.tsx';

interface UndoOptions {
  toast: ToastControl;
  /** Brings the list (and the counts) in line with the server. */
  changed: () => void;
}

export function useUndo(kind: InboxKind, { toast, changed }: UndoOptions) {
  const facts = inboxKinds[kind];
  const applications = inboxKinds.inquiry;
  const runAction = useAdminAction();

  const restore = useRestore({ path: facts.path, signInFor: facts.signInFor.restore, object: facts.object, objects: facts.objects, toast, changed });

  const undoDecision = (inquiry: InternshipInquiry, previous: InquiryStatus) =>
    void runAction({
      signInFor: applications.signInFor.update,
      failure: { verb: 'update', object: applications.object },
      perform: () => api('PUT', `${applications.path}/${inquiry.id}`, { status: previous, notify: false }),
      afterRequest: changed,
    }).then((undone) => undone && toast.show(listTexts.decided[previous]));

  return {
    /** 'Deleted Rahul Nair. Undo' ('Deleted.' without a name), or '3 enquiries deleted. Undo'. */
    afterDelete: (ids: readonly string[], name?: string) =>
      toast.show(ids.length === 1 ? (name ? listTexts.deletedNamed(name) : listTexts.deleted) : listTexts.deletedMany(countOf(facts, ids.length)), [
        { label: listTexts.undo, run: () => restore(ids) },
      ]),
    /** 'Accepted. Undo'; from a row, also 'Tell the applicant' (`tell` opens the record, where the mail is). */
    afterDecision: (inquiry: InternshipInquiry, previous: InquiryStatus, tell?: () => void) =>
      toast.show(listTexts.decided[inquiry.status], [
        { label: listTexts.undo, run: () => undoDecision(inquiry, previous) },
        ...(tell ? [{ label: listTexts.tellApplicant, run: tell }] : []),
      ]),
  };
}

export type Undo = ReturnType<typeof useUndo>;
