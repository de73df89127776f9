import { useState, type FormEvent } from 'react';
import { inboxLimits } from '../../domain/inbox-limits.ts';
import { languageOf, type LanguageCode } from '../../domain/languages.ts';
import { messages } from '../../domain/messages.ts';
import { TextAreaField } from '../forms/fields.tsx';
import { ActionButton } from './ActionButton.tsx';
import { inboxTexts as say } from './inbox-texts.ts';
import type { UnsentText } from './useUnsentText.ts';
import type { ReplyOutcome } from './useRecordChanges.ts';

interface ReplyFormProps {
  name: string;
  /** The visitor's language, which the prefilled reply is written in. */
  language: LanguageCode;
  text: UnsentText;
  send: (message: string) => Promise<ReplyOutcome>;
}

/** The reply to the visitor, prefilled in their language; a refused mail keeps the text for another try. */
export function ReplyForm({ name, language, text, send }: ReplyFormProps) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [mailError, setMailError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setMailError(undefined);
    if (!text.value.trim()) {
      setProblem(messages.inbox.replyRequired);
      return;
    }
    setProblem(undefined);
    setSending(true);
    const outcome = await send(text.value);
    setSending(false);
    if (outcome.sent) text.clear();
    else if (outcome.mailError !== undefined) setMailError(outcome.mailError);
  }

  return (
    // The field's label, 'Reply to …', says what this part is: no heading repeats it.
    <form className="mb-4" noValidate onSubmit={(event) => void submit(event)} aria-busy={sending}>
      <TextAreaField
        label={say.replyTo(name)}
        hint={say.replyHint}
        value={text.value}
        onChange={(value) => {
          text.set(value);
          setProblem(undefined);
        }}
        error={problem}
        maxLength={inboxLimits.reply}
        rows={8}
        lang={language}
        dir={languageOf(language).direction}
      />
      {mailError !== undefined ? (
        <div className="alert alert-danger" role="alert">
          {mailError || messages.inbox.replyFailed}
        </div>
      ) : null}
      <ActionButton submit className="btn btn-primary" busy={sending}>
        {sending ? say.sending : say.sendReply}
      </ActionButton>
    </form>
  );
}
