/**
 * The Statistics screen's tables as text: what the screen shows and what its CSV downloads hold
 * are one list of rows, so a download says exactly what the table says.
 */
import { csvText } from '../../domain/csv.ts';
import { ratePer100, type DayRange } from '../../domain/day-range.ts';
import type { StatsAnswer } from '../../domain/visitor-figures.ts';
import { deviceName, formatDay, formatRate, languageName, pageName, referrerKind, referrerName } from './figure-names.ts';

export interface FigureColumn {
  header: string;
  /** Counts and rates: right-aligned on screen. */
  numeric?: true;
}

export interface FigureTable {
  /** Names the table's CSV file ('pages'). */
  key: 'days' | 'pages' | 'languages' | 'referrers' | 'devices';
  title: string;
  /** Said under the title when the table needs its terms explained. */
  note?: string;
  columns: readonly FigureColumn[];
  rows: readonly { key: string; cells: readonly string[] }[];
}

const count = (value: number) => String(value);
const byViews = <Row extends { pageViews: number }>(rows: readonly Row[]) => [...rows].sort((a, b) => b.pageViews - a.pageViews);

export const RATE_NOTE = 'Rates are per 100 page views of the same page: 2.0 means two enquiries for every hundred views.';

export function figureTables(figures: StatsAnswer): FigureTable[] {
  const totalViews = figures.devices.reduce((total, row) => total + row.pageViews, 0);
  return [
    {
      key: 'days',
      title: 'Visitors and page views per day',
      columns: [{ header: 'Day' }, { header: 'Visitors', numeric: true }, { header: 'Page views', numeric: true }, { header: 'Enquiries', numeric: true }, { header: 'Applications', numeric: true }],
      rows: figures.days.map((day) => ({
        key: day.date,
        cells: [formatDay(day.date), count(day.visitors), count(day.pageViews), count(day.enquiries), count(day.applications)],
      })),
    },
    {
      key: 'pages',
      title: 'Top pages',
      note: RATE_NOTE,
      columns: [
        { header: 'Page' },
        { header: 'Language' },
        { header: 'Address' },
        { header: 'Page views', numeric: true },
        { header: 'Enquiries', numeric: true },
        { header: 'Enquiries per 100 views', numeric: true },
        { header: 'Applications', numeric: true },
        { header: 'Applications per 100 views', numeric: true },
      ],
      rows: byViews(figures.pages).map((page) => ({
        key: `${page.route} ${page.language}`,
        cells: [
          pageName(page.route),
          languageName(page.language),
          page.route,
          count(page.pageViews),
          count(page.enquiries),
          formatRate(ratePer100(page.enquiries, page.pageViews)),
          count(page.applications),
          formatRate(ratePer100(page.applications, page.pageViews)),
        ],
      })),
    },
    {
      key: 'languages',
      title: 'Languages',
      note: 'Switched: visitors who chose this language from the language menu.',
      columns: [
        { header: 'Language' },
        { header: 'Page views', numeric: true },
        { header: 'Switched to it', numeric: true },
        { header: 'Enquiries', numeric: true },
        { header: 'Applications', numeric: true },
      ],
      rows: byViews(figures.languages).map((row) => ({
        key: row.language,
        cells: [languageName(row.language), count(row.pageViews), count(row.switches), count(row.enquiries), count(row.applications)],
      })),
    },
    {
      key: 'referrers',
      title: 'Where visitors came from',
      columns: [{ header: 'Source' }, { header: 'Kind' }, { header: 'Page views', numeric: true }],
      rows: byViews(figures.referrers).map((row) => ({ key: row.source, cells: [referrerName(row.source), referrerKind(row.source), count(row.pageViews)] })),
    },
    {
      key: 'devices',
      title: 'Devices',
      columns: [{ header: 'Device' }, { header: 'Page views', numeric: true }, { header: 'Share of page views (%)', numeric: true }],
      rows: byViews(figures.devices).map((row) => ({
        key: row.device,
        cells: [deviceName(row.device), count(row.pageViews), totalViews > 0 ? ((row.pageViews * 100) / totalViews).toFixed(1) : '0.0'],
      })),
    },
  ];
}

/** A table as a CSV file's text, its headers first. */
export const tableCsv = (table: FigureTable) => csvText(table.columns.map((column) => column.header), table.rows.map((row) => row.cells));

/** 'statistics-pages-2026-11-01-to-2026-11-28.csv' */
export const tableFileName = (table: FigureTable, range: DayRange) => `statistics-${table.key}-${range.from}-to-${range.to}.csv`;
