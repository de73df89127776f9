import type { TextLangs } from '../../../domain/i18n/fallback.ts';
import type { Aim } from '../../../domain/content/aims.ts';
import type { Catalogue } from '../../../domain/i18n/catalogue/en.ts';
import { AimCard } from './AimCard.tsx';
import { CardGrid } from './CardGrid.tsx';

/** 'Our Strategic Aims': the three aims with benefits and impact. */
export function AimsList({ heading, aims, texts, langs }: { heading: string; aims: Aim[]; texts: Catalogue['sections']; langs?: TextLangs }) {
  return (
    <CardGrid heading={heading} langs={langs}>
      {aims.map((aim, index) => (
        <AimCard key={index} aim={aim} texts={texts} />
      ))}
    </CardGrid>
  );
}
