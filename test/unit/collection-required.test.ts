import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { accessPatterns, defineCollection, validateWith } from '../../src/domain/collection.ts';
import { labelled } from '../../src/domain/field-meta.ts';
import { ok } from '../../src/domain/result.ts';
import { messages } from '../../src/domain/messages.ts';
import { staffCollection } from '../../src/domain/staff.ts';
import { optionalText, text } from '../../src/domain/text.ts';

// A collection whose rules check nothing: whatever is refused, its fields' definitions refused.
const notes = defineCollection({
  entity: 'client',
  path: '/notes',
  labels: { object: 'note', itemsName: 'notes', noun: 'Note', title: 'Notes' },
  messages: { deleted: 'Deleted.' },
  fields: z.object({
    title: labelled(text(40).default(''), { label: 'Title', required: true }),
    kind: labelled(text(20).default('plain'), { label: 'Kind' }),
    reason: labelled(optionalText(200), { label: 'Reason', required: true, requiredMessage: 'Say why it is urgent.', shownWhen: { field: 'kind', equals: 'urgent' } }),
  }),
  rules: (note) => ok(note),
  incomplete: 'Fill in the title.',
  access: accessPatterns.ownersOnly,
  order: 'newest',
  search: ['title'],
});

test('a field its definition marks required is refused blank, with the field and code, and no rule of the collection', () => {
  assert.deepEqual(validateWith(notes, { title: '   ' }), { ok: false, error: 'Fill in the title.', field: 'title', code: 'required' });
  assert.deepEqual(validateWith(notes, {}), { ok: false, error: 'Fill in the title.', field: 'title', code: 'required' });
  assert.equal(validateWith(notes, { title: 'Call back' }).ok, true);
});

test('a required field shown only beside a value is required only while shown, with its own message', () => {
  assert.equal(validateWith(notes, { title: 'Call back', kind: 'plain' }).ok, true);
  assert.deepEqual(validateWith(notes, { title: 'Call back', kind: 'urgent' }), { ok: false, error: 'Say why it is urgent.', field: 'reason', code: 'required' });
});

test('staff: each required field left blank is named by the definition, in form order; a reason by its status', () => {
  const complete = { name: 'Anu', role: 'Developer', employeeId: 'E1', joiningDate: '2024-01-15', bloodGroup: 'O+', status: 'Currently Working' };
  assert.equal(validateWith(staffCollection, complete).ok, true);
  for (const field of ['name', 'role', 'employeeId', 'joiningDate', 'bloodGroup', 'status'] as const) {
    assert.deepEqual(validateWith(staffCollection, { ...complete, [field]: '' }), { ok: false, error: staffCollection.incomplete, field, code: 'required' }, field);
  }
  assert.deepEqual(validateWith(staffCollection, { ...complete, status: 'Resigned' }), { ok: false, error: messages.staff.resignationReason, field: 'resignationReason', code: 'required' });
  assert.deepEqual(validateWith(staffCollection, { ...complete, status: 'Terminated' }), { ok: false, error: messages.staff.terminationReason, field: 'terminationReason', code: 'required' });
});

test("staff's message for a blank required field names the fields its definition requires, as the product says it", () => {
  assert.equal(staffCollection.incomplete, 'Please fill in all required fields: Name, Role, Employee ID, Joining Date, Blood Group, Status');
});
