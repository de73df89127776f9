import type { HomeContent } from '../../../domain/content/home.ts';
import type { InternshipContent } from '../../../domain/content/internship.ts';
import { routes } from '../../../domain/routes.ts';
import { PreviewSection } from './PreviewSection.tsx';

/** Home preview of /future/internship; its link has no leading slash, as SPEC section 2 says. */
export function InternshipPreview({ section, internship }: { section: HomeContent['internship']; internship: InternshipContent }) {
  const { overview, benefits } = internship;
  return (
    <PreviewSection id="internship-preview" section={section} href={routes.internship.slice(1)}>
      <div className="row row-cols-1 row-cols-md-3 g-4">
        <div className="col">
          <div className="h-100 p-4 border rounded-3">
            <h3 className="h6 text-uppercase text-body-secondary">Duration</h3>
            <p className="fs-5 fw-semibold mb-0">{overview.duration}</p>
          </div>
        </div>
        <div className="col">
          <div className="h-100 p-4 border rounded-3">
            <h3 className="h6 text-uppercase text-body-secondary">Roles</h3>
            <p className="mb-0">{overview.roles.join(', ')}</p>
          </div>
        </div>
        <div className="col">
          <div className="h-100 p-4 border rounded-3">
            <h3 className="h6 text-uppercase text-body-secondary">You gain</h3>
            <ul className="mb-0 ps-3">
              {benefits.cards.map((benefit, index) => (
                <li key={index}>{benefit.title}</li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </PreviewSection>
  );
}
