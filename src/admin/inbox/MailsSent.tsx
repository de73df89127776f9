import { useState } from 'react';
import type { InboxReply } from '../../domain/inbox.ts';
import { messages } from '../../domain/messages.ts';
import { formatDateTime } from '../ui/format.ts';
import { ActionButton } from './ActionButton.tsx';
import { inboxTexts as say } from './inbox-texts.ts';
import { Section } from './Section.tsx';
import type { ReplyOutcome } from './useRecordChanges.ts';

interface MailsSentProps {
  replies: readonly InboxReply[];
  /** Posts a text as a new reply: how a failed mail is sent again. */
  send: (message: string) => Promise<ReplyOutcome>;
}

/**
 * A failed mail can be sent again until a later mail carries the same text (sent, or failed in
 * turn and offering the same).
 */
const canSendAgain = (reply: InboxReply, index: number, replies: readonly InboxReply[]) =>
  reply.status === 'failed' && !replies.slice(index + 1).some((later) => later.message === reply.message);

/** The replies and decision mails sent to the visitor from here, a failed one marked with why. */
export function MailsSent({ replies, send }: MailsSentProps) {
  const [sendingId, setSendingId] = useState<string>();
  const [retryError, setRetryError] = useState<string>();

  async function sendAgain(reply: InboxReply) {
    setSendingId(reply.id);
    setRetryError(undefined);
    const outcome = await send(reply.message);
    setSendingId(undefined);
    if (!outcome.sent && outcome.mailError !== undefined) setRetryError(outcome.mailError || messages.inbox.replyFailed);
  }

  return (
    <Section title={say.mailsTitle}>
      {retryError ? (
        <div className="alert alert-danger" role="alert">
          {retryError}
        </div>
      ) : null}
      {replies.length ? (
        <ol className="list-unstyled mb-0">
          {replies.map((reply, index) => {
            const failed = reply.status === 'failed';
            return (
              <li key={reply.id} className={`card mb-3${failed ? ' border-danger' : ''}`}>
                <div className="card-body">
                  <p className="small text-body-secondary mb-1">
                    <span className="badge text-bg-light border me-1">{say.mailKind[reply.kind]}</span>
                    {failed ? <span className="badge text-bg-danger me-1">{say.notSent}</span> : null}
                    {say.mailSentBefore(reply.to, reply.sentBy)}
                    <time dateTime={reply.at}>{formatDateTime(reply.at)}</time>
                  </p>
                  <p className="mb-1 text-break">
                    <span className="fw-semibold">{say.subject}:</span> {reply.subject}
                  </p>
                  <p className="inbox-text mb-0" dir="auto">
                    {reply.message}
                  </p>
                  {failed ? (
                    <>
                      <p className="text-danger small mt-2 mb-0">{say.mailError(reply.error)}</p>
                      {canSendAgain(reply, index, replies) ? (
                        <ActionButton className="btn btn-sm btn-outline-danger mt-2" busy={sendingId !== undefined} onClick={() => void sendAgain(reply)}>
                          {sendingId === reply.id ? say.sending : say.sendAgain}
                        </ActionButton>
                      ) : null}
                    </>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-body-secondary mb-0">{say.noMails}</p>
      )}
    </Section>
  );
}
