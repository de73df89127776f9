import type { Aim } from '../../../domain/content/aims.ts';
import type { HomeContent } from '../../../domain/content/home.ts';
import { routes } from '../../../domain/routes.ts';
import { AimCard } from '../sections/AimCard.tsx';
import type { LanguageCode } from '../../../domain/languages.ts';
import { PreviewSection } from './PreviewSection.tsx';

/** Home preview of /future/aim: the strategic aims without their details. */
export function AimsPreview({ section, aims, lang }: { section: HomeContent['aims']; aims: Aim[]; lang: LanguageCode }) {
  return (
    <PreviewSection lang={lang} id="aims-preview" section={section} href={routes.aim}>
      <div className="row row-cols-1 row-cols-md-3 g-4">
        {aims.map((aim, index) => (
          <div key={index} className="col">
            <AimCard aim={aim} />
          </div>
        ))}
      </div>
    </PreviewSection>
  );
}
