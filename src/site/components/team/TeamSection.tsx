import type { PublicStaffCard } from '../../../domain/staff.ts';
import { TeamCard, type TeamCardTexts } from './TeamCard.tsx';

interface TeamSectionProps {
  texts: TeamCardTexts;
  members: PublicStaffCard[];
}

// Three cards per row on large screens: the first row is what a visitor sees first.
const FIRST_ROW = 3;

/** 'Meet Our Expert Staff': the cards of /team. A failed load arrives here as an empty list (docs/product.md#messages). */
export function TeamSection({ members, texts }: TeamSectionProps) {
  return (
    <section className="py-5" aria-labelledby="team-heading">
      <h1 id="team-heading" className="text-center mb-4">
        {texts.heading}
      </h1>
      <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4">
        {members.map((member, index) => (
          <div key={member.id} className="col">
            <TeamCard member={member} photoSize={150} headingLevel={2} lazyPhoto={index >= FIRST_ROW} texts={texts} />
          </div>
        ))}
      </div>
    </section>
  );
}
