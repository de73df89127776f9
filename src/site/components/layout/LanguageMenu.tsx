import { fill } from '../../../domain/i18n/catalogue/fill.ts';
import { localisedPath } from '../../../domain/i18n/localised-path.ts';
import { LANGUAGES, type LanguageCode, languageOf } from '../../../domain/languages.ts';
import { FLAG_SIZE, flagOf } from '../../content/languages.ts';
import { WIDGET_CONTAINER_ID } from '../../lib/translate-widget.ts';

/** Flags in the closed menu load only when it opens. */
function Flag({ code, lazy = false }: { code: LanguageCode; lazy?: boolean }) {
  return <img src={flagOf(code)} alt="" width={FLAG_SIZE.width} height={FLAG_SIZE.height} className="site-flag" loading={lazy ? 'lazy' : undefined} />;
}

interface LanguageMenuProps {
  /** The page's language and its route without the language prefix. */
  lang: LanguageCode;
  route: string;
  /** The languages the site offers (the company's choice): the menu lists these only. */
  languages: readonly LanguageCode[];
  /** Those of them this page reads in; a pick of another may be translated in the browser. */
  offered: readonly LanguageCode[];
  /** Whether a translation widget is configured (TRANSLATE_WIDGET_URL). */
  widget: boolean;
  /** The widget's script, on the page asked for with a translation only (else ''). */
  widgetUrl: string;
  /** The catalogue's 'Language: {language}'. */
  label: string;
}

/**
 * The language menu, rendered on the server: each language the site offers a link to this page in
 * that language,
 * named in its own script (marked with its `lang`, so a screen reader says it right), so it
 * works without JavaScript. The
 * header's script (src/site/scripts/header.ts) remembers the pick and, for a language this page
 * is not offered in, hands it to the translation widget instead. `notranslate` keeps the widget
 * from translating the names.
 */
export function LanguageMenu({ lang, route, languages, offered, widget, widgetUrl, label }: LanguageMenuProps) {
  const current = languageOf(lang);
  return (
    <>
      <details
        className="dropdown site-dropdown notranslate"
        translate="no"
        data-language-menu
        data-offered={offered.length > 1 ? offered.join(' ') : undefined}
        data-widget={widget ? '' : undefined}
        data-widget-url={widgetUrl || undefined}
      >
        <summary className="nav-link dropdown-toggle" aria-label={fill(label, { language: current.nativeName })}>
          <Flag code={lang} /> <span data-language-name>{current.nativeName}</span>
        </summary>
        <ul className="dropdown-menu dropdown-menu-end show">
          {LANGUAGES.filter(({ code }) => languages.includes(code)).map((language) => (
            <li key={language.code}>
              <a
                className={`dropdown-item${language.code === lang ? ' active' : ''}`}
                href={localisedPath(route, language.code)}
                lang={language.code}
                dir={language.direction === 'rtl' ? 'rtl' : undefined}
                aria-current={language.code === lang ? 'true' : undefined}
              >
                <Flag code={language.code} lazy />
                {` ${language.nativeName}`}
              </a>
            </li>
          ))}
        </ul>
      </details>
      {widgetUrl ? <div id={WIDGET_CONTAINER_ID} hidden /> : null}
    </>
  );
}
