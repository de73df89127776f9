import { findLanguage } from '../content/languages.ts';

/**
 * The page-translation widget seen from our side (SPEC section 4). The widget renders a
 * <select class="goog-te-combo"> and remembers its choice in the `googtrans` cookie
 * ("/en/ml": the last path segment is the language).
 */
export const WIDGET_SELECT = 'select.goog-te-combo';
export const WIDGET_CONTAINER_ID = 'google_translate_element';
const WIDGET_COOKIE = 'googtrans';

declare global {
  interface Window {
    /**
     * Optional page-wide language setter, called with a language code when the visitor picks a
     * language and no widget is on the page (SPEC section 4). Any script may define it.
     */
    setSiteLanguage?: (code: string) => void;
    google?: { translate?: { TranslateElement: new (options: object, containerId: string) => unknown } };
  }
}

function widgetSelect(): HTMLSelectElement | null {
  return document.querySelector<HTMLSelectElement>(WIDGET_SELECT);
}

function cookieLanguage(): string | undefined {
  const cookie = document.cookie.split('; ').find((entry) => entry.startsWith(`${WIDGET_COOKIE}=`));
  if (!cookie) return undefined;
  const value = decodeURIComponent(cookie.slice(WIDGET_COOKIE.length + 1));
  return value.split('/').filter(Boolean).pop();
}

/** The supported language the widget currently shows, from its select or else its cookie. */
export function widgetLanguage(): string | undefined {
  const selected = widgetSelect()?.value;
  if (findLanguage(selected)) return selected;
  const fromCookie = cookieLanguage();
  return findLanguage(fromCookie) ? fromCookie : undefined;
}

/** Asks the widget (or, without one, the page's global setter) to show `code`. */
export function requestLanguage(code: string): void {
  const select = widgetSelect();
  if (select) {
    select.value = code;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (typeof window.setSiteLanguage === 'function') {
    window.setSiteLanguage(code);
  }
}

/** Marks the document's language and direction so screen readers and layout follow. */
export function applyDocumentLanguage(code: string): void {
  const root = document.documentElement;
  root.lang = code;
  root.dir = findLanguage(code)?.direction ?? 'ltr';
}

/**
 * Loads the widget script once the page is interactive and idle, so it never competes with
 * the page's own content. The script calls back the function named by its `cb` parameter.
 */
export function loadWidgetWhenIdle(scriptUrl: string, languageCodes: string[]): void {
  if (!scriptUrl || document.querySelector('script[data-translate-widget]')) return;
  const callbackName = new URL(scriptUrl, location.href).searchParams.get('cb') ?? 'googleTranslateElementInit';
  (window as unknown as Record<string, () => void>)[callbackName] = () => {
    const TranslateElement = window.google?.translate?.TranslateElement;
    if (!TranslateElement) return;
    new TranslateElement(
      { pageLanguage: 'en', includedLanguages: languageCodes.join(','), autoDisplay: false },
      WIDGET_CONTAINER_ID,
    );
  };
  const inject = () => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.dataset.translateWidget = '';
    document.body.append(script);
  };
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(inject, { timeout: 3000 }) : setTimeout(inject, 1));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
