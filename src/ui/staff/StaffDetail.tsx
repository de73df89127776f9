import type { StaffDetail as StaffDetailData } from '../../domain/staff.ts';
import type { Catalogue } from '../../domain/i18n/catalogue/en.ts';
import { commonEn } from '../../domain/i18n/catalogue/en/common.ts';
import { staffEn } from '../../domain/i18n/catalogue/en/staff.ts';
import { fill } from '../../domain/i18n/catalogue/fill.ts';
import { dateLocale } from '../../domain/i18n/locale.ts';
import type { LanguageCode } from '../../domain/languages.ts';
import { qrCodeSvgUrl } from '../../domain/media-url.ts';
import type { StaffStatus } from '../../domain/staff.ts';
import { routes } from '../../domain/routes.ts';
import { ProfilePhoto } from '../ProfilePhoto.tsx';
import { StaffShareButton } from './StaffShareButton.tsx';

interface StaffDetailProps {
  staff: StaffDetailData;
  /** Signed-in visitors also get the QR code, Share and 'Back to Staff Members' (docs/product.md#staff-detail). */
  signedIn: boolean;
  /** The page's language (the staff panel's is English). */
  lang?: LanguageCode;
  texts?: StaffDetailTexts;
  /**
   * The fields that show English on a page in another language (englishKeys of the localised
   * detail): a prop, since the signed-in page renders this in the browser, where the marks do not reach.
   */
  englishFields?: readonly string[];
}

/** The detail's words in the page's language. */
export type StaffDetailTexts = Catalogue['staff'] & Pick<Catalogue['common'], 'photoOf' | 'videoOf'>;

const englishTexts: StaffDetailTexts = { ...staffEn, photoOf: commonEn.photoOf, videoOf: commonEn.videoOf };

export function formatJoiningDate(isoDate: string, lang: LanguageCode = 'en'): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const format = new Intl.DateTimeFormat(dateLocale(lang), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return Number.isNaN(date.getTime()) ? isoDate : format.format(date);
}

const statusText = (status: StaffStatus, texts: StaffDetailTexts) =>
  status === 'Resigned' ? texts.resigned : status === 'Terminated' ? texts.terminated : texts.currentlyWorking;

/**
 * Every field of one staff member (docs/product.md#staff-detail). Plain React with no framework ties: the
 * public page renders it on the server, the staff panel renders it in the browser.
 */
export function StaffDetail({ staff, signedIn, lang = 'en', texts = englishTexts, englishFields = [] }: StaffDetailProps) {
  const langOf = (field: string) => (englishFields.includes(field) ? 'en' : undefined);
  const reason =
    staff.status === 'Resigned' && staff.resignationReason
      ? { label: texts.resignationReason, text: staff.resignationReason }
      : staff.status === 'Terminated' && staff.terminationReason
        ? { label: texts.terminationReason, text: staff.terminationReason }
        : null;
  return (
    <article className="card shadow-sm" aria-labelledby="staff-name">
      <div className="card-body p-4">
        <div className="row g-4 align-items-center">
          <div className="col-12 col-md-auto text-center">
            <ProfilePhoto name={staff.name} src={staff.profilePicture} size={150} lazy={false} photoOf={texts.photoOf} />
          </div>
          <div className="col">
            <h1 id="staff-name" className="h2 mb-1">
              {staff.name}
            </h1>
            <p className="lead text-body-secondary mb-0" lang={langOf('role')}>
              {staff.role}
            </p>
          </div>
        </div>

        <dl className="row mt-4 mb-0">
          <Field label={texts.employeeId} value={staff.employeeId} />
          <Field label={texts.joiningDate} value={formatJoiningDate(staff.joiningDate, lang)} />
          <Field label={texts.bloodGroup} value={staff.bloodGroup} />
          <Field label={texts.emergencyPhone} value={staff.emergencyPhone || texts.notProvided} />
          <Field label={texts.status} value={statusText(staff.status, texts)} />
          {reason && <Field label={reason.label} value={reason.text} />}
          <Field label={texts.education} value={staff.shortBio} />
          <Field label={texts.address} value={staff.fullBio} />
          <dt className="col-sm-4">{texts.skills}</dt>
          <dd className="col-sm-8">
            {staff.skills.length > 0 ? (
              <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0">
                {staff.skills.map((skill) => (
                  <li key={skill} className="badge rounded-pill text-bg-light border">
                    {skill}
                  </li>
                ))}
              </ul>
            ) : (
              texts.none
            )}
          </dd>
          <Field label={texts.achievements} value={staff.achievements} />
          <Field label={texts.quotes} value={staff.quotes} lang={langOf('quotes')} />
        </dl>

        {staff.video && (
          <video className="w-100 mt-3 rounded" src={staff.video} controls preload="none" width={640} height={360} aria-label={fill(texts.videoOf, { name: staff.name })} />
        )}

        {signedIn && (
          // The staff panel's own tools, in its language (English) on a page in any language.
          <div className="d-flex flex-wrap align-items-start gap-4 mt-4 pt-4 border-top" lang={lang === 'en' ? undefined : 'en'}>
            {staff.qrCode && (
              // The SVG version stays sharp at any size; Share hands out the PNG address.
              <img src={qrCodeSvgUrl(staff.qrCode) || staff.qrCode} alt={`QR code for ${staff.name}`} width={160} height={160} className="border rounded" />
            )}
            <StaffShareButton qrCodeUrl={staff.qrCode ?? ''} staffName={staff.name} />
            <a className="btn btn-outline-secondary" href={routes.staffPanel}>
              Back to Staff Members
            </a>
          </div>
        )}
      </div>
    </article>
  );
}

function Field({ label, value, lang }: { label: string; value: string; lang?: 'en' }) {
  return (
    <>
      <dt className="col-sm-4">{label}</dt>
      <dd className="col-sm-8" style={{ whiteSpace: 'pre-line' }} lang={lang}>
        {value || '—'}
      </dd>
    </>
  );
}

/** What the staff detail shows while its data is on its way (the staff panel loads it in the browser). */
export function StaffDetailLoading({ texts = englishTexts }: { texts?: Pick<StaffDetailTexts, 'loading'> }) {
  return (
    <div className="text-center py-5" role="status">
      <div className="spinner-border text-primary mb-3" aria-hidden="true" />
      <p className="mb-0">{texts.loading}</p>
    </div>
  );
}

/** What the staff detail shows for an unknown id. */
export function StaffNotFound({ texts = englishTexts }: { texts?: Pick<StaffDetailTexts, 'notFound'> }) {
  return (
    <div className="text-center py-5">
      <h1 className="h2">{texts.notFound}</h1>
    </div>
  );
}
