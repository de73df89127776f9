import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { definedLeaf, isLeaf } from '../../src/domain/schema-reading.ts';
import { formText, storedValue } from '../../src/admin/forms/form-text.ts';
import { labelled } from '../../src/domain/field-meta.ts';

const title = labelled(z.string().trim().max(80), { label: 'Title', required: true });
const kind = labelled(z.enum(['web', 'mobile']).optional(), { label: 'Kind' });
const story = labelled(z.string().max(2000), { label: 'Story', input: 'markdown', rows: 6 });
const skills = labelled(z.array(z.string()), { label: 'Skills', input: 'tags' });
const logo = labelled(z.string(), { label: 'Logo', input: 'media', media: 'logo' });

test('a leaf is edited as its annotation says, with the limit and choices of its schema', () => {
  assert.deepEqual(definedLeaf(title), { meta: { label: 'Title', required: true }, input: 'text', options: [], maxLength: 80 });
  // A z.enum is a select of its values, looked up through the optional wrapper.
  assert.deepEqual(definedLeaf(kind), { meta: { label: 'Kind' }, input: 'select', options: ['web', 'mobile'], maxLength: undefined });
  assert.equal(definedLeaf(story).input, 'markdown');
  assert.equal(definedLeaf(story).maxLength, 2000);
  assert.equal(definedLeaf(logo).meta.media, 'logo');
  assert.throws(() => definedLeaf(z.string()), /without a label/);
});

test('groups and lists are walked, tags are one field', () => {
  assert.equal(isLeaf(title), true);
  assert.equal(isLeaf(skills), true);
  assert.equal(isLeaf(z.object({ title })), false);
  assert.equal(isLeaf(labelled(z.array(z.object({ title })), { label: 'Cards', itemLabel: 'Card' })), false);
  assert.equal(isLeaf(labelled(z.array(title), { label: 'Points', itemLabel: 'Point' })), false);
});

test('tags are comma-separated in the form and a list without blanks when stored', () => {
  assert.equal(formText(skills, ['React', 'Node.js']), 'React, Node.js');
  assert.equal(formText(title, undefined), '');
  assert.equal(formText(title, 'as typed '), 'as typed ');
  assert.deepEqual(storedValue(skills, ' React, , Node.js ,'), ['React', 'Node.js']);
  assert.equal(storedValue(title, ' as typed '), ' as typed ');
});

test('a checkbox is a boolean when stored; a datetime is typed in the company zone and stored as the instant it means', () => {
  const hidden = labelled(z.boolean().default(false), { label: 'Hidden', input: 'checkbox' });
  const startsAt = labelled(z.string(), { label: 'Starts', input: 'datetime' });
  assert.equal(formText(hidden, true), 'true');
  assert.equal(formText(hidden, false), '');
  assert.equal(storedValue(hidden, 'true'), true);
  assert.equal(storedValue(hidden, ''), false);
  // The admin shows times in Asia/Kolkata until the company details say otherwise.
  assert.equal(formText(startsAt, '2026-08-25T03:30:00.000Z'), '2026-08-25T09:00');
  assert.equal(storedValue(startsAt, '2026-08-25T09:00'), '2026-08-25T03:30:00.000Z');
  assert.equal(storedValue(startsAt, ''), '');
  // No time at all is sent as typed, for the server to refuse by name.
  assert.equal(storedValue(startsAt, '2026-02-31T09:00'), '2026-02-31T09:00');
});

test('a text kept as a text can still be chosen from its meta options', () => {
  const bloodGroup = labelled(z.string(), { label: 'Blood Group', options: ['A+', 'B+'], placeholder: 'Select blood group' });
  assert.equal(definedLeaf(bloodGroup).input, 'select');
  assert.deepEqual(definedLeaf(bloodGroup).options, ['A+', 'B+']);
});
