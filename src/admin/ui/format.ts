import { DEFAULT_TIME_ZONE, formatDateTimeIn, isoToZonedTime } from '../../domain/time-zone.ts';

const canonicalZone = (timeZone?: string) => new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;

/**
 * The company's time zone (company details), in which every time on screen is shown: staff read
 * the time a visitor wrote as the office's, wherever the browser is. The admin page hands it over
 * as it starts (AdminApp), before any screen shows a time.
 */
let companyTimeZone = DEFAULT_TIME_ZONE;
/** Whether the browser is in the company's zone already: elsewhere every time names its zone. */
let readerInCompanyZone = canonicalZone() === canonicalZone(DEFAULT_TIME_ZONE);

export function showTimesIn(timeZone: string): void {
  if (timeZone === companyTimeZone) return;
  try {
    readerInCompanyZone = canonicalZone() === canonicalZone(timeZone);
    companyTimeZone = timeZone;
  } catch {
    // A zone this browser does not know (the server checked it against its own): the last one stays.
  }
}

/** The company's zone itself ('Asia/Kolkata'): a time an editor types is read in it. */
export const companyZone = () => companyTimeZone;

/** A stored ISO time in the company's time zone, as the reader's browser writes times; '' for no time. */
function inCompanyZone(iso: string, year: boolean): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDateTimeIn(iso, companyTimeZone, undefined, { zoneName: !readerInCompanyZone, year });
}

/** '22 Nov 2026, 1:30 pm' in India. */
export const formatDateTime = (iso: string) => inCompanyZone(iso, true);

/** The same time without its year, for a narrow column: '22 Nov, 1:30 pm' (the full one is its title). */
export const formatShortDateTime = (iso: string) => inCompanyZone(iso, false);

/** Today in the company's time zone, as 'YYYY-MM-DD': the day the server counts a view on now. */
export const companyToday = (now = new Date()) => isoToZonedTime(now.toISOString(), companyTimeZone).slice(0, 10);
