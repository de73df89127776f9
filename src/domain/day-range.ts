/**
 * Day ranges of the visitor figures (GET /api/stats?from=&to=): the last 7, 30 or 90 days, a range
 * a reader types in and what is wrong with it, rates per 100 page views, this week against last.
 * Days are the company's calendar days written 'YYYY-MM-DD'; the arithmetic is the calendar's,
 * no time zone involved. Shared by the Statistics screen and the dashboard's week card.
 */
import type { FieldIssue } from './field-issue.ts';
import { messages } from './messages.ts';
import { STATS_MAX_DAYS, type StatsDay } from './visitor-figures.ts';

/** The ranges offered at a click, in days ending today. */
export const RANGE_PRESETS = [7, 30, 90] as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** A day of the calendar as 'YYYY-MM-DD' ('2026-02-30' is none). */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The day `count` days after `day` (before, when negative); calendar arithmetic, no time zone involved. */
export const addDays = (day: string, count: number) => new Date(Date.parse(`${day}T00:00:00Z`) + count * MS_PER_DAY).toISOString().slice(0, 10);

/** How many days from `from` to `to`, both counted. */
export const daysInRange = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY) + 1;

export interface DayRange {
  from: string;
  to: string;
}

/** The last `days` days, today among them. */
export const lastDays = (days: number, today: string): DayRange => ({ from: addDays(today, 1 - days), to: today });

/**
 * A range as asked for (the screen's form or GET /api/stats), or what is wrong with it in the
 * product's words. `today`, when given, also refuses days still to come (the screen's rule; the
 * API answers them with zeros).
 */
export function checkRange(from: unknown, to: unknown, today?: string): DayRange | FieldIssue {
  const texts = messages.stats;
  const dayIssue = (field: 'from' | 'to', value: unknown): FieldIssue | null => {
    if (typeof value === 'string' && isDay(value)) return null;
    const message = value === undefined || value === '' ? (field === 'from' ? texts.noFrom : texts.noTo) : texts.invalidDate;
    return { field, message, code: 'invalid_date' };
  };
  const wrongDay = dayIssue('from', from) ?? dayIssue('to', to);
  if (wrongDay) return wrongDay;
  const range = { from: from as string, to: to as string };
  if (range.to < range.from) return { field: 'to', message: texts.reversedRange, code: 'invalid_date' };
  if (today !== undefined && range.to > today) return { field: 'to', message: texts.future, code: 'invalid_date' };
  if (daysInRange(range.from, range.to) > STATS_MAX_DAYS) return { field: 'to', message: texts.rangeTooLong(STATS_MAX_DAYS), code: 'date_range_too_long' };
  return range;
}

/** Enquiries or applications per 100 page views of the same page; null when it had no views. */
export const ratePer100 = (count: number, views: number): number | null => (views > 0 ? (count * 100) / views : null);

/** The seven days ending today and the seven before them: what the dashboard's week card asks for. */
export const twoWeeks = (today: string): DayRange => lastDays(14, today);

export interface WeekFigures {
  visitors: number;
  enquiries: number;
}

/** This week's (the last seven days, today among them) and last week's visitors and enquiries from a day list. */
export function weekAgainstWeek(days: readonly StatsDay[], today: string): { thisWeek: WeekFigures; lastWeek: WeekFigures } {
  const weekStart = addDays(today, -6);
  const lastWeekStart = addDays(today, -13);
  const sum = (from: string, to: string): WeekFigures => {
    const inside = days.filter((day) => day.date >= from && day.date <= to);
    return {
      visitors: inside.reduce((total, day) => total + day.visitors, 0),
      enquiries: inside.reduce((total, day) => total + day.enquiries, 0),
    };
  };
  return { thisWeek: sum(weekStart, today), lastWeek: sum(lastWeekStart, addDays(weekStart, -1)) };
}
