/**
 * The header's behaviour, as a small module script instead of a React island: on pages without
 * other islands this keeps React (60 KB gzip and its hydration time on a slow phone) off the
 * page entirely.
 *  - the menu toggle below lg (aria-expanded, `show`, its label in the page's language);
 *  - <details> dropdowns close on Escape (focus back on the summary) and on a click outside;
 *  - the language menu (below);
 *  - what wakes the islands of a page that has them (islands.ts: about 1.8 KB of brotli that
 *    every page would otherwise carry inline, uncached).
 */
import { isLocalisableRoute, localisedPath, splitLanguagePath, TRANSLATE_PARAMETER } from '../../domain/i18n/localised-path.ts';
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode, SOURCE_LANGUAGE } from '../../domain/languages.ts';
import { limits } from '../../domain/limits.ts';
import { flagOf } from '../content/languages.ts';
import './islands.ts';
import { storedLanguage, storeLanguage } from '../lib/language-choice.ts';
import { WIDGET_SELECT, applyDocumentLanguage, loadWidget, requestLanguage, widgetLanguage, widgetLoaded, widgetSelect } from '../lib/translate-widget.ts';

function setUpToggle(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-nav-toggle]');
  const target = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!toggle || !target) return;
  // Both labels in the page's language: the one it was rendered with, and the closing one.
  const openLabel = toggle.getAttribute('aria-label') ?? '';
  toggle.addEventListener('click', () => {
    const expanded = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(expanded));
    toggle.setAttribute('aria-label', (expanded ? toggle.dataset.closeLabel : openLabel) ?? '');
    target.classList.toggle('show', expanded);
  });
}

function setUpDropdowns(): void {
  const dropdowns = [...document.querySelectorAll<HTMLDetailsElement>('details.site-dropdown')];
  document.addEventListener('pointerdown', (event) => {
    for (const details of dropdowns) if (details.open && !details.contains(event.target as Node)) details.open = false;
  });
  for (const details of dropdowns) {
    details.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    });
  }
}

/**
 * Leads the site's own links on an English page somewhere else: to the visitor's language
 * (`/about` → `/ml/about`), so a returning visitor who chose Malayalam goes on in Malayalam from
 * any link while the page at `/` itself stays English for everyone; or to the English page with
 * its translation in the browser (`/about?translate=gu`). Language-menu links and files are left
 * alone.
 */
function leadLinks(to: (route: string) => string): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
    if (link.closest('[data-language-menu]')) continue;
    const href = link.getAttribute('href')!;
    const [path = '', hash = ''] = href.split(/(?=#)/);
    if (path.includes('?') || splitLanguagePath(path).lang !== SOURCE_LANGUAGE || !isLocalisableRoute(path)) continue;
    link.setAttribute('href', to(path) + hash);
  }
}

/** The English page at `route`, asked for with its translation into `code` in the browser. */
const withTranslation = (route: string, code: LanguageCode) => `${route}?${TRANSLATE_PARAMETER}=${code}`;

/**
 * The language menu. Each language is a link to this page in that language, which is what a pick
 * does when the page is offered in it (or when nothing could translate it in the browser). For a
 * language the page is not offered in, a translation in the browser takes over where one is
 * available: a page-wide `window.setSiteLanguage`, or the translation widget (when
 * TRANSLATE_WIDGET_URL is set), which runs only on the English page asked for with it
 * (`?translate=gu`): only that answer's policy allows the widget's origins. The widget's own
 * choices (its select, its cookie) are followed while it is there, every 2 s and on each change.
 */
