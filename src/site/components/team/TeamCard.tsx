import { fallbackLang } from '../../../domain/i18n/fallback.ts';
import type { Catalogue } from '../../../domain/i18n/catalogue/en.ts';
import { fill } from '../../../domain/i18n/catalogue/fill.ts';
import type { PublicStaffCard } from '../../../domain/staff.ts';
import { ProfilePhoto } from '../../../ui/ProfilePhoto.tsx';

/** The card's words in the page's language. */
export type TeamCardTexts = Catalogue['team'] & Pick<Catalogue['common'], 'photoOf' | 'videoOf'>;

interface TeamCardProps {
  texts: TeamCardTexts;
  member: PublicStaffCard;
  /** Photo size: 150 px on /team, 100 px in the home preview (docs/product.md#limits). */
  photoSize: 150 | 100;
  /** The home preview leaves out videos and quotes to stay light. */
  compact?: boolean;
  /** h2 under the page's h1 on /team, h3 under a section heading in the home preview. */
  headingLevel?: 2 | 3;
  /** Cards in the first row are above the fold: their photos load at once. */
  lazyPhoto?: boolean;
}

/** One staff member on the public team page and the home preview. */
export function TeamCard({ member, photoSize, compact = false, headingLevel = 3, lazyPhoto = true, texts }: TeamCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card h-100 text-center shadow-sm">
      <div className="card-body d-flex flex-column align-items-center gap-2">
        <ProfilePhoto name={member.name} src={member.profilePicture} size={photoSize} lazy={lazyPhoto} photoOf={texts.photoOf} />
        <Heading className="h5 card-title mb-0">{member.name}</Heading>
        <p className="text-body-secondary mb-1" lang={fallbackLang(member, 'role')}>
          {member.role}
        </p>
        {member.skills.length > 0 ? (
          <ul className="list-unstyled d-flex flex-wrap justify-content-center gap-1 mb-0" aria-label={fill(texts.technologiesOf, { name: member.name })}>
            {member.skills.map((skill) => (
              <li key={skill} className="badge rounded-pill text-bg-light border">
                {skill}
              </li>
            ))}
          </ul>
        ) : (
          <p className="small text-body-secondary mb-0">{texts.noTechnologies}</p>
        )}
        {!compact && member.quotes && (
          <blockquote className="blockquote fs-6 fst-italic mt-2 mb-0" lang={fallbackLang(member, 'quotes')}>
            <p className="mb-0">“{member.quotes}”</p>
          </blockquote>
        )}
        {!compact && member.video && (
          <video className="w-100 mt-2 rounded" src={member.video} controls preload="none" width={320} height={180} aria-label={fill(texts.videoOf, { name: member.name })} />
        )}
      </div>
    </article>
  );
}
