import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, checkRange, daysInRange, lastDays, ratePer100, twoWeeks, weekAgainstWeek } from '../../src/domain/day-range.ts';
import type { StatsAnswer, StatsDay } from '../../src/domain/visitor-figures.ts';
import { formatRate, pageName, referrerName } from '../../src/admin/statistics/figure-names.ts';
import { figureTables, tableCsv, tableFileName } from '../../src/admin/statistics/figure-tables.ts';

describe('day ranges', () => {
  it('counts calendar days across months and leap days', () => {
    assert.equal(addDays('2028-02-28', 1), '2028-02-29');
    assert.equal(addDays('2026-03-01', -1), '2026-02-28');
    assert.equal(addDays('2026-12-31', 1), '2027-01-01');
    assert.equal(daysInRange('2026-11-01', '2026-11-30'), 30);
  });

  it('the last 7, 30 and 90 days end today and count today among them', () => {
    assert.deepEqual(lastDays(7, '2026-11-28'), { from: '2026-11-22', to: '2026-11-28' });
    assert.deepEqual(lastDays(30, '2026-03-01'), { from: '2026-01-31', to: '2026-03-01' });
    assert.equal(daysInRange(lastDays(90, '2026-11-28').from, '2026-11-28'), 90);
    assert.deepEqual(twoWeeks('2026-11-28'), { from: '2026-11-15', to: '2026-11-28' });
  });

  it('a custom range is refused with the field at fault and the reason in words', () => {
    const today = '2026-11-28';
    assert.deepEqual(checkRange('2026-11-01', '2026-11-10', today), { from: '2026-11-01', to: '2026-11-10' });
    assert.deepEqual(checkRange('', '2026-11-10', today), { field: 'from', message: 'Please choose the first day of the range.', code: 'invalid_date' });
    assert.deepEqual(checkRange('2026-02-30', '2026-11-10', today), { field: 'from', message: 'Please give the day as YYYY-MM-DD.', code: 'invalid_date' });
    assert.deepEqual(checkRange('2026-11-10', undefined, today), { field: 'to', message: 'Please choose the last day of the range.', code: 'invalid_date' });
    assert.deepEqual(checkRange('2026-11-10', 'soon', today), { field: 'to', message: 'Please give the day as YYYY-MM-DD.', code: 'invalid_date' });
    assert.deepEqual(checkRange('2026-11-10', '2026-11-09', today), { field: 'to', message: 'The last day must not be before the first.', code: 'invalid_date' });
    assert.deepEqual(checkRange('2026-11-10', '2026-11-29', today), { field: 'to', message: 'The last day cannot be after today.', code: 'invalid_date' });
    assert.deepEqual(checkRange('2026-11-10', '2026-11-29'), { from: '2026-11-10', to: '2026-11-29' });
    assert.deepEqual(checkRange('2025-11-27', today, today), { field: 'to', message: 'Please choose at most 366 days.', code: 'date_range_too_long' });
    assert.deepEqual(checkRange('2025-11-28', today, today), { from: '2025-11-28', to: today });
  });
});

describe('rates and weeks', () => {
  it('a rate is per 100 page views of the page, and none for a page nobody viewed', () => {
    assert.equal(ratePer100(3, 150), 2);
    assert.equal(formatRate(ratePer100(1, 3)), '33.3');
    assert.equal(ratePer100(0, 0), null);
    assert.equal(formatRate(ratePer100(2, 0)), '–');
  });

  it("this week is today and the six days before; last week the seven before those", () => {
    const day = (date: string, visitors: number, enquiries: number): StatsDay => ({ date, visitors, pageViews: visitors * 2, enquiries, applications: 0 });
    const days = [day('2026-11-14', 100, 100), day('2026-11-15', 5, 1), day('2026-11-21', 7, 2), day('2026-11-22', 11, 3), day('2026-11-28', 13, 4)];
    assert.deepEqual(weekAgainstWeek(days, '2026-11-28'), { thisWeek: { visitors: 24, enquiries: 7 }, lastWeek: { visitors: 12, enquiries: 3 } });
  });
});

describe('the Statistics tables and their CSV', () => {
  const figures: StatsAnswer = {
    from: '2026-11-27',
    to: '2026-11-28',
    totals: { visitors: 9, pageViews: 30, enquiries: 1, applications: 0, switches: 2 },
    days: [
      { date: '2026-11-27', visitors: 4, pageViews: 10, enquiries: 0, applications: 0 },
      { date: '2026-11-28', visitors: 5, pageViews: 20, enquiries: 1, applications: 0 },
    ],
    pages: [
      { route: '/contact', language: 'en', pageViews: 5, enquiries: 1, applications: 0 },
      { route: '/about', language: 'ml', pageViews: 25, enquiries: 0, applications: 0 },
    ],
    languages: [{ language: 'ml', pageViews: 30, switches: 2, enquiries: 0, applications: 0 }],
    referrers: [
      { source: 'direct', pageViews: 10 },
      { source: 'search:google', pageViews: 15 },
      { source: '=cmd.example', pageViews: 5 },
    ],
    devices: [{ device: 'phone', pageViews: 30 }],
  };

  it('names pages as the admin does, engines and networks by name, and sorts by views', () => {
    assert.equal(pageName('/about'), 'About page');
    assert.equal(pageName('/'), 'Home page');
    assert.equal(pageName('/staff/{id}'), "A staff member's page");
    assert.equal(pageName('/somewhere-new'), '/somewhere-new');
    assert.equal(referrerName('social:facebook'), 'Facebook');
    assert.equal(referrerName('search:startpage'), 'Startpage');
    assert.equal(referrerName('example.com'), 'example.com');
    const pages = figureTables(figures).find((table) => table.key === 'pages')!;
    assert.deepEqual(pages.rows.map((row) => row.cells), [
      ['About page', 'Malayalam', '/about', '25', '0', '0.0', '0', '0.0'],
      ['Contact page', 'English', '/contact', '5', '1', '20.0', '0', '0.0'],
    ]);
  });

  it('a CSV download holds the table as shown, marked UTF-8, with formulas defused', () => {
    const tables = figureTables(figures);
    const languages = tables.find((table) => table.key === 'languages')!;
    assert.equal(tableCsv(languages), '\uFEFF"Language","Page views","Switched to it","Enquiries","Applications"\r\n"Malayalam","30","2","0","0"\r\n');
    const referrers = tables.find((table) => table.key === 'referrers')!;
    assert.match(tableCsv(referrers), /"Google","Search engine","15"\r\n"Direct \(no referring site\)","Typed, bookmarked or from an app","10"\r\n"'=cmd.example","Another website","5"\r\n$/);
    assert.equal(tableFileName(referrers, figures), 'statistics-referrers-2026-11-27-to-2026-11-28.csv');
  });
});
