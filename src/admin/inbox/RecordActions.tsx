import type { InquiryStatus } from '../../domain/inquiry.ts';
import { ActionButton } from './ActionButton.tsx';
import { inboxTexts as say } from './inbox-texts.ts';
import type { ContactThread, InquiryThread, OpenRecord } from './record-api.ts';

interface RecordActionsProps {
  open: OpenRecord;
  /** An action is on its way: the bar waits for it. */
  busy: boolean;
  setRead: (open: OpenRecord, read: boolean) => void;
  setClosed: (record: ContactThread, closed: boolean) => void;
  decide: (record: InquiryThread, status: InquiryStatus) => void;
  remove: () => void;
}

/** In the order the bar shows them. */
const decisionButtons: readonly { status: InquiryStatus; label: string; variant: string }[] = [
  { status: 'Accepted', label: say.accept, variant: 'btn-success' },
  { status: 'Rejected', label: say.reject, variant: 'btn-danger' },
  { status: 'Pending', label: say.backToPending, variant: 'btn-outline-secondary' },
];

/** The buttons of the drawer's top bar: what can be done with the record as it stands now. */
export function RecordActions({ open, busy, setRead, setClosed, decide, remove }: RecordActionsProps) {
  return (
    <>
      {open.kind === 'contact' ? (
        <>
          <ActionButton className="btn btn-sm btn-outline-primary" busy={busy} onClick={() => setRead(open, open.record.readAt === null)}>
            {open.record.readAt === null ? say.markRead : say.markUnread}
          </ActionButton>
          <ActionButton className="btn btn-sm btn-outline-secondary" busy={busy} onClick={() => setClosed(open.record, open.record.status !== 'Closed')}>
            {open.record.status === 'Closed' ? say.reopen : say.close}
          </ActionButton>
        </>
      ) : (
        decisionButtons
          .filter(({ status }) => status !== open.record.status)
          .map(({ status, label, variant }) => (
            <ActionButton key={status} className={`btn btn-sm ${variant}`} busy={busy} onClick={() => decide(open.record, status)}>
              {label}
            </ActionButton>
          ))
      )}
      <ActionButton className="btn btn-sm btn-outline-danger ms-auto" busy={busy} onClick={remove}>
        {say.delete}
      </ActionButton>
    </>
  );
}
