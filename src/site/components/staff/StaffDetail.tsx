import type { StaffDetail as StaffDetailData } from '../../../domain/staff.ts';
import { qrCodeSvgUrl } from '../../../domain/media.ts';
import { messages } from '../../../domain/messages.ts';
import { routes } from '../../../domain/routes.ts';
import { ProfilePhoto } from '../common/ProfilePhoto.tsx';
import { StaffShareButton } from './StaffShareButton.tsx';

interface StaffDetailProps {
  staff: StaffDetailData;
  /** Signed-in visitors also get the QR code, Share and 'Back to Staff Members' (SPEC section 2). */
  signedIn: boolean;
}

const joiningDateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function formatJoiningDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : joiningDateFormat.format(date);
}

/**
 * Every field of one staff member (SPEC section 2). Plain React with no framework ties: the
 * public page renders it on the server, the staff panel renders it in the browser.
 */
export function StaffDetail({ staff, signedIn }: StaffDetailProps) {
  const reason =
    staff.status === 'Resigned' && staff.resignationReason
      ? { label: 'Resignation Reason', text: staff.resignationReason }
      : staff.status === 'Terminated' && staff.terminationReason
        ? { label: 'Termination Reason', text: staff.terminationReason }
        : null;
  return (
    <article className="card shadow-sm" aria-labelledby="staff-name">
      <div className="card-body p-4">
        <div className="row g-4 align-items-center">
          <div className="col-12 col-md-auto text-center">
            <ProfilePhoto name={staff.name} src={staff.profilePicture} size={150} lazy={false} />
          </div>
          <div className="col">
            <h1 id="staff-name" className="h2 mb-1">
              {staff.name}
            </h1>
            <p className="lead text-body-secondary mb-0">{staff.role}</p>
          </div>
        </div>

        <dl className="row mt-4 mb-0">
          <Field label="Employee ID" value={staff.employeeId} />
          <Field label="Joining Date" value={formatJoiningDate(staff.joiningDate)} />
          <Field label="Blood Group" value={staff.bloodGroup} />
          <Field label="Emergency Phone" value={staff.emergencyPhone || 'Not provided'} />
          <Field label="Status" value={staff.status} />
          {reason && <Field label={reason.label} value={reason.text} />}
          <Field label="Education" value={staff.shortBio} />
          <Field label="Address" value={staff.fullBio} />
          <dt className="col-sm-4">Skills</dt>
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
              'None'
            )}
          </dd>
          <Field label="Achievements" value={staff.achievements} />
          <Field label="Quotes" value={staff.quotes} />
        </dl>

        {staff.video && (
          <video className="w-100 mt-3 rounded" src={staff.video} controls preload="none" width={640} height={360} aria-label={`Video of ${staff.name}`} />
        )}

        {signedIn && (
          <div className="d-flex flex-wrap align-items-start gap-4 mt-4 pt-4 border-top">
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

function Field({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="col-sm-4">{label}</dt>
      <dd className="col-sm-8" style={{ whiteSpace: 'pre-line' }}>
        {value || '—'}
      </dd>
    </>
  );
}

/** What the staff detail shows while its data is on its way (the staff panel loads it in the browser). */
export function StaffDetailLoading() {
  return (
    <div className="text-center py-5" role="status">
      <div className="spinner-border text-primary mb-3" aria-hidden="true" />
      <p className="mb-0">{messages.staff.loading}</p>
    </div>
  );
}

/** What the staff detail shows for an unknown id. */
export function StaffNotFound() {
  return (
    <div className="text-center py-5">
      <h1 className="h2">{messages.staff.notFound}</h1>
    </div>
  );
}
