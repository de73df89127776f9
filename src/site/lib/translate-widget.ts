import { isLanguageCode, type LanguageCode } from '../../domain/languages.ts';

/**
 * The page-translation widget seen from our side. It translates a page in the browser for a
 * language the page is not offered in, and only then is its script loaded. The widget renders a
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
     * language the page is not offered in and no widget is on the page. Any script may define it.
     */
    setSiteLanguage?: (code: string) => void;
    google?: { translate?: { TranslateElement: new (options: object, containerId: string) => unknown } };
  }
}

export function widgetSelect(): HTMLSelectElement | null {
  return document.querySelector<HTMLSelectElement>(WIDGET_SELECT);
}

function cookieLanguage(): string | undefined {
  const cookie = document.cookie.split('; ').find((entry) => entry.startsWith(`${WIDGET_COOKIE}=`));
  if (!cookie) return undefined;
  const value = decodeURIComponent(cookie.slice(WIDGET_COOKIE.length + 1));
  return value.split('/').filter(Boolean).pop();
}

/** The supported language the widget currently shows, from its select or else its cookie. */
export function widgetLanguage(): LanguageCode | undefined {
  const selected = widgetSelect()?.value;
  if (isLanguageCode(selected)) return selected;
  const fromCookie = cookieLanguage();
  return isLanguageCode(fromCookie) ? fromCookie : undefined;
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
export function applyDocumentLanguage(code: LanguageCode, direction: string): void {
  const root = document.documentElement;
  root.lang = code;
  root.dir = direction;
}

/** Whether the widget's script has been added to the page. */
export function widgetLoaded(): boolean {
  return document.querySelector('script[data-translate-widget]') !== null;
}

/**
 * Loads the widget script (once) when the visitor has asked for a translation, after the page's
 * own content has loaded. The script calls back the function named by its `cb` parameter.
 */
export function loadWidget(scriptUrl: string, languageCodes: readonly string[]): void {
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
  if (document.readyState === 'complete') inject();
  else addEventListener('load', inject, { once: true });
}
