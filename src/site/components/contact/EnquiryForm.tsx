import { useState, type FormEvent } from 'react';
import type { EnquiryPostResult } from '../../../domain/contact.ts';
import { isValidPublicPhone } from '../../../domain/public-phone.ts';
import { messages } from '../../../domain/messages.ts';
import { routes } from '../../../domain/routes.ts';
import { FormStatus, type FormOutcome } from '../common/FormStatus.tsx';
import { Honeypot } from '../common/Honeypot.tsx';
import { postJson } from '../common/post-json.ts';
import { startingForm } from '../common/posted-form.ts';

const emptyForm = { name: '', email: '', phone: '', message: '', website: '' };

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
  const [form, setForm] = useState(start.form);
  const [outcome, setOutcome] = useState<FormOutcome | null>(start.outcome);
  const [sending, setSending] = useState(false);
  const phoneError = phoneErrorOf(form.phone);
  const update = (field: keyof typeof emptyForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phoneError) {
      setOutcome({ tone: 'danger', text: messages.contact.fixPhoneFirst });
      return;
    }
    setSending(true);
    try {
      const response = await postJson('/api/contacts', { ...form, timestamp: new Date().toISOString() });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      setForm(emptyForm);
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
          <input id="enquiry-name" name="name" className="form-control" required autoComplete="name" value={form.name} onChange={(event) => update('name')(event.target.value)} />
        </div>
        <div className="col-12 col-md-6">
          <label htmlFor="enquiry-email" className="form-label">
            Email
          </label>
          <input id="enquiry-email" name="email" type="email" className="form-control" required autoComplete="email" value={form.email} onChange={(event) => update('email')(event.target.value)} />
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
            value={form.phone}
            onChange={(event) => update('phone')(event.target.value)}
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
          <textarea id="enquiry-message" name="message" className="form-control" rows={5} required value={form.message} onChange={(event) => update('message')(event.target.value)} />
        </div>
      </div>
      <Honeypot value={form.website} onChange={update('website')} />
      <button type="submit" className="btn btn-primary mt-3" disabled={sending}>
        Send Message
      </button>
      <FormStatus outcome={outcome} />
    </form>
  );
}
