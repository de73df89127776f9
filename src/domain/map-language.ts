import type { LanguageCode } from './languages.ts';

/**
 * Google's embed address names its labels' language in its `pb` parameter, as a `!1s` field
 * followed by the region's `!2s` field (`…!3m2!1sen!2sin…`; some addresses repeat the pair in a
 * later block). Other `!1s` fields, such as a place's id (`!1s0x…`), are not language tags.
 */
const PB_LANGUAGE = /(!1s)[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?(?=!2s[A-Za-z]{2}(?:!|$))/g;

/**
 * The company's map address (company.mapEmbedUrl) with the map's labels in `lang`: the language
 * field of Google's `pb` parameter, or an `hl=` parameter, set to it. An address with neither
 * is left as the company gave it.
 */
export function mapUrlIn(url: string, lang: LanguageCode): string {
  return url
    .replace(/([?&]pb=)([^&#]*)/, (_, key: string, pb: string) => key + pb.replace(PB_LANGUAGE, `$1${lang}`))
    .replace(/([?&]hl=)[^&#]*/g, `$1${lang}`);
}
