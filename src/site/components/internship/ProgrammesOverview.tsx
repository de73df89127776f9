import type { Programme, ProgrammeImage } from '../../../domain/content/apply.ts';
import type { Catalogue } from '../../../domain/i18n/catalogue/en.ts';
import { Dialog, dialogOpener } from '../common/Dialog.tsx';
import { ProgrammeIcon } from './ProgrammeIcon.tsx';
import './programme-cards.css';

const STAGGER_SECONDS = 0.2;
/** A picture's size in the details dialog (twice that when enlarged); any picture is scaled into it. */
const PICTURE_SIZE = { width: 480, height: 300 };

/**
 * Section 2 of /internship/apply: a card per programme, its details dialog and the enlarged-image
 * dialog of each of its pictures (docs/product.md#internship-application-page). Rendered on the
 * server only: the buttons open their dialogs themselves (Dialog.tsx), so it needs no script.
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
  const langAt = (index: number, path: string) => (englishPaths.includes(`${index}.${path}`) ? 'en' : undefined);

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
                <button className="btn btn-outline-primary mt-auto align-self-start" {...dialogOpener(detailsId(index))}>
                  {texts.viewDetails}
                  <span className="visually-hidden"> {detailsLabels[index]}</span>
                </button>
              </div>
            </article>
          </div>
        ))}
      </div>
      {programmes.map((programme, index) => (
        <ProgrammeDialogs key={index} programme={programme} index={index} langAt={(path) => langAt(index, path)} texts={texts} />
      ))}
    </section>
  );
}

const detailsId = (index: number) => `programme-${index}`;
const pictureId = (index: number, picture: number) => `programme-${index}-picture-${picture}`;

/** One programme's details dialog and, above it, the enlarged view of each of its pictures. */
function ProgrammeDialogs({
  programme,
  index,
  langAt,
  texts,
}: {
  programme: Programme;
  index: number;
  langAt: (path: string) => 'en' | undefined;
  texts: ProgrammesOverviewTexts;
}) {
  return (
    <>
      <Dialog id={detailsId(index)} title={programme.title} titleLang={langAt('title')} closeLabel={texts.close}>
        <p lang={langAt('description')}>{programme.description}</p>
        <h3 className="h6">{texts.skillsCovered}</h3>
        <ul>
          {programme.skills.map((skill, skillIndex) => (
            <li key={skillIndex} lang={langAt(`skills.${skillIndex}`)}>
              {skill}
            </li>
          ))}
        </ul>
        <dl className="row">
          <dt className="col-sm-3">{texts.duration}</dt>
          <dd className="col-sm-9" lang={langAt('duration')}>
            {programme.duration}
          </dd>
          <dt className="col-sm-3">{texts.notes}</dt>
          <dd className="col-sm-9" lang={langAt('notes')}>
            {programme.notes}
          </dd>
        </dl>
        <div className="row g-3">
          {programme.images.map((image, picture) => (
            <div key={picture} className="col-12 col-sm-6">
              <button className="illustration-button w-100" {...dialogOpener(pictureId(index, picture))}>
                <img src={image.src} alt={image.alt} lang={langAt(`images.${picture}.alt`)} {...PICTURE_SIZE} loading="lazy" className="img-fluid rounded border" />
                <span className="visually-hidden"> {texts.enlarge}</span>
              </button>
            </div>
          ))}
        </div>
      </Dialog>
      {programme.images.map((image, picture) => (
        <EnlargedPicture key={picture} id={pictureId(index, picture)} image={image} lang={langAt(`images.${picture}.alt`)} closeLabel={texts.close} />
      ))}
    </>
  );
}

function EnlargedPicture({ id, image, lang, closeLabel }: { id: string; image: ProgrammeImage; lang: 'en' | undefined; closeLabel: string }) {
  return (
    <Dialog id={id} title={image.alt} titleLang={lang} size="xl" closeLabel={closeLabel}>
      <img src={image.src} alt={image.alt} lang={lang} width={PICTURE_SIZE.width * 2} height={PICTURE_SIZE.height * 2} loading="lazy" className="img-fluid d-block mx-auto" />
    </Dialog>
  );
}
