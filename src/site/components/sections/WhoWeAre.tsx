import type { SizedImage } from '../../content/schemas.ts';

/** 'Who We Are': the company story beside an illustration. */
export function WhoWeAre({ heading, paragraphs, image }: { heading: string; paragraphs: string[]; image: SizedImage }) {
  return (
    <section className="py-5" aria-labelledby="who-we-are">
      <div className="container">
        <div className="row g-4 g-lg-5 align-items-center">
          <div className="col-12 col-lg-6">
            <h2 id="who-we-are" className="mb-3">{heading}</h2>
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="col-12 col-lg-6">
            <img className="img-fluid rounded-4" src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
          </div>
        </div>
      </div>
    </section>
  );
}
