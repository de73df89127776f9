/**
 * The header's behaviour, as a small module script instead of a React island: on pages without
 * other islands this keeps React (60 KB gzip and its hydration time on a slow phone) off the
 * page entirely.
 *  - the menu toggle below lg (aria-expanded, `show`);
 *  - <details> dropdowns close on Escape (focus back on the summary) and on a click outside;
 *  - the language menu of SPEC section 4 (see src/site/lib/translate-widget.ts).
 */
import { limits } from '../../domain/limits.ts';
import { DEFAULT_LANGUAGE, findLanguage } from '../content/languages.ts';
import { storedLanguage, storeLanguage } from '../lib/language-choice.ts';
import { WIDGET_SELECT, applyDocumentLanguage, loadWidgetWhenIdle, requestLanguage, widgetLanguage } from '../lib/translate-widget.ts';
import { languages } from '../content/languages.ts';

function setUpToggle(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-nav-toggle]');
  const target = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!toggle || !target) return;
  toggle.addEventListener('click', () => {
    const expanded = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(expanded));
    toggle.setAttribute('aria-label', expanded ? 'Close menu' : 'Open menu');
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

function setUpLanguageMenu(): void {
  const menu = document.querySelector<HTMLDetailsElement>('[data-language-menu]');
  if (!menu) return;
  let current = DEFAULT_LANGUAGE;

  const show = (code: string) => {
    const language = findLanguage(code);
    if (!language) return;
    current = code;
    applyDocumentLanguage(code);
    const summary = menu.querySelector('summary')!;
    summary.setAttribute('aria-label', `Language: ${language.name}`);
    summary.querySelector('img')?.setAttribute('src', language.flag);
    const name = summary.querySelector('[data-language-name]');
    if (name) name.textContent = language.name;
    for (const button of menu.querySelectorAll<HTMLButtonElement>('[data-language]')) {
      const selected = button.dataset.language === code;
      button.classList.toggle('active', selected);
      button.setAttribute('aria-pressed', String(selected));
    }
  };
  /** A language picked, or followed from the widget: shown, and kept for the next pages. */
  const choose = (code: string) => {
    show(code);
    storeLanguage(code);
  };

  // The language last picked holds on every page and after a reload; without a kept choice the
  // widget's (its cookie, until its select appears) is shown, else English as rendered.
  const kept = storedLanguage();
  let widgetShown = widgetLanguage();
  if (kept && kept !== widgetShown) requestLanguage(kept);
  const initial = kept ?? widgetShown;
  if (initial) show(initial);

  // Follow the widget when what it shows changes (SPEC section 4): every 2 s and on each change of
  // its select. Only a change counts, so a cookie left from an earlier visit never undoes a pick.
  const follow = () => {
    const shown = widgetLanguage();
    if (shown === widgetShown) return;
    widgetShown = shown;
    if (shown && shown !== current) choose(shown);
  };
  document.addEventListener('change', (event) => {
    if ((event.target as Element | null)?.matches?.(WIDGET_SELECT)) follow();
  }, true);
  setInterval(follow, limits.languagePollMs);

  menu.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-language]');
    if (!button?.dataset.language) return;
    requestLanguage(button.dataset.language);
    choose(button.dataset.language);
    menu.open = false;
  });

  loadWidgetWhenIdle(menu.dataset.widgetUrl ?? '', languages.map((language) => language.code));
}

setUpToggle();
setUpDropdowns();
setUpLanguageMenu();
