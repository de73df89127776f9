import { DEFAULT_LANGUAGE, FLAG_SIZE, findLanguage, languages, type LanguageOption } from '../../content/languages.ts';
import { WIDGET_CONTAINER_ID } from '../../lib/translate-widget.ts';

/** Flags in the closed menu load only when it opens. */
function Flag({ language, lazy = false }: { language: LanguageOption; lazy?: boolean }) {
  return <img src={language.flag} alt="" width={FLAG_SIZE.width} height={FLAG_SIZE.height} className="site-flag" loading={lazy ? 'lazy' : undefined} />;
}

/**
 * The language dropdown of SPEC sections 3 and 4, rendered on the server; its behaviour (follow
 * and drive the translation widget) is in src/site/scripts/header.ts. `notranslate` keeps the
 * widget from translating the language names.
 */
export function LanguageMenu({ widgetUrl }: { widgetUrl: string }) {
  const current = findLanguage(DEFAULT_LANGUAGE)!;
  return (
    <>
      <details className="dropdown site-dropdown notranslate" translate="no" data-language-menu data-widget-url={widgetUrl}>
        <summary className="nav-link dropdown-toggle" aria-label={`Language: ${current.name}`}>
          <Flag language={current} /> <span data-language-name>{current.name}</span>
        </summary>
        <ul className="dropdown-menu dropdown-menu-end show">
          {languages.map((language) => (
            <li key={language.code}>
              <button
                type="button"
                className={`dropdown-item${language.code === current.code ? ' active' : ''}`}
                aria-pressed={language.code === current.code}
                data-language={language.code}
              >
                <Flag language={language} lazy /> {language.name}
              </button>
            </li>
          ))}
        </ul>
      </details>
      {widgetUrl ? <div id={WIDGET_CONTAINER_ID} hidden /> : null}
    </>
  );
}
