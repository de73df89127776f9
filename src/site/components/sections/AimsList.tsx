import type { Aim } from '../../../domain/content/aims.ts';
import { AimCard } from './AimCard.tsx';
import { CardGrid } from './CardGrid.tsx';

/** 'Our Strategic Aims': the three aims with benefits and impact. */
export function AimsList({ heading, aims }: { heading: string; aims: Aim[] }) {
  return (
    <CardGrid heading={heading}>
      {aims.map((aim, index) => (
        <AimCard key={index} aim={aim} />
      ))}
    </CardGrid>
  );
}
