import type { InternshipBenefit } from '../../content/internship.ts';

/** An internship benefit with an example of what it looks like in practice. */
export function BenefitCard({ benefit }: { benefit: InternshipBenefit }) {
  return (
    <article className="card h-100 border-0 shadow-sm">
      <div className="card-body p-4">
        <h3 className="h5 card-title">{benefit.title}</h3>
        {benefit.descriptions.map((description) => (
          <p key={description} className="card-text">{description}</p>
        ))}
        <p className="card-text small text-body-secondary mb-0">{benefit.example}</p>
      </div>
    </article>
  );
}
