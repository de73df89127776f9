import { inboxTexts as say } from './inbox-texts.ts';
import { Section } from './Section.tsx';

/**
 * The applicant's resume where it is read: the PDF inline (the server serves it inline to staff)
 * and a link to it in a tab of its own, for a phone's small frame or a browser without a PDF
 * viewer.
 */
export function ResumeView({ name, url }: { name: string; url: string }) {
  return (
    <Section title={say.resume}>
      {url ? (
        <>
          {/* Fitted to the frame's width, without the page thumbnails that would take half of it. */}
          <iframe className="inbox-resume d-block mb-2" src={`${url}#navpanes=0&view=FitH`} title={say.resumeOf(name)} />
          <a href={url} target="_blank" rel="noopener noreferrer">
            {say.openResume}
            <span className="visually-hidden"> ({say.resumeOf(name)})</span>
          </a>
        </>
      ) : (
        <p className="text-body-secondary mb-0">{say.noResume}</p>
      )}
    </Section>
  );
}
