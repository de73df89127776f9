import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { EnquiryPostResult } from '../../../domain/contact.ts';
import { isValidPublicPhone } from '../../../domain/public-phone.ts';
import { messages } from '../../../domain/messages.ts';
import { routes } from '../../../domain/routes.ts';
import { FormStatus, type FormOutcome } from '../common/FormStatus.tsx';
import { clearFields, fieldValues } from '../common/form-fields.ts';
import { Honeypot } from '../common/Honeypot.tsx';
import { postJson } from '../common/post-json.ts';
import { startingForm } from '../common/posted-form.ts';

const emptyForm = { name: '', email: '', phone: '', message: '' };
const FIELDS = ['name', 'email', 'phone', 'message', 'website'] as const;

/** Checked live while typing; an emptied field is valid again (the phone is optional). */
const phoneErrorOf = (phone: string) => (isValidPublicPhone(phone) ? '' : messages.contact.invalidPhone);

/**
 * The 'Online Enquiry' form with the rules of SPEC sections 4, 5 and 8. With its script it
 * sends JSON and stays on the page; without it (or before it arrives) it is a plain form post
 * to the contact page, which answers with `posted`.
 */
export function EnquiryForm({ posted }: { posted?: EnquiryPostResult }) {
  const [start] = useState(() =>
    startingForm(posted, emptyForm, {
      done: messages.contact.sent,
      // A refused post with a wrong phone reads as the script would have put it.
      failed: (values) => (phoneErrorOf(values.phone) ? messages.contact.fixPhoneFirst : messages.contact.failed),
    }),
  );
  // Only the phone is followed while typing (its live error); everything sent is read from the form.
  const [phone, setPhone] = useState(start.form.phone);
  const phoneInput = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<FormOutcome | null>(start.outcome);
  const [sending, setSending] = useState(false);
  const phoneError = phoneErrorOf(phone);

  // A phone typed before the script arrived gets its live error as soon as it has.
  useEffect(() => setPhone(phoneInput.current?.value ?? ''), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = fieldValues(form, FIELDS);
    setPhone(values.phone);
    if (phoneErrorOf(values.phone)) {
      setOutcome({ tone: 'danger', text: messages.contact.fixPhoneFirst });
      return;
    }
    setSending(true);
    try {
      const response = await postJson('/api/contacts', { ...values, timestamp: new Date().toISOString() });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      clearFields(form);
      setPhone('');
      setOutcome({ tone: 'success', text: messages.contact.sent });
    } catch (error) {
      console.error('Sending the enquiry failed', error);
      setOutcome({ tone: 'danger', text: messages.contact.failed });
    } finally {
      setSending(false);
    }
  }

  return (
    <form method="post" action={`${routes.contact}#contact`} onSubmit={submit} className="position-relative">
      <div className="row g-3">
        <div className="col-12 col-md-6">
          <label htmlFor="enquiry-name" className="form-label">
            Name
          </label>
          <input id="enquiry-name" name="name" className="form-control" required autoComplete="name" defaultValue={start.form.name} />
        </div>
        <div className="col-12 col-md-6">
          <label htmlFor="enquiry-email" className="form-label">
            Email
          </label>
          <input id="enquiry-email" name="email" type="email" className="form-control" required autoComplete="email" defaultValue={start.form.email} />
        </div>
        <div className="col-12">
          <label htmlFor="enquiry-phone" className="form-label">
            Phone <span className="text-body-secondary">(optional, 10 digits)</span>
          </label>
          <input
            id="enquiry-phone"
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            className={`form-control${phoneError ? ' is-invalid' : ''}`}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={phoneError ? 'enquiry-phone-error' : undefined}
            ref={phoneInput}
            defaultValue={start.form.phone}
            onChange={(event) => setPhone(event.target.value)}
          />
          {phoneError && (
            <div id="enquiry-phone-error" className="invalid-feedback d-block">
              {phoneError}
            </div>
          )}
        </div>
        <div className="col-12">
          <label htmlFor="enquiry-message" className="form-label">
            Message
          </label>
          <textarea id="enquiry-message" name="message" className="form-control" rows={5} required defaultValue={start.form.message} />
        </div>
      </div>
      <Honeypot />
      <button type="submit" className="btn btn-primary mt-3" disabled={sending}>
        Send Message
      </button>
      <FormStatus outcome={outcome} />
    </form>
  );
}
