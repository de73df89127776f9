import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { EnquiryPostResult } from '../../../domain/contact.ts';
import type { Catalogue } from '../../../domain/i18n/catalogue/en.ts';
import { enquiryEn } from '../../../domain/i18n/catalogue/en/enquiry.ts';
import { isValidPublicPhone } from '../../../domain/public-phone.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { routes } from '../../../domain/routes.ts';
import { FormStatus, type FormOutcome } from '../common/FormStatus.tsx';
import { clearFields, fieldValues } from '../common/form-fields.ts';
import { Honeypot } from '../common/Honeypot.tsx';
import { postJson } from '../common/post-json.ts';
import { startingForm } from '../common/posted-form.ts';
import { SendButton, sentAsPlainPost } from '../common/SendButton.tsx';
import { SUBMISSION_FIELDS, SubmissionFields } from '../common/SubmissionFields.tsx';
import { VisitorField } from '../common/VisitorField.tsx';
import { useFieldChecks } from '../common/field-checks.ts';
import { enquiryInputs } from '../../../domain/enquiry-inputs.ts';
import { emptyValues, postedNames } from '../../../domain/visitor-inputs.ts';

const emptyForm = emptyValues(enquiryInputs);
const FIELDS = [...postedNames(enquiryInputs), 'website' as const, ...SUBMISSION_FIELDS];
const INPUTS = Object.entries(enquiryInputs) as [keyof typeof enquiryInputs, (typeof enquiryInputs)[keyof typeof enquiryInputs]][];

/** Where each input's label is in the catalogue's enquiry section. */
type LabelKey = (typeof enquiryInputs)[keyof typeof enquiryInputs]['labelKey'];

/**
 * The form's words in the page's language: each input's label (at its `labelKey`, and a label
 * missing in a language fails to compile), the phone's hint and live error, what its own checks
 * find, and every outcome.
 */
export const ENQUIRY_FORM_TEXTS = [
  ...INPUTS.map(([, input]): LabelKey => input.labelKey),
  'phoneHint',
  'send',
  'sending',
  'invalidPhone',
  'fixPhoneFirst',
  'required',
  'tooLong',
  'invalidEmail',
  'sent',
  'failed',
] as const;
export type EnquiryFormTexts = Pick<Catalogue['enquiry'], (typeof ENQUIRY_FORM_TEXTS)[number]>;

/**
 * The 'Online Enquiry' form with the rules of docs/product.md#contact-form, #states and #messages.
 * With its script it sends JSON and stays on the page; without it (or before it arrives) it is a
 * plain form post to the contact page in the page's language, which answers with `posted`. Both carry
 * the page's `language` and the rendered form's `submissionKey` (src/site/lib/public-form-props.ts).
 * English pages hand it no words (it has the English ones), which keeps the home page's first
 * response small.
 */
interface EnquiryFormProps {
  posted?: EnquiryPostResult;
  submissionKey: string;
  language: LanguageCode;
  /** The contact page in the page's language, which takes the plain post. */
  page?: string;
  texts?: EnquiryFormTexts;
}

export function EnquiryForm({ posted, submissionKey, language, page = routes.contact, texts = enquiryEn }: EnquiryFormProps) {
  /** Checked live while typing; an emptied field is valid again (the phone is optional). */
  const phoneErrorOf = (phone: string) => (isValidPublicPhone(phone) ? '' : texts.invalidPhone);
  const [start] = useState(() =>
    startingForm(posted, emptyForm, {
      done: texts.sent,
      // A refused post with a wrong phone reads as the script would have put it.
      failed: (values) => (phoneErrorOf(values.phone) ? texts.fixPhoneFirst : texts.failed),
    }),
  );
  // Only the phone is followed while typing (its live error); everything sent is read from the form.
  const [phone, setPhone] = useState(start.form.phone);
  const phoneInput = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<FormOutcome | null>(start.outcome);
  const [sending, setSending] = useState(() => sentAsPlainPost(page));
  const phoneError = phoneErrorOf(phone);
  const checks = useFieldChecks(enquiryInputs, texts);

  // A phone typed before the script arrived gets its live error as soon as it has.
  useEffect(() => setPhone(phoneInput.current?.value ?? ''), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = fieldValues(form, FIELDS);
    setPhone(values.phone);
    const phoneWrong = Boolean(phoneErrorOf(values.phone));
    if (!checks.passes(form, phoneWrong ? ['phone'] : [])) {
      // A refused submit is the next one after an outcome: the earlier outcome goes.
      setOutcome(phoneWrong ? { tone: 'danger', text: texts.fixPhoneFirst } : null);
      return;
    }
    setSending(true);
    try {
      const response = await postJson('/api/contacts', { ...values, timestamp: new Date().toISOString() });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      clearFields(form);
      setPhone('');
      setOutcome({ tone: 'success', text: texts.sent });
    } catch (error) {
      console.error('Sending the enquiry failed', error);
      setOutcome({ tone: 'danger', text: texts.failed });
    } finally {
      setSending(false);
    }
  }

  // The phone's hint beside its label, and its live check, whose message comes before any other.
  const phoneCheck = {
    label: (
      <>
        {texts.phone} <span className="text-body-secondary">{texts.phoneHint}</span>
      </>
    ),
    control: { ref: phoneInput, onChange: (event: ChangeEvent<HTMLInputElement>) => setPhone(event.target.value) },
    problem: phoneError || checks.message('phone', texts.phone),
  };

  return (
    <form method="post" action={`${page}#contact`} noValidate={checks.noValidate} onSubmit={submit} onInput={checks.recheck} className="position-relative">
      <div className="row g-3">
        {INPUTS.map(([name, input]) => (
          <VisitorField
            key={name}
            form="enquiry"
            name={name}
            input={input}
            label={texts[input.labelKey]}
            defaultValue={start.form[name]}
            problem={checks.message(name, texts[input.labelKey])}
            {...(name === 'phone' ? phoneCheck : {})}
          />
        ))}
      </div>
      <Honeypot />
      <SubmissionFields language={language} submissionKey={submissionKey} />
      <SendButton label={texts.send} sendingLabel={texts.sending} sending={sending} />
      <FormStatus outcome={outcome} />
    </form>
  );
}
