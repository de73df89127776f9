import { useState } from 'react';
import type { Programme, ProgrammeImage } from '../../../domain/content/apply.ts';
import type { Catalogue } from '../../../domain/i18n/catalogue/en.ts';
import { Dialog } from '../common/Dialog.tsx';
import { ProgrammeIcon } from './ProgrammeIcon.tsx';
import './programme-cards.css';

const STAGGER_SECONDS = 0.2;
/** A picture's size in the details dialog (twice that when enlarged); any picture is scaled into it. */
const PICTURE_SIZE = { width: 480, height: 300 };

/**
 * Section 2 of /internship/apply: a card per programme, the programme details dialog and the
 * enlarged-image dialog (docs/product.md#internship-application-page). The copy arrives as props,
 * so it stays in the HTML.
 */
/** The words the cards and dialogs show, in the page's language. */
export type ProgrammesOverviewTexts = Pick<Catalogue['application'], 'viewDetails' | 'skillsCovered' | 'duration' | 'notes' | 'enlarge'> & {
  close: string;
};

interface ProgrammesOverviewProps {
  heading: string;
  headingLang?: 'en';
  programmes: Programme[];
  /** What follows 'View Details' for a screen reader on each card ('of Flutter Development'). */
  detailsOf: string[];
  texts: ProgrammesOverviewTexts;
  /** Which texts of `programmes` show English on a page in another language (englishPathsOf): island props carry no marks. */
  englishPaths?: readonly string[];
}

export function ProgrammesOverview({ heading, headingLang, programmes, detailsOf: detailsLabels, texts, englishPaths = [] }: ProgrammesOverviewProps) {
  const [detailsOf, setDetailsOf] = useState<Programme | null>(null);
  const [enlarged, setEnlarged] = useState<ProgrammeImage | null>(null);
  const langAt = (index: number, path: string) => (englishPaths.includes(`${index}.${path}`) ? 'en' : undefined);
  const detailsIndex = detailsOf ? programmes.indexOf(detailsOf) : -1;
  const enlargedLang = enlarged && detailsOf ? langAt(detailsIndex, `images.${detailsOf.images.indexOf(enlarged)}.alt`) : undefined;

  return (
    <section className="py-4" aria-labelledby="programmes-heading">
      <h2 id="programmes-heading" className="mb-4" lang={headingLang}>
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
                <h3 className="h5 card-title" lang={langAt(index, 'title')}>
                  {programme.title}
                </h3>
                <p className="card-text" lang={langAt(index, 'description')}>
                  {programme.description}
                </p>
                <button type="button" className="btn btn-outline-primary mt-auto align-self-start" aria-haspopup="dialog" onClick={() => setDetailsOf(programme)}>
                  {texts.viewDetails}
                  <span className="visually-hidden"> {detailsLabels[index]}</span>
                </button>
              </div>
            </article>
          </div>
        ))}
      </div>

      <Dialog open={detailsOf !== null} title={detailsOf?.title ?? ''} titleLang={langAt(detailsIndex, 'title')} onClose={() => setDetailsOf(null)} closeLabel={texts.close}>
        {detailsOf && (
          <>
            <p lang={langAt(detailsIndex, 'description')}>{detailsOf.description}</p>
            <h3 className="h6">{texts.skillsCovered}</h3>
            <ul>
              {detailsOf.skills.map((skill, index) => (
                <li key={index} lang={langAt(detailsIndex, `skills.${index}`)}>
                  {skill}
                </li>
              ))}
            </ul>
            <dl className="row">
              <dt className="col-sm-3">{texts.duration}</dt>
              <dd className="col-sm-9" lang={langAt(detailsIndex, 'duration')}>
                {detailsOf.duration}
              </dd>
              <dt className="col-sm-3">{texts.notes}</dt>
              <dd className="col-sm-9" lang={langAt(detailsIndex, 'notes')}>
                {detailsOf.notes}
              </dd>
            </dl>
            <div className="row g-3">
              {detailsOf.images.map((image, index) => (
                <div key={index} className="col-12 col-sm-6">
                  <button type="button" className="illustration-button w-100" aria-haspopup="dialog" onClick={() => setEnlarged(image)}>
                    <img src={image.src} alt={image.alt} lang={langAt(detailsIndex, `images.${index}.alt`)} {...PICTURE_SIZE} className="img-fluid rounded border" />
                    <span className="visually-hidden"> {texts.enlarge}</span>
                  </button>
                </div>
              ))}
            </div>
          </>
        )}
      </Dialog>

      <Dialog open={enlarged !== null} title={enlarged?.alt ?? ''} titleLang={enlargedLang} onClose={() => setEnlarged(null)} size="xl" closeLabel={texts.close}>
        {enlarged && <img src={enlarged.src} alt={enlarged.alt} lang={enlargedLang} width={PICTURE_SIZE.width * 2} height={PICTURE_SIZE.height * 2} className="img-fluid d-block mx-auto" />}
      </Dialog>
    </section>
  );
}
