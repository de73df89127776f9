/**
 * /staff-panel (docs/product.md#staff-panel): a card per staff member, three per row from md up, with the
 * listed fields and 'View Details'.
 */
import { useEffect, useState } from 'react';
import type { StaffMember } from '../../domain/staff.ts';
import { routes } from '../../domain/routes.ts';
import { ProfilePhoto } from '../../ui/ProfilePhoto.tsx';
import { formatJoiningDate } from '../../ui/staff/StaffDetail.tsx';
import { apiListAll, failureMessage } from '../api/client.ts';
import { navigate } from '../navigation.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { StaffPanelBar } from './StaffPanelBar.tsx';

export default function StaffPanelScreen() {
  const [staff, setStaff] = useState<StaffMember[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    document.title = 'Staff Panel';
    let current = true;
    apiListAll<StaffMember>('/team').then(
      (loaded) => current && setStaff(loaded),
      (failure: unknown) => current && setError(failureMessage('load', 'staff members', failure)),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <>
      <StaffPanelBar />
      <main className="container py-4">
        <h1 className="h3 mb-4">Staff Members</h1>
        {error ? (
          <p className="alert alert-danger" role="alert">
            {error}
          </p>
        ) : !staff ? (
          <Spinner />
        ) : staff.length === 0 ? (
          <p>No staff members yet.</p>
        ) : (
          <ul className="row row-cols-1 row-cols-md-3 g-4 list-unstyled">
            {staff.map((member) => (
              <li className="col" key={member.id}>
                <StaffCard member={member} />
              </li>
            ))}
          </ul>
        )}
      </main>
    </>
  );
}

function StaffCard({ member }: { member: StaffMember }) {
  const detailPath = routes.staffPanelDetail(member.id);
  return (
    <article className="card h-100 shadow-sm" aria-labelledby={`staff-${member.id}`}>
      <div className="card-body text-center">
        <ProfilePhoto name={member.name} src={member.profilePicture} size={100} />
        <h2 className="h5 mt-3 mb-1" id={`staff-${member.id}`}>
          {member.name}
        </h2>
        <p className="text-body-secondary mb-3">{member.role}</p>
        <dl className="row text-start small mb-0">
          <dt className="col-6">Employee ID</dt>
          <dd className="col-6">{member.employeeId}</dd>
          <dt className="col-6">Joining Date</dt>
          <dd className="col-6">{formatJoiningDate(member.joiningDate)}</dd>
          <dt className="col-6">Blood Group</dt>
          <dd className="col-6">{member.bloodGroup}</dd>
          <dt className="col-6">Emergency Phone</dt>
          <dd className="col-6">{member.emergencyPhone || 'Not provided'}</dd>
          <dt className="col-6">Status</dt>
          <dd className="col-6">{member.status}</dd>
        </dl>
      </div>
      <div className="card-footer bg-transparent border-0 pb-3 text-center">
        <a
          className="btn btn-primary"
          href={detailPath}
          aria-label={`View Details of ${member.name}`}
          onClick={(event) => {
            event.preventDefault();
            navigate(detailPath);
          }}
        >
          View Details
        </a>
      </div>
    </article>
  );
}
