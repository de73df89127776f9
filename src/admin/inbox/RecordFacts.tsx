import type { ReactNode } from 'react';
import { applicationInputs } from '../../domain/application-inputs.ts';
import { mailtoHref } from '../../domain/email.ts';
import { enquiryInputs } from '../../domain/enquiry-inputs.ts';
import { languageOf } from '../../domain/languages.ts';
import { formatDateTime } from '../ui/format.ts';
import { inboxTexts as say } from './inbox-texts.ts';
import { inboxKinds } from './list-kinds.ts';
import type { OpenRecord } from './record-api.ts';
import { Section } from './Section.tsx';

/** Who sent it, when, from where and in which language, and what they wrote, named as their form names it. */
export function RecordFacts({ open }: { open: OpenRecord }) {
  const { record } = open;
  const { inputs } = inboxKinds[open.kind];
  return (
    <>
      <dl className="row mb-3">
        <Fact term={say.received}>
          <time dateTime={record.createdAt}>{formatDateTime(record.createdAt)}</time>
        </Fact>
        <Fact term={say.fromPage}>
          {record.page ? (
            <a href={record.page} target="_blank" rel="noopener noreferrer" className="text-break">
              {record.page}
              <span className="visually-hidden"> {say.opensInNewTab}</span>
            </a>
          ) : (
            say.unknownPage
          )}
        </Fact>
        <Fact term={say.language}>{languageOf(record.language).name}</Fact>
        <Fact term={inputs.email.label}>
          <a href={mailtoHref(record.email)} className="text-break">
            {record.email}
          </a>
        </Fact>
        {open.kind === 'contact' ? (
          <Fact term={enquiryInputs.phone.label}>{open.record.phone ? <a href={`tel:${open.record.phone}`}>{open.record.phone}</a> : say.noPhone}</Fact>
        ) : (
          <Fact term={applicationInputs.programme.label}>{open.record.role}</Fact>
        )}
      </dl>
      <Section title={inputs.message.label}>
        {/* The visitor's own words, in whatever script and direction they wrote them. */}
        <p className="inbox-text border rounded p-3 mb-0" dir="auto">
          {record.message}
        </p>
      </Section>
    </>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-3 fw-semibold">{term}</dt>
      <dd className="col-sm-9">{children}</dd>
    </>
  );
}
