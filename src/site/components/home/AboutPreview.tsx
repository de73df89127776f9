import { about } from '../../content/about.ts';
import { PreviewSection } from './PreviewSection.tsx';

/** Home preview of /about: who we are in one paragraph, the four reasons, 'Discover More'. */
export function AboutPreview() {
  const { preview, whoWeAre, whyChooseUs } = about;
  return (
    <PreviewSection id="about-preview" heading={preview.heading} intro={preview.intro} link={preview.link}>
      <div className="row g-4 align-items-center">
        <div className="col-12 col-lg-6">
          <p className="mb-0">{whoWeAre.paragraphs[0]}</p>
        </div>
        <div className="col-12 col-lg-6">
          <ul className="row row-cols-1 row-cols-sm-2 g-3 list-unstyled mb-0">
            {whyChooseUs.cards.map((card) => (
              <li key={card.title} className="col">
                <div className="h-100 p-3 border rounded-3 fw-semibold">{card.title}</div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </PreviewSection>
  );
}
