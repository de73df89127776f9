import type { InternshipBenefit } from '../../../domain/content/internship.ts';
import { BenefitCard } from './BenefitCard.tsx';
import { CardGrid } from './CardGrid.tsx';

/** The three internship benefit cards. */
export function BenefitsList({ heading, benefits }: { heading: string; benefits: InternshipBenefit[] }) {
  return (
    <CardGrid heading={heading} tinted>
      {benefits.map((benefit, index) => (
        <BenefitCard key={index} benefit={benefit} />
      ))}
    </CardGrid>
  );
}
