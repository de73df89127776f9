import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clientCollection } from '../../src/domain/client.ts';
import { contentDocuments } from '../../src/domain/content/index.ts';
import { contentSourceTexts, documentTranslationStatus, localizeDocument, translationDocument, translationFromOverlay, translationIssue } from '../../src/domain/content/translate.ts';
import { contentFields } from '../../src/domain/content/walk.ts';
import { englishKeys, fallbackLang } from '../../src/domain/i18n/fallback.ts';
import { localizeRow, rowTranslationOf, rowTranslationStatus, translatableFields } from '../../src/domain/i18n/row-translation.ts';
import { editedTranslation, sourceFingerprint, translationStatus } from '../../src/domain/i18n/translation.ts';
import { advertisementCollection } from '../../src/domain/advertisement.ts';
import { staffCollection } from '../../src/domain/staff.ts';
import { TRANSLATED_LANGUAGES } from '../../src/domain/languages.ts';

const { schema: homeSchema, defaults: home } = contentDocuments.home;
const { schema: servicesSchema, defaults: services } = contentDocuments.services;
const fingerprint = sourceFingerprint;

test('a field is translatable by its definition: visitor text yes; names, links, dates, e-mails, phones and media no', () => {
  const translatable = (key: keyof typeof contentDocuments) =>
    [...contentFields(contentDocuments[key].schema)].filter((field) => field.kind === 'value' && field.meta?.translatable).map((field) => field.path.join('.'));
  const company = translatable('company');
  assert.ok(company.includes('tagline') && company.includes('address.city') && company.includes('copyright'));
  for (const field of ['name', 'shortName', 'foundedOn', 'phone', 'email', 'mapEmbedUrl', 'logo', 'social.*.url', 'address.postalCode', 'address.countryCode']) {
    assert.ok(!company.includes(field), field);
  }
  const apply = translatable('apply');
  assert.ok(apply.includes('programmes.*.images.*.alt'));
  assert.ok(!apply.includes('programmes.*.images.*.src') && !apply.includes('programmes.*.icon'));
  assert.deepEqual(translatableFields(clientCollection), ['shortDescription', 'fullDescription', 'collaboration', 'impact']);
  assert.deepEqual(translatableFields(advertisementCollection), ['title', 'linkText']);
  assert.deepEqual(translatableFields(staffCollection), ['role', 'quotes']);
});

test('fingerprints tell texts apart and are stable', () => {
  assert.equal(fingerprint('Our Services'), fingerprint('Our Services'));
  assert.notEqual(fingerprint('Our Services'), fingerprint('Our services'));
  assert.match(fingerprint(''), /^[0-9a-z]{11}$/);
});

test('a localised document keeps its shape; translated fields change, the rest is English marked lang="en"', () => {
  const translation = {
    'hero.headline': { text: 'നിങ്ങളുടെ ആശയങ്ങൾക്ക് ജീവൻ', source: fingerprint(home.hero.headline) },
    'services.heading': { text: 'ഞങ്ങളുടെ സേവനങ്ങൾ', source: fingerprint(home.services.heading) },
  };
  const localized = localizeDocument(homeSchema, home, translation);
  assert.equal(localized.hero.headline, 'നിങ്ങളുടെ ആശയങ്ങൾക്ക് ജീവൻ');
  assert.equal(fallbackLang(localized.hero, 'headline'), undefined);
  assert.equal(localized.hero.lead, home.hero.lead);
  assert.equal(fallbackLang(localized.hero, 'lead'), 'en');
  assert.deepEqual(englishKeys(localized.services), ['intro', 'linkLabel']);
  assert.deepEqual(Object.keys(localized), Object.keys(home));
  assert.ok(homeSchema.safeParse(localized).success);
  // The English source is not touched, and the marks never reach JSON.
  assert.equal(home.hero.headline, 'Bringing Your Ideas to Life with Next-Gen Solutions');
  assert.equal(fallbackLang(home.hero, 'lead'), undefined);
  assert.deepEqual(JSON.parse(JSON.stringify(localized.services)), { ...home.services, heading: 'ഞങ്ങളുടെ സേവനങ്ങൾ' });
});

