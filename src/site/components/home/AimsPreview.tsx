import { aimsPage } from '../../content/aims.ts';
import { AimCard } from '../sections/AimCard.tsx';
import { PreviewSection } from './PreviewSection.tsx';

/** Home preview of /future/aim: the three strategic aims without their details. */
export function AimsPreview() {
  const { preview, strategicAims } = aimsPage;
  return (
    <PreviewSection id="aims-preview" heading={preview.heading} intro={preview.intro} link={preview.link}>
      <div className="row row-cols-1 row-cols-md-3 g-4">
        {strategicAims.aims.map((aim) => (
          <div key={aim.title} className="col">
            <AimCard aim={aim} compact />
          </div>
        ))}
      </div>
    </PreviewSection>
  );
}
