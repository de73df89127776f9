import { useState, type FormEvent } from 'react';
import type { ApplicationPostResult } from '../../../domain/inquiry.ts';
import { messages } from '../../../domain/messages.ts';
import { routes } from '../../../domain/routes.ts';
import { FormStatus, type FormOutcome } from '../common/FormStatus.tsx';
import { chosenFile, clearFields, fieldValues } from '../common/form-fields.ts';
import { Honeypot } from '../common/Honeypot.tsx';
import { postJson } from '../common/post-json.ts';
import { startingForm } from '../common/posted-form.ts';
import { uploadResume } from './upload-resume.ts';

const emptyForm = { name: '', email: '', role: '', message: '' };
const FIELDS = ['name', 'email', 'role', 'message', 'website'] as const;

/**
 * Section 7 of /internship/apply, with the rules and messages of SPEC sections 4, 5 and 8. With
 * its script it uploads the resume with a progress bar and sends JSON; without it (or before it
 * arrives) it is a plain multipart post to this page, which answers with `posted`. `programmes`:
 * the titles on offer (programmeTitles of the page's 'apply' document), all the island needs of it.
 */
export function ApplicationForm({ programmes, posted }: { programmes: readonly string[]; posted?: ApplicationPostResult }) {
  const [start] = useState(() => startingForm(posted, emptyForm, { done: messages.application.submitted, failed: () => messages.application.failed }));
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<FormOutcome | null>(start.outcome);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form itself: what the visitor sees, also if typed before the script arrived.
    const form = event.currentTarget;
    const values = fieldValues(form, FIELDS);
    const resume = chosenFile(form, 'resume');
    setSubmitting(true);
    try {
      let resumeUrl = '';
      if (resume) {
        setProgress(0);
        resumeUrl = await uploadResume(resume, setProgress);
      }
      const response = await postJson('/api/internship-inquiries', { ...values, resume: null, resumeUrl });
      if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
      clearFields(form);
      setOutcome({ tone: 'success', text: messages.application.submitted });
    } catch (error) {
      // The reason (for example messages.application.pdfOnly) is for the console; visitors see SPEC's alert.
      console.error('Submitting the application failed', error);
      setOutcome({ tone: 'danger', text: messages.application.failed });
    } finally {
      setSubmitting(false);
      setProgress(null);
    }
  }

  return (
    <form method="post" encType="multipart/form-data" action={`${routes.internshipApply}#apply`} onSubmit={submit} className="position-relative">
      <div className="row g-3">
        <div className="col-12 col-md-6">
          <label htmlFor="apply-name" className="form-label">
            Full Name
          </label>
          <input id="apply-name" name="name" className="form-control" required autoComplete="name" defaultValue={start.form.name} />
        </div>
        <div className="col-12 col-md-6">
          <label htmlFor="apply-email" className="form-label">
            Email
          </label>
          <input id="apply-email" name="email" type="email" className="form-control" required autoComplete="email" defaultValue={start.form.email} />
        </div>
        <div className="col-12">
          <label htmlFor="apply-role" className="form-label">
            Preferred Program
          </label>
          <select id="apply-role" name="role" className="form-select" required defaultValue={start.form.role}>
            <option value="">Select a program</option>
            {programmes.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12">
          <label htmlFor="apply-message" className="form-label">
            Cover Letter
          </label>
          <textarea id="apply-message" name="message" className="form-control" rows={5} required defaultValue={start.form.message} />
        </div>
        <div className="col-12">
          <label htmlFor="apply-resume" className="form-label">
            Resume <span className="text-body-secondary">(optional, PDF only)</span>
          </label>
          <input id="apply-resume" name="resume" type="file" accept="application/pdf,.pdf" className="form-control" />
          {progress !== null && (
            <div className="progress mt-2" role="progressbar" aria-label="Resume upload" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100}>
              <div className="progress-bar" style={{ width: `${progress}%` }}>
                {progress}%
              </div>
            </div>
          )}
        </div>
      </div>
      <Honeypot />
      <button type="submit" className="btn btn-primary mt-3" disabled={submitting}>
        {submitting ? 'Uploading...' : 'Submit Application'}
      </button>
      <FormStatus outcome={outcome} />
    </form>
  );
}