test('values that are not translatable stay as stored even if a translation names them', () => {
  const company = contentDocuments.company.defaults;
  const localized = localizeDocument(contentDocuments.company.schema, company, { name: { text: 'നിലാവ്', source: fingerprint(company.name) } });
  assert.equal(localized.name, company.name);
  assert.equal(fallbackLang(localized, 'name'), undefined);
  assert.equal(fallbackLang(localized, 'tagline'), 'en');
});

test('status per field: missing, up to date, outdated once the English changes', () => {
  const translation = { 'hero.headline': { text: 'ശീർഷകം', source: fingerprint(home.hero.headline) } };
  let status = documentTranslationStatus(homeSchema, home, translation);
  assert.equal(status.get('hero.headline'), 'up-to-date');
  assert.equal(status.get('hero.lead'), 'missing');
  const changed = { ...home, hero: { ...home.hero, headline: 'Software from Thrissur' } };
  status = documentTranslationStatus(homeSchema, changed, translation);
  assert.equal(status.get('hero.headline'), 'outdated');
  // An outdated translation still shows (it was right until the English changed), unmarked.
  const localized = localizeDocument(homeSchema, changed, translation);
  assert.equal(localized.hero.headline, 'ശീർഷകം');
  assert.equal(fallbackLang(localized.hero, 'headline'), undefined);
  // A blank translation is no translation.
  assert.equal(translationStatus([{ path: 'a', pattern: 'a', text: 'A' }], { a: { text: '  ', source: fingerprint('A') } }).get('a'), 'missing');
});

test('a list entry’s translation follows its English text when entries move, and a new entry is missing', () => {
  const titles = services.services.map((service) => service.title);
  const translation = Object.fromEntries(titles.map((title, index) => [`services.${index}.title`, { text: `ml:${title}`, source: fingerprint(title) }]));
  const fresh = { ...services.services[0]!, title: 'Cloud Hosting' };
  const moved = { ...services, services: [fresh, ...[...services.services].reverse()] };
  const localized = localizeDocument(servicesSchema, moved, translation);
  assert.deepEqual(
    localized.services.map((service) => service.title),
    ['Cloud Hosting', ...[...titles].reverse().map((title) => `ml:${title}`)],
  );
  assert.equal(fallbackLang(localized.services[0], 'title'), 'en');
  const status = documentTranslationStatus(servicesSchema, moved, translation);
  assert.equal(status.get('services.0.title'), 'missing');
  assert.equal(status.get('services.1.title'), 'up-to-date');
  // The first entry renamed in place: its old translation is outdated, not lost.
  const renamed = { ...services, services: [{ ...services.services[0]!, title: 'Custom Software' }, ...services.services.slice(1)] };
  assert.equal(documentTranslationStatus(servicesSchema, renamed, translation).get('services.0.title'), 'outdated');
  assert.equal(localizeDocument(servicesSchema, renamed, translation).services[0]!.title, `ml:${titles[0]}`);
});

test('lists of plain texts are marked by position', () => {
  const features = services.services[0]!.features;
  const translation = { 'services.0.features.1': { text: 'റോൾ', source: fingerprint(features[1]!) } };
  const localized = localizeDocument(servicesSchema, services, translation);
  assert.equal(localized.services[0]!.features[1], 'റോൾ');
  assert.equal(fallbackLang(localized.services[0]!.features, 1), undefined);
  assert.equal(fallbackLang(localized.services[0]!.features, 0), 'en');
});

test('a translator’s copy of the defaults becomes a translation of the fields still as shipped', () => {
  const overlay = { hero: { headline: 'തലക്കെട്ട്', lead: 'ആമുഖം' }, about: { heading: 'ഞങ്ങളെക്കുറിച്ച്' } };
  const edited = { ...home, hero: { ...home.hero, lead: 'An editor’s own words.' } };
  const translation = translationFromOverlay(homeSchema, home, overlay, edited);
  assert.deepEqual(Object.keys(translation).sort(), ['about.heading', 'hero.headline']);
  assert.deepEqual(translation['hero.headline'], { text: 'തലക്കെട്ട്', source: fingerprint(home.hero.headline) });
  const localized = localizeDocument(homeSchema, edited, translation);
  assert.equal(localized.hero.lead, 'An editor’s own words.');
  assert.equal(fallbackLang(localized.hero, 'lead'), 'en');
});

