import { languageOf, TRANSLATED_LANGUAGES } from '../../domain/languages.ts';
import { useAdminRoutes } from '../navigation.tsx';
import { InternalLink } from './InternalLink.tsx';
import { translationsViewHref } from './links.ts';
import { translationEditorTexts as say } from './translation-editor-texts.ts';
import { useTranslationNeeds } from './useTranslationNeeds.ts';

/** The dashboard's line per language with texts missing or outdated, each leading to the Translations view; nothing when all is up to date. */
export function TranslationLines() {
  const { dashboard } = useAdminRoutes();
  const { needs } = useTranslationNeeds();
  const lines = TRANSLATED_LANGUAGES.flatMap((language) => {
    const mine = needs?.filter((each) => each.language === language) ?? [];
    const outdated = mine.reduce((sum, each) => sum + each.outdated, 0);
    const missing = mine.reduce((sum, each) => sum + each.missing, 0);
    return outdated || missing ? [{ language, text: say.needs(languageOf(language).name, outdated, missing) }] : [];
  });
  if (lines.length === 0) return null;
  return (
    // A white card: the admin's link colour on a tinted alert falls short of 4.5:1.
    <div className="card border-0 shadow-sm mt-4" data-translations>
      <div className="card-body">
        <h3 className="h6 mb-1">{say.translations}</h3>
        <ul className="mb-0">
          {lines.map(({ language, text }) => (
            <li key={language}>
              <InternalLink href={translationsViewHref(dashboard, language)}>{text}</InternalLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
