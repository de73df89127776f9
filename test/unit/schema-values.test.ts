import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { mediaChoice, uploadedChoice, type MediaChoice } from '../../src/admin/forms/media.ts';
import { listOf } from '../../src/domain/schema-reading.ts';
import {
  emptyForm,
  firstProblem,
  fromForm,
  hasField,
  mediaIn,
  newEntry,
  nodeAt,
  pathSteps,
  toForm,
  updateAt,
  withEntryMoved,
  withEntryPlaced,
  withoutEntry,
  type FormEntry,
  type FormGroup,
} from '../../src/admin/forms/schema-values.ts';
import { labelled } from '../../src/domain/field-meta.ts';

const required = (label: string) => labelled(z.string().trim().min(1, `${label} is required.`), { label, required: true });
const picture = labelled(z.object({ src: labelled(z.string().min(1, 'Picture is required.'), { label: 'Picture', input: 'media', media: 'image', required: true }), alt: required('Image Description') }), {
  label: 'Picture',
});
const service = z.object({
  title: required('Title'),
  kind: labelled(z.enum(['web', 'mobile']), { label: 'Kind', required: true }),
  tags: labelled(z.array(z.string()), { label: 'Technologies', input: 'tags' }),
  features: labelled(z.array(required('Feature')).max(3, 'At most 3.'), { label: 'Features', itemLabel: 'Feature' }),
});
const schema = z.object({
  hero: labelled(z.object({ headline: required('Headline') }), { label: 'Hero' }),
  services: labelled(z.array(service).min(1, 'Services needs at least 1 entry.').max(4, 'At most 4.'), { label: 'Services', itemLabel: 'Service' }),
  pictures: labelled(z.array(picture).max(2, 'At most 2.'), { label: 'Pictures', itemLabel: 'Picture' }),
});

const stored = {
  hero: { headline: 'Next-Gen Solutions' },
  services: [
    { title: 'Web', kind: 'web', tags: ['React', 'Node.js'], features: ['Fast'] },
    { title: 'Apps', kind: 'mobile', tags: [], features: [] },
  ],
  pictures: [{ src: '/images/team.svg', alt: 'The team' }],
};

const services = (form: FormGroup) => form.services as FormEntry[];
const titles = (form: FormGroup) => (fromForm(schema, form) as typeof stored).services.map((each) => each.title);

test('a stored document becomes the form and comes back unchanged', () => {
  const form = toForm(schema, stored) as FormGroup;
  assert.equal(nodeAt(form, ['services', 0, 'tags']), 'React, Node.js');
  assert.deepEqual(nodeAt(form, ['pictures', 0, 'src']), mediaChoice('image', '/images/team.svg'));
  // Every list entry has a key of its own, so it keeps its fields when it moves.
  const keys = services(form).map((entry) => entry.key);
  assert.equal(new Set(keys).size, 2);
  assert.deepEqual(fromForm(schema, form), stored);
});

test('missing values read as empty, and a new entry starts empty with a choice at its first option', () => {
  const form = toForm(schema, { hero: {} }) as FormGroup;
  assert.equal(nodeAt(form, ['hero', 'headline']), '');
  assert.deepEqual(services(form), []);
  assert.deepEqual(newEntry(service).node, { title: '', kind: 'web', tags: '', features: [] });
  // A list with a minimum starts with that many entries.
  assert.equal((emptyForm(schema) as FormGroup & { services: FormEntry[] }).services.length, 1);
  assert.deepEqual(listOf(schema.shape.services), { item: service, min: 1, max: 4, meta: { label: 'Services', itemLabel: 'Service' } });
});

test('a change at a path copies only that branch', () => {
  const form = toForm(schema, stored) as FormGroup;
  const changed = updateAt(form, ['services', 1, 'title'], () => 'Mobile Apps') as FormGroup;
  assert.deepEqual(titles(changed), ['Web', 'Mobile Apps']);
  assert.equal(changed.hero, form.hero);
  assert.equal(services(changed)[0], services(form)[0]);
  assert.deepEqual(titles(form), ['Web', 'Apps']);
});

test('entries move by a place, onto another entry, and go', () => {
  const form = toForm(schema, { ...stored, services: ['A', 'B', 'C'].map((title) => ({ ...stored.services[0], title })) }) as FormGroup;
  const [a, b, c] = services(form);
  const withServices = (entries: FormEntry[]) => ({ ...form, services: entries });
  assert.deepEqual(titles(withServices(withEntryMoved(services(form), b!.key, -1))), ['B', 'A', 'C']);
  assert.deepEqual(titles(withServices(withEntryMoved(services(form), c!.key, 1))), ['A', 'B', 'C']);
  assert.deepEqual(titles(withServices(withEntryPlaced(services(form), a!.key, c!.key))), ['B', 'C', 'A']);
  assert.deepEqual(titles(withServices(withoutEntry(services(form), b!.key))), ['A', 'C']);
});

test('the first broken rule names its field by path, and a chosen picture counts as given', () => {
  const form = toForm(schema, stored) as FormGroup;
  assert.equal(firstProblem(schema, form), null);
  const blank = updateAt(form, ['services', 1, 'title'], () => ' ');
  assert.deepEqual(firstProblem(schema, blank), { field: 'services.1.title', message: 'Title is required.', code: 'required' });
  assert.deepEqual(firstProblem(schema, { ...form, services: [] }), { field: 'services', message: 'Services needs at least 1 entry.' });

  const removed = updateAt(form, ['pictures', 0, 'src'], (choice) => ({ ...(choice as MediaChoice), removed: true }));
  assert.deepEqual(firstProblem(schema, removed), { field: 'pictures.0.src', message: 'Picture is required.', code: 'required' });
  const chosen = updateAt(removed, ['pictures', 0, 'src'], (choice) => ({ ...(choice as MediaChoice), chosenFile: new File(['x'], 'x.png'), removed: false }));
  assert.equal(firstProblem(schema, chosen), null);
  assert.deepEqual(mediaIn(schema, chosen).map(({ path }) => path), [['pictures', 0, 'src']]);
  // Once uploaded, the form holds the stored file's URL.
  const uploaded = updateAt(chosen, ['pictures', 0, 'src'], (choice) => uploadedChoice(choice as MediaChoice, '/media/images/new.png'));
  assert.equal((fromForm(schema, uploaded) as typeof stored).pictures[0]!.src, '/media/images/new.png');
});

test('a problem is shown beside its field only when the form has that field', () => {
  const form = toForm(schema, stored) as FormGroup;
  assert.deepEqual(pathSteps('services.1.features'), ['services', 1, 'features']);
  assert.equal(hasField(schema, form, 'services.1.title'), true);
  assert.equal(hasField(schema, form, 'services'), true);
  assert.equal(hasField(schema, form, 'services.5.title'), false);
  assert.equal(hasField(schema, form, 'hero.unknown'), false);
  assert.equal(hasField(schema, form, ''), false);
});
