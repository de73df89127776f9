import { fallbackLang, type TextLangs } from '../../../domain/i18n/fallback.ts';
import { FallbackText } from '../common/FallbackText.tsx';

/** The figures clients can expect: 'Up to 40%' operational efficiency, 'Up to 50%' faster time-to-market. */
export function ResultsBlock({ heading, claims, langs = {} }: { heading: string; claims: { figure: string; text: string }[]; langs?: TextLangs }) {
  return (
    <section className="py-5" aria-labelledby="results">
      <div className="container">
        <h2 id="results" className="text-center mb-4" lang={langs.heading}>
          {heading}
        </h2>
        <div className="row g-4 justify-content-center">
          {claims.map((claim, index) => (
            <div key={index} className="col-12 col-md-5">
              <p className="h-100 mb-0 p-4 text-center border rounded-3">
                <strong className="d-block display-6 fw-bold text-primary" lang={fallbackLang(claim, 'figure')}>
                  {claim.figure}
                </strong>
                <FallbackText lang={fallbackLang(claim, 'text')}>{claim.text}</FallbackText>
              </p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
