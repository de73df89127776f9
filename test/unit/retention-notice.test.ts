import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RETENTION_PLACEHOLDER, retentionPeriod } from '../../src/domain/retention.ts';
import { privacyContent } from '../../src/domain/content/privacy.ts';
import { catalogueFor } from '../../src/domain/i18n/catalogue/index.ts';
import { LANGUAGE_CODES } from '../../src/domain/languages.ts';

const inEnglish = (days: number) => retentionPeriod(days, 'en', catalogueFor('en').retention);
const inArabic = (days: number) => retentionPeriod(days, 'ar', catalogueFor('ar').retention);

test('the privacy notice states RETENTION_DAYS in words a visitor reads', () => {
  assert.equal(inEnglish(365), 'up to 12 months');
  assert.equal(inEnglish(730), 'up to 24 months');
  assert.equal(inEnglish(90), 'up to 3 months');
  assert.equal(inEnglish(30), 'up to 1 month');
  assert.equal(inEnglish(45), 'up to 45 days');
  assert.equal(inEnglish(1), 'up to 1 day');
  assert.match(inEnglish(0), /daily clean-up/);
});

test("the period is in the page's language, in the plural form its count takes", () => {
  assert.equal(retentionPeriod(365, 'hi', catalogueFor('hi').retention), 'अधिकतम 12 महीने तक');
  assert.equal(retentionPeriod(1, 'ta', catalogueFor('ta').retention), '1 நாள் வரை');
  assert.equal(retentionPeriod(2, 'ta', catalogueFor('ta').retention), '2 நாட்கள் வரை');
  // Arabic: one, two, few (3-10), many (11-99), other (100 and up).
  assert.equal(inArabic(30), 'مدة أقصاها شهر واحد');
  assert.equal(inArabic(60), 'مدة أقصاها شهران');
  assert.equal(inArabic(90), 'مدة أقصاها 3 أشهر');
  assert.equal(inArabic(365), 'مدة أقصاها 12 شهراً');
  assert.equal(inArabic(1), 'مدة أقصاها يوم واحد');
  assert.equal(inArabic(2), 'مدة أقصاها يومان');
  assert.equal(inArabic(7), 'مدة أقصاها 7 أيام');
  assert.equal(inArabic(45), 'مدة أقصاها 45 يوماً');
  assert.equal(inArabic(101), 'مدة أقصاها 101 يوم');
});

test("every catalogue's counted texts give exactly the plural forms its language's rules use", () => {
  for (const lang of LANGUAGE_CODES) {
    const categories = [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort();
    for (const [name, forms] of Object.entries(catalogueFor(lang).retention)) {
      if (typeof forms === 'string') continue;
      assert.deepEqual(Object.keys(forms).sort(), categories, `${lang} retention.${name}`);
    }
  }
});

test('the notice takes both kept periods from the setting, none written in', () => {
  const texts = privacyContent.defaults.sections.flatMap((section) => [section.text, ...section.items]);
  const periods = texts.filter((text) => text.includes(RETENTION_PLACEHOLDER));
  assert.deepEqual(periods.map((text) => text.split(':')[0]), ['Enquiries', 'Applications and resumes']);
  assert.ok(!texts.some((text) => /\b\d+ months\b/.test(text)), 'no fixed period left in the copy');
});
