import { slugOf } from '../../../domain/text.ts';

interface ValuesBlockProps {
  heading: string;
  intro: string;
  items: { title: string; text: string }[];
}

/** A titled block of short statements: 'Our Team Culture', 'Our Client Commitment'. */
export function ValuesBlock({ heading, intro, items }: ValuesBlockProps) {
  return (
    <section className="py-5" aria-labelledby={slugOf(heading)}>
      <h2 id={slugOf(heading)} className="text-center mb-3">
        {heading}
      </h2>
      <p className="lead text-center mx-auto mb-4" style={{ maxWidth: '48rem' }}>
        {intro}
      </p>
      <div className="row g-4">
        {items.map((item, index) => (
          <div key={index} className="col-12 col-md-6 col-lg">
            <div className="h-100 p-4 border rounded-3 bg-body-tertiary">
              <h3 className="h5">{item.title}</h3>
              <p className="mb-0">{item.text}</p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
