import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RETENTION_PLACEHOLDER, retentionPeriod } from '../../src/domain/retention.ts';
import { privacyContent } from '../../src/domain/content/privacy.ts';

test('the privacy notice states RETENTION_DAYS in words a visitor reads', () => {
  assert.equal(retentionPeriod(365), 'up to 12 months');
  assert.equal(retentionPeriod(730), 'up to 24 months');
  assert.equal(retentionPeriod(90), 'up to 3 months');
  assert.equal(retentionPeriod(30), 'up to 1 month');
  assert.equal(retentionPeriod(45), 'up to 45 days');
  assert.equal(retentionPeriod(1), 'up to 1 day');
  assert.match(retentionPeriod(0), /daily clean-up/);
});

test('the notice takes both kept periods from the setting, none written in', () => {
  const texts = privacyContent.defaults.sections.flatMap((section) => [section.text, ...section.items]);
  const periods = texts.filter((text) => text.includes(RETENTION_PLACEHOLDER));
  assert.deepEqual(periods.map((text) => text.split(':')[0]), ['Enquiries', 'Applications and resumes']);
  assert.ok(!texts.some((text) => /\b\d+ months\b/.test(text)), 'no fixed period left in the copy');
});
