import { routes } from '../../../domain/routes.ts';
import type { PublicStaffCard } from '../../../domain/staff.ts';
import type { HomeContent } from '../../../domain/content/home.ts';
import { TeamCard } from '../team/TeamCard.tsx';
import { PreviewSection } from './PreviewSection.tsx';

/** Home preview of the team: compact cards with 100 px photos and 'Meet the Staff'. */
export function StaffPreview({ content, members }: { content: HomeContent['staff']; members: PublicStaffCard[] }) {
  return (
    <PreviewSection id="staff-preview" section={content} href={routes.team}>
      <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3 justify-content-center">
        {members.map((member) => (
          <div key={member.id} className="col">
            <TeamCard member={member} photoSize={100} compact />
          </div>
        ))}
      </div>
    </PreviewSection>
  );
}
