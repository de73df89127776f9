import { routes } from '../../../domain/routes.ts';
import type { PublicStaffCard } from '../../../domain/staff.ts';
import type { HomeContent } from '../../../domain/content/home.ts';
import { TeamCard, type TeamCardTexts } from '../team/TeamCard.tsx';
import type { LanguageCode } from '../../../domain/languages.ts';
import { PreviewSection } from './PreviewSection.tsx';

/** Home preview of the team: compact cards with 100 px photos and 'Meet the Staff'. */
interface StaffPreviewProps {
  content: HomeContent['staff'];
  members: PublicStaffCard[];
  lang: LanguageCode;
  texts: TeamCardTexts;
}

export function StaffPreview({ content, members, lang, texts }: StaffPreviewProps) {
  return (
    <PreviewSection lang={lang} id="staff-preview" section={content} href={routes.team}>
      <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3 justify-content-center">
        {members.map((member) => (
          <div key={member.id} className="col">
            <TeamCard member={member} photoSize={100} compact texts={texts} />
          </div>
        ))}
      </div>
    </PreviewSection>
  );
}
