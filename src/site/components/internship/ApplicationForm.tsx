import { useState, type FormEvent } from 'react';
import type { ApplicationPostResult } from '../../../domain/inquiry.ts';
import type { Catalogue } from '../../../domain/i18n/catalogue/en.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { FormStatus, type FormOutcome } from '../common/FormStatus.tsx';
import { chosenFile, clearFields, fieldValues } from '../common/form-fields.ts';
import { Honeypot } from '../common/Honeypot.tsx';
import { postJson } from '../common/post-json.ts';
import { startingForm } from '../common/posted-form.ts';
import { SendButton, sentAsPlainPost } from '../common/SendButton.tsx';
import { SUBMISSION_FIELDS, SubmissionFields } from '../common/SubmissionFields.tsx';
import { VisitorField } from '../common/VisitorField.tsx';
import { useFieldChecks } from '../common/field-checks.ts';
import { applicationInputs } from '../../../domain/application-inputs.ts';
import { emptyValues, postedNames } from '../../../domain/visitor-inputs.ts';
import { uploadResume } from './upload-resume.ts';

const emptyForm = emptyValues(applicationInputs);
const FIELDS = [...postedNames(applicationInputs), 'website' as const, ...SUBMISSION_FIELDS];
const INPUTS = Object.entries(applicationInputs) as [keyof typeof applicationInputs, (typeof applicationInputs)[keyof typeof applicationInputs]][];

/**
 * The form's words in the page's language: labels, what its own checks find (the e-mail's and the
 * length's are the enquiry form's words, as on the server), the upload's and the outcome's.
 */
export type ApplicationFormTexts = Pick<
  Catalogue['application'],
  'fullName' | 'email' | 'program' | 'selectProgram' | 'coverLetter' | 'resume' | 'resumeHint' | 'resumeProgress' | 'submit' | 'uploading' | 'required' | 'submitted' | 'failed'
> &
  Pick<Catalogue['enquiry'], 'invalidEmail' | 'tooLong'>;

/**
 * Section 7 of /internship/apply, with the rules and messages of docs/product.md#application-form
 * and #states. With its script it uploads the resume with a progress bar and sends JSON; without it
 * (or before it arrives) it is a plain multipart post to this page, which answers with `posted`.
 * `programmes`: the English titles on offer (programmeTitles of the English 'apply' document), all
 * the island needs of it, marked as English on a page in another language.
 * Both ways carry the page's `language` and the rendered form's `submissionKey`
 * (src/site/lib/public-form-props.ts).
 */
interface ApplicationFormProps {
  programmes: readonly string[];
  posted?: ApplicationPostResult;
  submissionKey: string;
  language: LanguageCode;
  /** This page in the page's language, which takes the plain post. */
  page: string;
  texts: ApplicationFormTexts;
}

export function ApplicationForm({ programmes, posted, submissionKey, language, page, texts }: ApplicationFormProps) {
  const [start] = useState(() => startingForm(posted, emptyForm, { done: texts.submitted, failed: () => texts.failed }));
  const [submitting, setSubmitting] = useState(() => sentAsPlainPost(page));
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<FormOutcome | null>(start.outcome);
  const checks = useFieldChecks(applicationInputs, texts);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!checks.passes(form)) return;
    // Read from the form itself: what the visitor sees, also if typed before the script arrived.
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
      setOutcome({ tone: 'success', text: texts.submitted });
    } catch (error) {
      // The reason (for example a resume that is not a PDF) is for the console; visitors see the one failure alert.
      console.error('Submitting the application failed', error);
      setOutcome({ tone: 'danger', text: texts.failed });
    } finally {
      setSubmitting(false);
      setProgress(null);
    }
  }

  return (
    <form method="post" encType="multipart/form-data" action={`${page}#apply`} noValidate={checks.noValidate} onSubmit={submit} onInput={checks.recheck} className="position-relative">
      <div className="row g-3">
        {INPUTS.map(([name, input]) => (
          <VisitorField
            key={name}
            form="apply"
            name={name}
            input={input}
            label={texts[input.labelKey]}
            defaultValue={start.form[name]}
            problem={checks.message(name, texts[input.labelKey])}
          >
            {name === 'programme' && (
              <>
                <option value="">{texts.selectProgram}</option>
                {programmes.map((title) => (
                  // The titles are the English ones in every language (what the server checks and staff read).
                  <option key={title} value={title} lang={language === 'en' ? undefined : 'en'}>
                    {title}
                  </option>
                ))}
              </>
            )}
          </VisitorField>
        ))}
        <div className="col-12">
          <label htmlFor="apply-resume" className="form-label">
            {texts.resume} <span className="text-body-secondary">{texts.resumeHint}</span>
          </label>
          <input id="apply-resume" name="resume" type="file" accept="application/pdf,.pdf" className="form-control" />
          {progress !== null && (
            <div className="progress mt-2" role="progressbar" aria-label={texts.resumeProgress} aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100}>
              <div className="progress-bar" style={{ width: `${progress}%` }}>
                {progress}%
              </div>
            </div>
          )}
        </div>
      </div>
      <Honeypot />
      <SubmissionFields language={language} submissionKey={submissionKey} />
      <SendButton label={texts.submit} sendingLabel={texts.uploading} sending={submitting} />
      <FormStatus outcome={outcome} />
    </form>
  );
}
