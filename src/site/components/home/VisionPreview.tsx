import { visionPage } from '../../content/vision.ts';
import { PreviewSection } from './PreviewSection.tsx';

/** Home preview of /future/vision: the three pillars. */
export function VisionPreview() {
  const { preview, pillars } = visionPage;
  return (
    <PreviewSection id="vision-preview" heading={preview.heading} intro={preview.intro} link={preview.link} tinted>
      <div className="row row-cols-1 row-cols-md-3 g-4">
        {pillars.items.map((pillar) => (
          <div key={pillar.title} className="col">
            <article className="card h-100 border-0 shadow-sm">
              <div className="card-body p-4">
                <h3 className="h5 card-title">{pillar.title}</h3>
                <p className="card-text mb-0">{pillar.text}</p>
              </div>
            </article>
          </div>
        ))}
      </div>
    </PreviewSection>
  );
}
