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
function formatFor(timeZone: string, locale: string | undefined, zoneName: boolean, year: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${locale ?? ''}|${zoneName}|${year}`;
  let format = formats.get(key);
  if (!format) {
    // Day, month and time spelled out field by field: dateStyle cannot be combined with the zone's name.
    const fields: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', ...(year ? { year: 'numeric' } : {}), hour: 'numeric', minute: '2-digit' };
    format = new Intl.DateTimeFormat(locale, { ...fields, timeZone, ...(zoneName ? { timeZoneName: 'short' } : {}) });
    formats.set(key, format);
  }
  return format;
}

/**
 * An ISO time as read in `timeZone` by a reader of `locale` (undefined: the runtime's own):
 * '27 Nov 2026, 6:47 pm' for en-IN in Asia/Kolkata; with `zoneName`, followed by the zone as the
 * locale abbreviates it ('… 6:47 pm IST', elsewhere 'GMT+5:30'), for a reader who may be in
 * another zone; without `year`, short for a narrow column ('27 Nov, 6:47 pm'). A text that is
 * not a time is returned as it is, so a mail still shows what came.
 */
export function formatDateTimeIn(iso: string, timeZone: string, locale: string | undefined, { zoneName = false, year = true } = {}): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  return formatFor(timeZone, locale, zoneName, year).format(time);
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock reading of `time` in `timeZone`, as 'YYYY-MM-DDTHH:mm' (a datetime-local input's value). */
export function isoToZonedTime(iso: string, timeZone: string): string {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  const part: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(new Date(iso))) part[type] = value;
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/**
 * The instant a person means by a wall-clock time ('2026-08-25T09:00', as a datetime-local input
 * gives it) read in `timeZone`, as an ISO time; null when it is no time at all ('2026-02-31T09:00',
 * '25:00') or one the zone skips when its clocks go forward. The zone's offset is asked of Intl
 * at the instant itself, twice, because the offset can differ between the guess and the answer.
 */
export function zonedTimeToIso(wallClock: string, timeZone: string): string | null {
  const match = WALL_CLOCK.exec(wallClock);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  let instant = asUtc;
  for (let round = 0; round < 2; round += 1) {
    const seen = Date.parse(`${isoToZonedTime(new Date(instant).toISOString(), timeZone)}:00Z`);
    instant += asUtc - seen;
  }
  const iso = new Date(instant).toISOString();
  return isoToZonedTime(iso, timeZone) === wallClock ? iso : null;
}
