import type { TextLangs } from '../../../domain/i18n/fallback.ts';
import type { InternshipBenefit } from '../../../domain/content/internship.ts';
import { BenefitCard } from './BenefitCard.tsx';
import { CardGrid } from './CardGrid.tsx';

/** The three internship benefit cards. */
export function BenefitsList({ heading, benefits, langs }: { heading: string; benefits: InternshipBenefit[]; langs?: TextLangs }) {
  return (
    <CardGrid heading={heading} langs={langs} tinted>
      {benefits.map((benefit, index) => (
        <BenefitCard key={index} benefit={benefit} />
      ))}
    </CardGrid>
  );
}
