import type { Catalogue } from '../../../domain/i18n/catalogue/en.ts';
import { localisedPath } from '../../../domain/i18n/localised-path.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { topBarLayout } from '../../content/languages.ts';
import { futureOutlook, headerLinks, isCurrentPage, isWithinSection } from '../../../domain/site-navigation.ts';
import { LanguageMenu } from './LanguageMenu.tsx';

interface HeaderNavProps {
  lang: LanguageCode;
  /** The page's route without its language prefix, for active marking and the language links. */
  route: string;
  /** The languages the site offers, and those of them this page reads in. */
  languages: readonly LanguageCode[];
  offered: readonly LanguageCode[];
  /** TRANSLATE_WIDGET_URL ('' for none). */
  translateWidgetUrl: string;
  /** The page was asked for with its translation in the browser (`?translate=`): the widget loads here. */
  translating: boolean;
  texts: Pick<Catalogue, 'nav' | 'languageMenu'>;
}

export const NAV_ID = 'site-nav';

/**
 * The collapsible part of the top bar: links, the 'FutureOutlook' dropdown and the language
 * menu, rendered on the server in the page's language, each link to the page in that language.
 * The dropdowns are <details>, so they open without JavaScript; the toggle and the menus' finer
 * behaviour come from src/site/scripts/header.ts (a few KB, no React). Without JavaScript the
 * menu stays open below the width the links go in a row from (lg, or xl in a language with long
 * words for them: topBarLayout; see the `js` class in site.css).
 */
export function HeaderNav({ lang, route, languages, offered, translateWidgetUrl, translating, texts }: HeaderNavProps) {
  const { nav } = texts;
  const inFutureOutlook = futureOutlook.links.some((link) => isWithinSection(link.href, route));
  return (
    <>
      <button
        className="navbar-toggler"
        type="button"
        aria-controls={NAV_ID}
        aria-expanded="false"
        aria-label={nav.openMenu}
        data-nav-toggle
        data-close-label={nav.closeMenu}
      >
        <span className="navbar-toggler-icon" aria-hidden="true" />
      </button>
      <div id={NAV_ID} className="collapse navbar-collapse site-nav">
        <ul className={`navbar-nav ms-auto ${topBarLayout(lang).links}`}>
          {headerLinks.map((link) => {
            const current = isCurrentPage(link.href, route);
            return (
              <li key={link.href} className="nav-item">
                <a className={`nav-link${current ? ' active' : ''}`} href={localisedPath(link.href, lang)} aria-current={current ? 'page' : undefined}>
                  {nav[link.text]}
                </a>
              </li>
            );
          })}
          <li className="nav-item">
            <details className="dropdown site-dropdown">
              <summary className={`nav-link dropdown-toggle${inFutureOutlook ? ' active' : ''}`}>{nav[futureOutlook.text]}</summary>
              <ul className="dropdown-menu show">
                {futureOutlook.links.map((link) => {
                  const current = isWithinSection(link.href, route);
                  return (
                    <li key={link.href}>
                      <a className={`dropdown-item${current ? ' active' : ''}`} href={localisedPath(link.href, lang)} aria-current={current ? 'page' : undefined}>
                        {nav[link.text]}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </details>
          </li>
          <li className="nav-item">
            <LanguageMenu
              lang={lang}
              route={route}
              languages={languages}
              offered={offered}
              widget={translateWidgetUrl !== ''}
              widgetUrl={translating ? translateWidgetUrl : ''}
              label={texts.languageMenu.label}
            />
          </li>
        </ul>
      </div>
    </>
  );
}
