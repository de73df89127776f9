import type { Aim } from '../../../domain/content/aims.ts';
import { Markdown } from '../../lib/markdown.ts';

/** One strategic aim: what it means, its benefits and its impact. */
export function AimCard({ aim, compact = false }: { aim: Aim; compact?: boolean }) {
  return (
    <article className="card h-100 border-0 shadow-sm">
      <div className="card-body p-4">
        <h3 className="h5 card-title">{aim.title}</h3>
        <Markdown source={aim.description} className="card-text" />
        {compact ? null : (
          <>
            <h4 className="h6 text-uppercase text-body-secondary">Benefits</h4>
            <ul>
              {aim.benefits.map((benefit, index) => (
                <li key={index}>{benefit}</li>
              ))}
            </ul>
            <p className="mb-0">
              <strong>Impact:</strong> {aim.impact}
            </p>
          </>
        )}
      </div>
    </article>
  );
}
