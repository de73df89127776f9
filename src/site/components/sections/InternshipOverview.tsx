import type { InternshipContent } from '../../../domain/content/internship.ts';

type Overview = InternshipContent['overview'];

/** The programme at a glance: duration, the six roles and who can apply. */
export function InternshipOverview({ overview }: { overview: Overview }) {
  return (
    <section className="py-5" aria-labelledby="programme-overview">
      <div className="container">
        <h2 id="programme-overview" className="text-center mb-3">{overview.heading}</h2>
        <p className="text-center text-body-secondary mx-auto mb-4 site-measure">{overview.text}</p>
        <div className="row g-4">
          <div className="col-12 col-md-4">
            <div className="h-100 p-4 border rounded-3">
              <h3 className="h6 text-uppercase text-body-secondary">Duration</h3>
              <p className="fs-5 fw-semibold mb-0">{overview.duration}</p>
            </div>
          </div>
          <div className="col-12 col-md-4">
            <div className="h-100 p-4 border rounded-3">
              <h3 className="h6 text-uppercase text-body-secondary">{overview.roles.length} roles</h3>
              <ul className="mb-0 ps-3">
                  {overview.roles.map((role, index) => (
                    <li key={index}>{role}</li>
                  ))}
                </ul>
            </div>
          </div>
          <div className="col-12 col-md-4">
            <div className="h-100 p-4 border rounded-3">
              <h3 className="h6 text-uppercase text-body-secondary">Eligibility</h3>
              <p className="mb-0">{overview.eligibility}</p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