function setUpLanguageMenu(): void {
  const menu = document.querySelector<HTMLDetailsElement>('[data-language-menu]');
  if (!menu) return;
  const root = document.documentElement.lang;
  const pageLanguage = isLanguageCode(root) ? root : SOURCE_LANGUAGE;
  const offered = new Set((menu.dataset.offered ?? SOURCE_LANGUAGE).split(' '));
  const widget = menu.hasAttribute('data-widget');
  const widgetUrl = menu.dataset.widgetUrl ?? '';
  const summary = menu.querySelector('summary')!;
  // The catalogue's 'Language: {language}', as the server filled it for the page's language.
  // Each language's name in its own script and its direction, as its link in the menu shows them.
  const linkOf = (code: LanguageCode) => menu.querySelector<HTMLAnchorElement>(`a[lang="${code}"]`);
  // The languages the site offers are those in the menu: a choice kept or asked for of one the
  // company has since switched off is no choice (its pages lead to English).
  const listed = (code: LanguageCode | null | undefined): code is LanguageCode => !!code && linkOf(code) !== null;
  const nameOf = (code: LanguageCode) => linkOf(code)?.textContent?.trim() ?? code;
  const label = (summary.getAttribute('aria-label') ?? '').replace(nameOf(pageLanguage), '{language}');
  const route = splitLanguagePath(location.pathname).route;
  const asked = new URLSearchParams(location.search).get(TRANSLATE_PARAMETER);
  const askedTranslation = pageLanguage === SOURCE_LANGUAGE && isLanguageCode(asked) && asked !== SOURCE_LANGUAGE && listed(asked) ? asked : null;
  let current: LanguageCode = pageLanguage;
  /** A language asked of the widget before its select was there. */
  let pending: LanguageCode | null = null;

  const hasSetter = () => typeof window.setSiteLanguage === 'function';
  const translatorAvailable = () => widget || widgetSelect() !== null || hasSetter();
  const translating = () => widgetLoaded() || widgetSelect() !== null || hasSetter();

  const show = (code: LanguageCode) => {
    current = code;
    applyDocumentLanguage(code, linkOf(code)?.dir || 'ltr');
    summary.setAttribute('aria-label', label.replace('{language}', nameOf(code)));
    summary.querySelector('img')?.setAttribute('src', flagOf(code));
    const name = summary.querySelector('[data-language-name]');
    if (name) name.textContent = nameOf(code);
    for (const link of menu.querySelectorAll<HTMLAnchorElement>('a[lang]')) {
      const selected = link.lang === code;
      link.classList.toggle('active', selected);
      if (selected) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  };

  /** This English page translated into `code` in the browser. */
  const translateHere = (code: LanguageCode) => {
    if (widget && !hasSetter()) {
      // The widget runs on the page asked for with this very translation (its address carries it on).
      if (askedTranslation !== code || !widgetUrl) {
        location.assign(withTranslation(route, code));
        return;
      }
      if (!widgetSelect()) {
        pending = code;
        loadWidget(widgetUrl, LANGUAGE_CODES.filter(listed));
      }
    }
    requestLanguage(code);
    show(code);
  };

  // A page under a language's prefix is that language's choice. On an English page the kept
  // choice leads the site's links, and where only a translation in the browser can show it, this
  // page is translated (by a setter or a widget already there; never by reloading the page).
  let widgetShown = widgetLanguage();
  if (pageLanguage !== SOURCE_LANGUAGE) {
    storeLanguage(pageLanguage);
  } else {
    if (askedTranslation) storeLanguage(askedTranslation);
    const kept = storedLanguage();
    if (listed(kept) && kept !== SOURCE_LANGUAGE) {
      if (offered.has(kept) || !translatorAvailable()) leadLinks((path) => localisedPath(path, kept));
      else {
        if (widget && !hasSetter()) leadLinks((path) => withTranslation(path, kept));
        if (askedTranslation === kept || hasSetter() || widgetSelect()) translateHere(kept);
      }
    } else if (widgetShown && widgetShown !== current && translating()) show(widgetShown);
  }

  const follow = () => {
    if (pending && widgetSelect()) {
      const code = pending;
      pending = null;
      requestLanguage(code);
    }
    const shown = widgetLanguage();
    if (shown === widgetShown) return;
    widgetShown = shown;
    if (shown && shown !== current && translating()) {
      show(shown);
      storeLanguage(shown);
    }
  };
  document.addEventListener('change', (event) => {
    if ((event.target as Element | null)?.matches?.(WIDGET_SELECT)) follow();
  }, true);
  setInterval(follow, limits.languagePollMs);

  menu.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[lang]');
    const code = link?.lang;
    if (!isLanguageCode(code)) return;
    storeLanguage(code);
    const translated = current !== pageLanguage;
    if (code === pageLanguage && translated && !askedTranslation) {
      // Back to the page's own words from a translation in the browser.
      event.preventDefault();
      menu.open = false;
      requestLanguage(code);
      show(code);
    } else if (!offered.has(code) && pageLanguage === SOURCE_LANGUAGE && translatorAvailable()) {
      event.preventDefault();
      menu.open = false;
      translateHere(code);
    } else if (!offered.has(code) && pageLanguage !== SOURCE_LANGUAGE && translatorAvailable()) {
      // The English page is the one translated in the browser.
      event.preventDefault();
      location.assign(hasSetter() ? localisedPath(route, SOURCE_LANGUAGE) : withTranslation(route, code));
    }
    // Otherwise the link leads to the page in that language.
  });
}

setUpToggle();
setUpDropdowns();
setUpLanguageMenu();
