import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { isSiteImage } from '../../src/domain/content/fields.ts';
import { CONTENT_KEYS, contentDocuments, isContentKey } from '../../src/domain/content/index.ts';
import { repairDocument } from '../../src/domain/content/repair.ts';
import { contentFields, firstContentIssue, valuesAt } from '../../src/domain/content/walk.ts';

test('the documents include every key GET /api/content promises', () => {
  for (const key of ['company', 'home', 'about', 'services', 'aims', 'vision', 'internship', 'team', 'clients', 'apply', 'privacy']) {
    assert.ok(isContentKey(key), key);
  }
  assert.equal(isContentKey('toString'), false);
});

test("every document's defaults pass its own rules unchanged", () => {
  for (const key of CONTENT_KEYS) {
    const { schema, defaults } = contentDocuments[key];
    const result = schema.safeParse(defaults);
    assert.ok(result.success, `${key}: ${result.error?.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
    assert.deepEqual(result.data, defaults, key);
  }
});

test('every field an editor fills in has a label, and every list names its entries', () => {
  for (const key of CONTENT_KEYS) {
    for (const field of contentFields(contentDocuments[key].schema)) {
      const where = `${key}.${field.path.join('.')}`;
      // A list's entries are labelled by the list ('Service 2'); a plain-text entry carries its own label too.
      if (field.kind === 'group' && field.path.at(-1) === '*') continue;
      assert.ok(field.meta?.label, `${where} has no label`);
      if (field.kind === 'list') assert.ok(field.meta?.itemLabel, `${where} has no item label`);
    }
  }
});

test("the default pictures are the site's own files", () => {
  for (const key of CONTENT_KEYS) {
    const { schema, defaults } = contentDocuments[key];
    for (const field of contentFields(schema)) {
      if (field.meta?.input !== 'media') continue;
      for (const { value } of valuesAt(defaults, field.path)) {
        assert.ok(typeof value === 'string' && isSiteImage(value) && existsSync(`public${value}`), `${key}.${field.path.join('.')}: ${String(value)}`);
      }
    }
  }
});

test('a rule failure names the field by its path and says what is wrong in words', () => {
  const { schema, defaults } = contentDocuments.home;
  const result = schema.safeParse({ ...defaults, hero: { ...defaults.hero, headline: '  ' } });
  assert.equal(result.success, false);
  assert.deepEqual(result.error?.issues[0]?.path, ['hero', 'headline']);
  assert.equal(result.error?.issues[0]?.message, 'Headline is required.');

  const apply = contentDocuments.apply;
  const twice = apply.schema.safeParse({ ...apply.defaults, programmes: [apply.defaults.programmes[0], apply.defaults.programmes[0]] });
  assert.deepEqual(twice.error?.issues[0]?.path, ['programmes', 1, 'title']);
  assert.equal(twice.error?.issues[0]?.message, 'Title must be different for every entry.');

  const company = contentDocuments.company;
  const badMap = company.schema.safeParse({ ...company.defaults, mapEmbedUrl: 'https://evil.example/maps/embed?x' });
  assert.deepEqual(badMap.error?.issues[0]?.path, ['mapEmbedUrl']);
  const badLogo = company.schema.safeParse({ ...company.defaults, logo: 'javascript:alert(1)' });
  assert.equal(badLogo.error?.issues[0]?.message, "Logo: please upload a picture or choose one of the site's own.");
});

test('a stored document an older version wrote is read with the missing or broken fields from the defaults', () => {
  const { schema, defaults } = contentDocuments.home;
  const { about: _dropped, ...withoutAbout } = defaults;
  const older = { ...withoutAbout, hero: { headline: 'Our own headline', lead: 42 }, retired: 'a field no longer defined' };
  const read = repairDocument(schema, older, defaults);
  assert.equal(read.hero.headline, 'Our own headline');
  assert.equal(read.hero.lead, defaults.hero.lead);
  assert.equal(read.hero.cta, defaults.hero.cta);
  assert.deepEqual(read.about, defaults.about);
  assert.equal('retired' in read, false);

  const services = contentDocuments.services;
  const oneBroken = { ...services.defaults, services: [{ title: 'Only a title' }, services.defaults.services[1]] };
  assert.deepEqual(repairDocument(services.schema, oneBroken, services.defaults).services, [services.defaults.services[1]]);
  assert.deepEqual(repairDocument(services.schema, 'not a document', services.defaults), services.defaults);
});

test('a value of the wrong kind or a missing field is named by its label', () => {
  const { schema, defaults } = contentDocuments.services;
  const wrongKindInput = { ...defaults, services: [{ ...defaults.services[0], title: 42 }] };
  assert.deepEqual(firstContentIssue(schema, wrongKindInput, schema.safeParse(wrongKindInput).error!), { field: 'services.0.title', message: 'Title is not in the expected form.' });
  const { approach: _missing, ...withoutApproach } = defaults;
  assert.deepEqual(firstContentIssue(schema, withoutApproach, schema.safeParse(withoutApproach).error!), { field: 'approach', message: 'Our Approach is required.', code: 'required' });
});
