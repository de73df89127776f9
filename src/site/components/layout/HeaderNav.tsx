import { futureOutlook, headerLinks, isCurrentPage, isWithinSection } from '../../content/navigation.ts';
import { LanguageMenu } from './LanguageMenu.tsx';

interface HeaderNavProps {
  /** The path of the page being shown, for active marking. */
  pathname: string;
  translateWidgetUrl: string;
}

export const NAV_ID = 'site-nav';

/**
 * The collapsible part of the top bar: links, the 'FutureOutlook' dropdown and the language
 * menu, rendered on the server. The dropdowns are <details>, so they open without JavaScript;
 * the toggle and the menus' finer behaviour come from src/site/scripts/header.ts (a few KB, no
 * React). Without JavaScript the menu stays open below lg (see the `js` class in site.css).
 */
export function HeaderNav({ pathname, translateWidgetUrl }: HeaderNavProps) {
  const inFutureOutlook = futureOutlook.links.some((link) => isWithinSection(link.href, pathname));
  return (
    <>
      <button className="navbar-toggler" type="button" aria-controls={NAV_ID} aria-expanded="false" aria-label="Open menu" data-nav-toggle>
        <span className="navbar-toggler-icon" aria-hidden="true" />
      </button>
      <div id={NAV_ID} className="collapse navbar-collapse site-nav">
        <ul className="navbar-nav ms-auto mb-2 mb-lg-0 align-items-lg-center">
          {headerLinks.map((link) => {
            const current = isCurrentPage(link.href, pathname);
            return (
              <li key={link.href} className="nav-item">
                <a className={`nav-link${current ? ' active' : ''}`} href={link.href} aria-current={current ? 'page' : undefined}>
                  {link.label}
                </a>
              </li>
            );
          })}
          <li className="nav-item">
            <details className="dropdown site-dropdown">
              <summary className={`nav-link dropdown-toggle${inFutureOutlook ? ' active' : ''}`}>{futureOutlook.label}</summary>
              <ul className="dropdown-menu show">
                {futureOutlook.links.map((link) => {
                  const current = isWithinSection(link.href, pathname);
                  return (
                    <li key={link.href}>
                      <a className={`dropdown-item${current ? ' active' : ''}`} href={link.href} aria-current={current ? 'page' : undefined}>
                        {link.label}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </details>
          </li>
          <li className="nav-item">
            <LanguageMenu widgetUrl={translateWidgetUrl} />
          </li>
        </ul>
      </div>
    </>
  );
}
