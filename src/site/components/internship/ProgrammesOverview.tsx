import { useState } from 'react';
import type { Programme, ProgrammeImage } from '../../../domain/content/apply.ts';
import { Dialog } from '../common/Dialog.tsx';
import { ProgrammeIcon } from './ProgrammeIcon.tsx';
import './programme-cards.css';

const STAGGER_SECONDS = 0.2;
/** A picture's size in the details dialog (twice that when enlarged); any picture is scaled into it. */
const PICTURE_SIZE = { width: 480, height: 300 };

/**
 * Section 2 of /internship/apply: a card per programme, the programme details dialog and the
 * enlarged-image dialog (SPEC section 2). The copy arrives as props, so it stays in the HTML.
 */
export function ProgrammesOverview({ heading, programmes }: { heading: string; programmes: Programme[] }) {
  const [detailsOf, setDetailsOf] = useState<Programme | null>(null);
  const [enlarged, setEnlarged] = useState<ProgrammeImage | null>(null);

  return (
    <section className="py-4" aria-labelledby="programmes-heading">
      <h2 id="programmes-heading" className="mb-4">
        {heading}
      </h2>
      <div className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4">
        {programmes.map((programme, index) => (
          <div key={index} className="col">
            <article className="card h-100 shadow-sm programme-card" style={{ animationDelay: `${index * STAGGER_SECONDS}s` }}>
              <div className="card-body d-flex flex-column">
                <span className="text-primary mb-2">
                  <ProgrammeIcon name={programme.icon} />
                </span>
                <h3 className="h5 card-title">{programme.title}</h3>
                <p className="card-text">{programme.description}</p>
                <button type="button" className="btn btn-outline-primary mt-auto align-self-start" aria-haspopup="dialog" onClick={() => setDetailsOf(programme)}>
                  View Details<span className="visually-hidden"> of {programme.title}</span>
                </button>
              </div>
            </article>
          </div>
        ))}
      </div>

      <Dialog open={detailsOf !== null} title={detailsOf?.title ?? ''} onClose={() => setDetailsOf(null)}>
        {detailsOf && (
          <>
            <p>{detailsOf.description}</p>
            <h3 className="h6">Skills Covered</h3>
            <ul>
              {detailsOf.skills.map((skill, index) => (
                <li key={index}>{skill}</li>
              ))}
            </ul>
            <dl className="row">
              <dt className="col-sm-3">Duration</dt>
              <dd className="col-sm-9">{detailsOf.duration}</dd>
              <dt className="col-sm-3">Notes</dt>
              <dd className="col-sm-9">{detailsOf.notes}</dd>
            </dl>
            <div className="row g-3">
              {detailsOf.images.map((image, index) => (
                <div key={index} className="col-12 col-sm-6">
                  <button type="button" className="illustration-button w-100" aria-haspopup="dialog" onClick={() => setEnlarged(image)}>
                    <img src={image.src} alt={image.alt} {...PICTURE_SIZE} className="img-fluid rounded border" />
                    <span className="visually-hidden"> (enlarge)</span>
                  </button>
                </div>
              ))}
            </div>
          </>
        )}
      </Dialog>

      <Dialog open={enlarged !== null} title={enlarged?.alt ?? ''} onClose={() => setEnlarged(null)} size="xl">
        {enlarged && <img src={enlarged.src} alt={enlarged.alt} width={PICTURE_SIZE.width * 2} height={PICTURE_SIZE.height * 2} className="img-fluid d-block mx-auto" />}
      </Dialog>
    </section>
  );
}
