import assert from 'node:assert/strict';
import { test } from 'node:test';
import { limits } from '../../src/domain/limits.ts';
import { messages } from '../../src/domain/messages.ts';
import { checkChosenFile } from '../../src/admin/forms/fileChecks.ts';
import { mediaChoice, resolveMediaChoices } from '../../src/admin/forms/media.ts';
import { collectionFormOf, formSchemaOf } from '../../src/admin/forms/collection-form.ts';
import { fromForm, isShownIn } from '../../src/admin/forms/schema-values.ts';
import { groupFields } from '../../src/domain/schema-reading.ts';
import { metaOf } from '../../src/domain/field-meta.ts';
import { checkStaffForm } from '../../src/admin/forms/staffForm.ts';
import { staffCollection } from '../../src/domain/staff.ts';
import { movedOrder, placedOrder } from '../../src/admin/tabs/ordering.ts';

const file = (type: string, size: number) => ({ type, size });

test('chosen files are checked against the upload rules of their kind', () => {
  assert.equal(checkChosenFile('image', file('image/png', limits.profileImageBytes)), null);
  assert.deepEqual(checkChosenFile('image', file('image/webp', 10)), {
    title: messages.file.invalidTitle,
    message: messages.file.invalidImage,
  });
  assert.deepEqual(checkChosenFile('image', file('image/jpeg', limits.profileImageBytes + 1)), {
    title: messages.file.tooLargeTitle,
    message: messages.file.imageTooLarge,
  });
  assert.deepEqual(checkChosenFile('logo', file('image/svg+xml', 10)), {
    title: messages.file.invalidTitle,
    message: messages.client.invalidLogo,
  });
  assert.equal(checkChosenFile('ad-image', file('image/gif', 10)), null);
  assert.equal(checkChosenFile('video', file('video/webm', limits.videoBytes)), null);
  assert.equal(checkChosenFile('video', file('video/mp4', limits.videoBytes + 1))?.message, messages.file.videoTooLarge);
  assert.equal(checkChosenFile('video', file('video/quicktime', 10))?.message, messages.file.invalidVideo);
});

test('the staff form applies the staff rules and, on create, the unique Employee ID', () => {
  const filled = {
    ...(fromForm(formSchemaOf(staffCollection), collectionFormOf(staffCollection, null)) as Record<string, unknown>),
    name: 'Asha',
    role: 'Designer',
    employeeId: 'EMP-7',
    joiningDate: '2025-01-15',
    bloodGroup: 'B+',
    skills: ' Figma, , Sketch ',
  };
  assert.deepEqual(checkStaffForm({ ...filled, name: ' ' }, null), { ok: false, error: staffCollection.incomplete, code: 'required', field: 'name' });
  assert.deepEqual(checkStaffForm({ ...filled, status: 'Resigned' }, null), {
    ok: false,
    error: messages.staff.resignationReason,
    code: 'required',
    field: 'resignationReason',
  });
  assert.deepEqual(checkStaffForm({ ...filled, emergencyPhone: '0123' }, null), {
    ok: false,
    error: messages.staff.emergencyPhone,
    code: 'invalid_phone',
    field: 'emergencyPhone',
  });
  assert.deepEqual(checkStaffForm(filled, ['EMP-1', 'EMP-7']), { ok: false, error: messages.staff.duplicateEmployeeId, code: 'conflict', field: 'employeeId' });
  const saved = checkStaffForm({ ...filled, terminationReason: 'left over' }, ['EMP-70']);
  assert.ok(saved.ok);
  assert.deepEqual(saved.value.skills, ['Figma', 'Sketch']);
  assert.equal(saved.value.terminationReason, '', 'a reason is kept only with its status');
  // The reason field the chosen status asks for, if any (docs/product.md#states).
  const reasonFieldsFor = (status: string) =>
    groupFields(formSchemaOf(staffCollection))
      .filter(([name, field]) => name.endsWith('Reason') && isShownIn(metaOf(field), { ...filled, status } as Record<string, string>))
      .map(([name]) => name);
  assert.deepEqual(reasonFieldsFor('Terminated'), ['terminationReason']);
  assert.deepEqual(reasonFieldsFor('Currently Working'), []);
});

test('media choices upload only new files, keep stored ones and clear removed ones', async () => {
  const uploaded: string[] = [];
  const progress: string[] = [];
  const chosen = new File(['png'], 'new.png', { type: 'image/png' });
  const urls = await resolveMediaChoices(
    {
      picture: { ...mediaChoice('image', '/media/old.png'), chosenFile: chosen },
      video: mediaChoice('video', '/media/kept.mp4'),
      logo: { ...mediaChoice('logo', '/media/logo.png'), removed: true },
    },
    async (kind, file, onProgress) => {
      uploaded.push(`${kind}:${file.name}`);
      onProgress?.(0.5);
      return '/media/new.png';
    },
    { onProgress: (name, fraction) => progress.push(`${name}:${fraction}`), onUploaded: (name, url) => progress.push(`${name}=${url}`) },
  );
  assert.deepEqual(urls, { picture: '/media/new.png', video: '/media/kept.mp4', logo: '' });
  assert.deepEqual(uploaded, ['image:new.png']);
  assert.deepEqual(progress, ['picture:0', 'picture:0.5', 'picture=/media/new.png']);
});

test('a move swaps neighbours in the full order and refuses to leave the ends', () => {
  assert.deepEqual(movedOrder(['a', 'b', 'c'], 'b', -1), ['b', 'a', 'c']);
  assert.deepEqual(movedOrder(['a', 'b', 'c'], 'b', 1), ['a', 'c', 'b']);
  assert.equal(movedOrder(['a', 'b'], 'a', -1), null);
  assert.equal(movedOrder(['a', 'b'], 'b', 1), null);
  assert.equal(movedOrder(['a'], 'x', 1), null);
});
test('a dragged item takes the place of the row it is dropped on', () => {
  assert.deepEqual(placedOrder(['a', 'b', 'c', 'd'], 'd', 'b'), ['a', 'd', 'b', 'c']);
  assert.deepEqual(placedOrder(['a', 'b', 'c', 'd'], 'a', 'c'), ['b', 'c', 'a', 'd']);
  assert.equal(placedOrder(['a', 'b'], 'a', 'a'), null);
  assert.equal(placedOrder(['a', 'b'], 'x', 'a'), null);
});

