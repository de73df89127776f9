import { useId, useState, type FormEvent } from 'react';
import { inboxLimits } from '../../domain/inbox-limits.ts';
import { languageOf, type LanguageCode } from '../../domain/languages.ts';
import { messages } from '../../domain/messages.ts';
import { TextAreaField } from '../forms/fields.tsx';
import { Modal } from '../ui/Modal.tsx';
import { ActionButton } from './ActionButton.tsx';
import { inboxTexts as say } from './inbox-texts.ts';
import type { Decision } from './record-api.ts';

interface DecisionDialogProps {
  name: string;
  status: 'Accepted' | 'Rejected';
  /** The applicant's language, which `draft` is written in. */
  language: LanguageCode;
  /** The decision's mail as the templates word it in that language. */
  draft: string;
  /** Resolves once the decision is made, or refused (the dialog stays, with what was typed). */
  decide: (decision: Decision) => Promise<unknown>;
  onClose: () => void;
}

/** 'Accept the application from …?', and whether and what to tell the applicant by e-mail. */
export function DecisionDialog({ name, status, language, draft, decide, onClose }: DecisionDialogProps) {
  const formId = useId();
  const [notify, setNotify] = useState(true);
  const [message, setMessage] = useState(draft);
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    if (notify && !message.trim()) {
      setProblem(messages.inbox.replyRequired);
      return;
    }
    setSaving(true);
    await decide(notify ? { status, notify, message } : { status, notify });
    setSaving(false);
  }

  return (
    <Modal
      title={say.decisionTitle[status](name)}
      // A decision on its way lands before the dialog can go.
      onClose={() => !saving && onClose()}
      size="lg"
      footer={
        <>
          <ActionButton className="btn btn-outline-secondary" busy={saving} onClick={onClose}>
            {say.cancel}
          </ActionButton>
          <ActionButton submit form={formId} className={`btn ${status === 'Accepted' ? 'btn-success' : 'btn-danger'}`} busy={saving}>
            {saving ? say.saving : say.decisionConfirm[status]}
          </ActionButton>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
        <div className="form-check mb-3">
          <input
            id={`${formId}-notify`}
            type="checkbox"
            className="form-check-input"
            checked={notify}
            onChange={(event) => setNotify(event.target.checked)}
          />
          <label htmlFor={`${formId}-notify`} className="form-check-label">
            {say.notifyApplicant}
          </label>
        </div>
        {notify ? (
          <TextAreaField
            label={say.decisionMessage(name)}
            value={message}
            onChange={(value) => {
              setMessage(value);
              setProblem(undefined);
            }}
            error={problem}
            maxLength={inboxLimits.reply}
            rows={10}
            lang={language}
            dir={languageOf(language).direction}
          />
        ) : null}
      </form>
    </Modal>
  );
}