test('a collection row in another language: its translatable fields, English per field marked, the rest as stored', () => {
  const row = { id: 'x', name: 'Green Valley School', website: '', logo: '', shortDescription: 'A school.', fullDescription: 'A school in Thrissur.', collaboration: '', impact: 'More parents.', position: 0 };
  const translations = { ml: rowTranslationOf(clientCollection, row, { shortDescription: 'ഒരു സ്കൂൾ.', name: 'ഗ്രീൻ വാലി' }) };
  const localized = localizeRow(clientCollection, row, translations, 'ml');
  assert.equal(localized.shortDescription, 'ഒരു സ്കൂൾ.');
  assert.equal(localized.name, 'Green Valley School');
  assert.equal(localized.fullDescription, 'A school in Thrissur.');
  assert.equal(fallbackLang(localized, 'fullDescription'), 'en');
  assert.equal(fallbackLang(localized, 'collaboration'), undefined, 'an empty field needs no translation');
  assert.equal(localizeRow(clientCollection, row, translations, 'en'), row);
  assert.equal(localizeRow(clientCollection, row, translations, 'hi').shortDescription, 'A school.');
  const status = rowTranslationStatus(clientCollection, { ...row, shortDescription: 'A school in Kerala.' }, translations.ml);
  assert.deepEqual(Object.fromEntries(status), { shortDescription: 'outdated', fullDescription: 'missing', impact: 'missing' });
});

// An English sentence left as it was: a translation is expected there. Names and technology
// lists ("Flutter, Dart, Firebase") are English in every language and have none of these words.
const ENGLISH_WORDS = /\b(the|and|of|to|for|with|your|our|we|you|in|is|are|a|an)\b/i;

test('the shipped translations, in all nine languages, cover every translatable text of every document, within its rules, none left empty or in English', async () => {
  const { shippedContentTranslations } = await import('../../src/domain/content/translations/index.ts');
  const { contentSourceTexts } = await import('../../src/domain/content/translate.ts');
  const { CONTENT_KEYS } = await import('../../src/domain/content/index.ts');
  assert.deepEqual(Object.keys(shippedContentTranslations).sort(), [...TRANSLATED_LANGUAGES].sort());
  for (const [language, shipped] of Object.entries(shippedContentTranslations)) {
    for (const key of CONTENT_KEYS) {
      const { schema, defaults } = contentDocuments[key];
      const translation = translationFromOverlay(schema, defaults, shipped![key]);
      // A programme's title stays English in the shipped copy: it is also the form's choice and
      // what an application records; pages show it marked lang="en".
      const untranslated = contentSourceTexts(schema, defaults).filter(
        ({ path, pattern, text }) => text !== '' && !translation[path] && !(key === 'apply' && pattern === 'programmes.*.title'),
      );
      assert.deepEqual(untranslated.map(({ path }) => path), [], `${language} ${key}`);
      const leftInEnglish = contentSourceTexts(schema, defaults).filter(
        ({ path, text }) => translation[path] && (translation[path]!.text.trim() === '' || (translation[path]!.text === text && ENGLISH_WORDS.test(text))),
      );
      assert.deepEqual(leftInEnglish.map(({ path }) => path), [], `${language} ${key}: empty or still English`);
      const localized = localizeDocument(schema, defaults, translation);
      const checked = schema.safeParse(localized);
      assert.ok(checked.success, `${language} ${key}: ${checked.error?.issues[0]?.path.join('.')} ${checked.error?.issues[0]?.message}`);
    }
  }
});

