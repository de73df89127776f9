/**
 * The company's time: the zone its staff and visitors read times in (company details'
 * `timeZone`), and an ISO time written in that zone for a reader's locale. Plain Intl, so the
 * server's mails and the admin in the browser write the same time.
 */

/** Where the company is unless its details say otherwise: Kerala. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/**
 * Whether the runtime knows `value` as an IANA zone ('Asia/Kolkata', 'Europe/London', 'UTC').
 * Asked of Intl itself: its list of zones (Intl.supportedValuesOf) names some by their older
 * aliases (Asia/Calcutta) and would refuse the default. An offset ('+05:30') is not a zone: it
 * knows nothing of summer time.
 */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z]/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone, locale and style: making one costs far more than using it. */
function formatFor(timeZone: string, locale: string | undefined, zoneName: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${locale ?? ''}|${zoneName}`;
  let format = formats.get(key);
  if (!format) {
    // Day, month and time spelled out field by field: dateStyle cannot be combined with the zone's name.
    const fields: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' };
    format = new Intl.DateTimeFormat(locale, { ...fields, timeZone, ...(zoneName ? { timeZoneName: 'short' } : {}) });
    formats.set(key, format);
  }
  return format;
}

/**
 * An ISO time as read in `timeZone` by a reader of `locale` (undefined: the runtime's own):
 * '27 Nov 2026, 6:47 pm' for en-IN in Asia/Kolkata; with `zoneName`, followed by the zone as the
 * locale abbreviates it ('… 6:47 pm IST', elsewhere 'GMT+5:30'), for a reader who may be in
 * another zone. A text that is not a time is returned as it is, so a mail still shows what came.
 */
export function formatDateTimeIn(iso: string, timeZone: string, locale: string | undefined, { zoneName = false } = {}): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  return formatFor(timeZone, locale, zoneName).format(time);
}
