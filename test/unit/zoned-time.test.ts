import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isoToZonedTime, zonedTimeToIso } from '../../src/domain/time-zone.ts';

test('a wall-clock time in Kerala is the instant five and a half hours earlier in UTC, and back', () => {
  assert.equal(zonedTimeToIso('2026-08-25T09:00', 'Asia/Kolkata'), '2026-08-25T03:30:00.000Z');
  assert.equal(isoToZonedTime('2026-08-25T03:30:00.000Z', 'Asia/Kolkata'), '2026-08-25T09:00');
  assert.equal(zonedTimeToIso('2026-01-01T00:10', 'Asia/Kolkata'), '2025-12-31T18:40:00.000Z');
});

test('a zone with summer time gives each season its own offset', () => {
  assert.equal(zonedTimeToIso('2026-07-01T12:00', 'Europe/London'), '2026-07-01T11:00:00.000Z');
  assert.equal(zonedTimeToIso('2026-12-01T12:00', 'Europe/London'), '2026-12-01T12:00:00.000Z');
});

test('no time of the calendar, and a time the clocks skip, are refused', () => {
  assert.equal(zonedTimeToIso('2026-02-31T09:00', 'Asia/Kolkata'), null);
  assert.equal(zonedTimeToIso('2026-02-10T25:00', 'Asia/Kolkata'), null);
  assert.equal(zonedTimeToIso('tomorrow', 'Asia/Kolkata'), null);
  assert.equal(zonedTimeToIso('2026-03-29T01:30', 'Europe/London'), null);
});