test('the shipped demo translations, in all nine languages, name real demo records and cover their visitor-facing text', async () => {
  const { demoTranslations } = await import('../../src/server/demo/demo-translations/index.server.ts');
  const { demoAdvertisements, demoClients, demoStaff } = await import('../../src/server/demo/demo-data.server.ts');
  assert.deepEqual(Object.keys(demoTranslations).sort(), [...TRANSLATED_LANGUAGES].sort());
  const kinds = [
    { name: 'staff', collection: staffCollection, records: new Map(demoStaff.map((member) => [member.employeeId, member as object])) },
    { name: 'clients', collection: clientCollection, records: new Map(demoClients.map((client) => [client.name, client as object])) },
    { name: 'advertisements', collection: advertisementCollection, records: new Map(demoAdvertisements.map((ad) => [ad.title, ad as object])) },
  ] as const;
  for (const [language, translation] of Object.entries(demoTranslations)) {
    for (const { name, collection, records } of kinds) {
      const texts = translation![name] as Record<string, Record<string, string | undefined>>;
      assert.deepEqual(Object.keys(texts).filter((id) => !records.has(id)), [], `${language} ${name}: unknown records`);
      for (const [id, record] of records) {
        const row = record as Record<string, unknown>;
        const fields = rowTranslationOf(collection, row, texts[id] ?? {});
        const wanted = translatableFields(collection).filter((field) => typeof row[field] === 'string' && row[field] !== '');
        assert.deepEqual(wanted.filter((field) => !fields[field]), [], `${language} ${name} ${id}`);
      }
    }
  }
});

test('an edited translation: a changed text is made from the English now, an outdated text handed back unchanged stays outdated, a blank one is missing', () => {
  const sources = contentSourceTexts(homeSchema, home);
  const stored = {
    'hero.headline': { text: 'പഴയ തലക്കെട്ട്', source: fingerprint('An older headline') },
    'hero.lead': { text: 'ആമുഖം', source: fingerprint('An older lead') },
    'hero.cta': { text: 'ബന്ധപ്പെടുക', source: fingerprint(home.hero.cta) },
  };
  const texts: Record<string, string> = { 'hero.headline': 'പഴയ തലക്കെട്ട്', 'hero.lead': ' പുതിയ ആമുഖം ', 'hero.cta': '   ' };
  const edited = editedTranslation(sources, stored, (path) => texts[path]);
  assert.deepEqual(edited['hero.headline'], stored['hero.headline'], 'unchanged and outdated: still outdated');
  assert.deepEqual(edited['hero.lead'], { text: 'പുതിയ ആമുഖം', source: fingerprint(home.hero.lead) });
  assert.equal(edited['hero.cta'], undefined);
  const status = translationStatus(sources, edited);
  assert.deepEqual([status.get('hero.headline'), status.get('hero.lead'), status.get('hero.cta')], ['outdated', 'up-to-date', 'missing']);
});

test('a translation is held to the English document: a path it does not have, a malformed entry or a text over its limit is refused naming the field', () => {
  const entry = (text: string) => ({ text, source: fingerprint('x') });
  assert.equal(translationIssue(homeSchema, home, { 'hero.headline': entry('തലക്കെട്ട്') }), null);
  assert.equal(translationIssue(homeSchema, home, { 'hero.headline': entry('') }), null, 'a blank text is a missing one');
  assert.equal(translationIssue(homeSchema, home, { 'hero.nothing': entry('x') })?.field, 'hero.nothing');
  assert.equal(translationIssue(homeSchema, home, { 'hero.headline': { text: 'x', source: 'not a print' } })?.field, 'hero.headline');
  assert.equal(translationIssue(homeSchema, home, { 'hero.headline': entry('അ'.repeat(1000)) })?.field, 'hero.headline');
  assert.equal(translationIssue(homeSchema, home, [])?.field, 'translation');
  // The translator's copy of the document: translations in place, missing texts empty, the rest English.
  const copy = translationDocument(homeSchema, home, { 'hero.headline': { text: 'തലക്കെട്ട്', source: fingerprint(home.hero.headline) } });
  assert.equal(copy.hero.headline, 'തലക്കെട്ട്');
  assert.equal(copy.hero.lead, '');
});
