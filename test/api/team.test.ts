import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';
import sharp from 'sharp';
import { limits } from '../../src/domain/limits.ts';
import { fieldMessages } from '../../src/domain/field-messages.ts';
import { messages } from '../../src/domain/messages.ts';
import { staffCollection } from '../../src/domain/staff.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { call, created, staffBody, withoutCode } from '../helpers/entities.ts';
import { sweepAfterUndoTime } from '../helpers/trash.ts';
import { dataUrl, pngBytes } from '../helpers/files.ts';

// What docs/product.md#entities and #staff-detail let anonymous visitors see, written out here so
// that a field the definition shows by mistake fails these tests.
const PUBLIC_CARD_FIELDS = ['id', 'name', 'role', 'skills', 'quotes', 'video', 'profilePicture', 'status'];
const DETAIL_FIELDS = [
  'id', 'name', 'profilePicture', 'role', 'employeeId', 'joiningDate', 'bloodGroup', 'emergencyPhone',
  'status', 'resignationReason', 'terminationReason', 'shortBio', 'fullBio', 'skills', 'achievements',
  'quotes', 'video',
];

type Member = Record<string, unknown> & { id: string };

for (const kind of await availableDatabaseKinds()) {
  describe(`team API (${kind})`, () => {
    const t = signedInTestApp(kind);

    it('creates a member (201, every field) and sets the QR code itself', async () => {
      const response = await call(t.app, 'POST', '/api/team', { token: t.token, payload: staffBody({ qrCode: '/media/forged.png', skills: ' Flutter , Dart,, ' }) });
      assert.equal(response.statusCode, 201);
      const member = response.json<Member>();
      assert.match(member.id, /^[0-9a-f-]{36}$/);
      assert.deepEqual(member.skills, ['Flutter', 'Dart']);
      assert.notEqual(member.qrCode, '/media/forged.png');
      for (const field of [...DETAIL_FIELDS, 'qrCode', 'position']) assert.ok(field in member, field);
    });

    it('refuses each rule of docs/product.md#rules with its message', async () => {
      // Each refusal names the field to fix: the first one left blank, or the one breaking its rule.
      const cases: [Record<string, unknown>, string, string][] = [
        [{ name: '' }, staffCollection.incomplete, 'name'],
        [{ role: '   ' }, staffCollection.incomplete, 'role'],
        [{ employeeId: '' }, staffCollection.incomplete, 'employeeId'],
        [{ joiningDate: '' }, staffCollection.incomplete, 'joiningDate'],
        [{ bloodGroup: '' }, staffCollection.incomplete, 'bloodGroup'],
        [{ status: '' }, staffCollection.incomplete, 'status'],
        [{ status: 'Resigned', resignationReason: '' }, messages.staff.resignationReason, 'resignationReason'],
        [{ status: 'Terminated', terminationReason: ' ' }, messages.staff.terminationReason, 'terminationReason'],
        [{ emergencyPhone: '0123' }, messages.staff.emergencyPhone, 'emergencyPhone'],
        [{ emergencyPhone: '+1234567890123456' }, messages.staff.emergencyPhone, 'emergencyPhone'],
        [{ status: 'On leave' }, fieldMessages.invalidChoice('Status'), 'status'],
        [{ bloodGroup: 'C+' }, fieldMessages.invalidChoice('Blood Group'), 'bloodGroup'],
        [{ joiningDate: '2024-02-30' }, fieldMessages.invalidDate('Joining Date'), 'joiningDate'],
        [{ quotes: 'x'.repeat(5001) }, 'Quotes must be at most 5000 characters.', 'quotes'],
      ];
      for (const [overrides, message, field] of cases) {
        const response = await call(t.app, 'POST', '/api/team', { token: t.token, payload: staffBody(overrides) });
        assert.equal(response.statusCode, 400, JSON.stringify(overrides));
        assert.deepEqual(withoutCode(response.json()), { error: message, field });
      }
      const missing = await call(t.app, 'POST', '/api/team', { token: t.token, payload: {} });
      assert.deepEqual(withoutCode(missing.json()), { error: staffCollection.incomplete, field: 'name' });
    });

    it('keeps Employee IDs unique on create and update (409), also for two saves at once', async () => {
      const first = await created<Member>(t.app, t.token, '/api/team', staffBody({ employeeId: 'EMP-UNIQUE' }));
      const again = await call(t.app, 'POST', '/api/team', { token: t.token, payload: staffBody({ employeeId: 'EMP-UNIQUE' }) });
      assert.equal(again.statusCode, 409);
      assert.deepEqual(withoutCode(again.json()), { error: messages.staff.duplicateEmployeeId, field: 'employeeId' });

      const other = await created<Member>(t.app, t.token, '/api/team', staffBody());
      const clash = await call(t.app, 'PUT', `/api/team/${other.id}`, { token: t.token, payload: staffBody({ employeeId: 'EMP-UNIQUE' }) });
      assert.equal(clash.statusCode, 409);
      const own = await call(t.app, 'PUT', `/api/team/${first.id}`, { token: t.token, payload: staffBody({ employeeId: 'EMP-UNIQUE', name: 'Renamed' }) });
      assert.equal(own.statusCode, 200);

      const racing = await Promise.all(
        [1, 2].map(() => call(t.app, 'POST', '/api/team', { token: t.token, payload: staffBody({ employeeId: 'EMP-RACE' }) })),
      );
      assert.deepEqual(racing.map((response) => response.statusCode).sort(), [201, 409]);
    });

    it('shows anonymous visitors only current staff, only their card fields', async () => {
      const resigned = await created<Member>(t.app, t.token, '/api/team', staffBody({ status: 'Resigned', resignationReason: 'Higher studies' }));
      const terminated = await created<Member>(t.app, t.token, '/api/team', staffBody({ status: 'Terminated', terminationReason: 'Policy breach' }));
      const response = await call(t.app, 'GET', '/api/team');
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /json/);
      const cards = response.json<Member[]>();
      assert.ok(cards.length > 0);
      for (const card of cards) {
        assert.deepEqual(Object.keys(card).sort(), [...PUBLIC_CARD_FIELDS].sort());
        assert.equal(card.status, 'Currently Working');
      }
      assert.ok(!cards.some((card) => card.id === resigned.id || card.id === terminated.id));
      for (const secret of ['bloodGroup', 'terminationReason', 'resignationReason', 'emergencyPhone', 'qrCode', 'Policy breach', 'O+']) {
        assert.ok(!response.body.includes(secret), secret);
      }

      const all = (await call(t.app, 'GET', '/api/team', { token: t.token })).json<Member[]>();
      assert.ok(all.some((member) => member.id === terminated.id && member.terminationReason === 'Policy breach'));
      assert.ok(all.every((member) => 'bloodGroup' in member && 'qrCode' in member));
    });

    it('shows a new member on the public list at once (the page cache is invalidated)', async () => {
      await call(t.app, 'GET', '/api/team');
      const member = await created<Member>(t.app, t.token, '/api/team', staffBody({ name: 'Fresh Face' }));
      const cards = (await call(t.app, 'GET', '/api/team')).json<Member[]>();
      assert.ok(cards.some((card) => card.id === member.id));
    });

    it('answers GET /api/team/public/{id} with the detail fields, the QR code only when signed in', async () => {
      const member = await created<Member>(t.app, t.token, '/api/team', staffBody({ status: 'Resigned', resignationReason: 'Moved abroad' }));
      const anonymous = await call(t.app, 'GET', `/api/team/public/${member.id}`);
      assert.equal(anonymous.statusCode, 200);
      assert.deepEqual(Object.keys(anonymous.json()).sort(), [...DETAIL_FIELDS].sort());
      assert.equal(anonymous.json().resignationReason, 'Moved abroad');
      const signedIn = await call(t.app, 'GET', `/api/team/public/${member.id}`, { token: t.token });
      assert.ok('qrCode' in signedIn.json());

      for (const id of [randomUUID(), 'not-a-uuid', '1', "1' or '1'='1"]) {
        const missing = await call(t.app, 'GET', `/api/team/public/${encodeURIComponent(id)}`);
        assert.equal(missing.statusCode, 404, id);
        assert.deepEqual(withoutCode(missing.json()), { error: messages.staff.notFound });
      }
    });

    it('updates a member and answers 404 for an unknown or malformed id', async () => {
      const member = await created<Member>(t.app, t.token, '/api/team', staffBody());
      const response = await call(t.app, 'PUT', `/api/team/${member.id}`, {
        token: t.token,
        payload: staffBody({ employeeId: member.employeeId, status: 'Terminated', terminationReason: 'Absent', resignationReason: 'ignored' }),
      });
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().status, 'Terminated');
      assert.equal(response.json().resignationReason, '', 'a reason belongs only to its status');
      for (const id of [randomUUID(), 'nope']) {
        const missing = await call(t.app, 'PUT', `/api/team/${id}`, { token: t.token, payload: staffBody() });
        assert.equal(missing.statusCode, 404);
        assert.deepEqual(withoutCode(missing.json()), { error: messages.staff.notFound });
      }
    });

    it('deletes a member with its documented text, then answers 404', async () => {
      const member = await created<Member>(t.app, t.token, '/api/team', staffBody());
      const response = await call(t.app, 'DELETE', `/api/team/${member.id}`, { token: t.token });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { message: messages.staff.deleted });
      assert.equal((await call(t.app, 'DELETE', `/api/team/${member.id}`, { token: t.token })).statusCode, 404);
      assert.equal((await call(t.app, 'GET', `/api/team/public/${member.id}`)).statusCode, 404);
    });

    it('stores a data-URL picture as a file, keeps it when sent back, and releases it when replaced', async () => {
      const picture = dataUrl('image/png', await pngBytes(200, 200));
      const member = await created<Member>(t.app, t.token, '/api/team', staffBody({ profilePicture: picture }));
      const firstUrl = String(member.profilePicture);
      assert.match(firstUrl, /^\/media\//);
      assert.equal((await t.app.inject(firstUrl)).statusCode, 200);

      const kept = await call(t.app, 'PUT', `/api/team/${member.id}`, { token: t.token, payload: staffBody({ employeeId: member.employeeId, profilePicture: firstUrl }) });
      assert.equal(kept.json().profilePicture, firstUrl);
      const omitted = await call(t.app, 'PUT', `/api/team/${member.id}`, { token: t.token, payload: staffBody({ employeeId: member.employeeId }) });
      assert.equal(omitted.json().profilePicture, firstUrl, 'a field left out keeps its file');

      const replaced = await call(t.app, 'PUT', `/api/team/${member.id}`, {
        token: t.token,
        payload: staffBody({ employeeId: member.employeeId, profilePicture: dataUrl('image/png', await pngBytes(120, 120)) }),
      });
      assert.equal(replaced.statusCode, 200);
      assert.notEqual(replaced.json().profilePicture, firstUrl);
      assert.equal((await t.app.inject(firstUrl)).statusCode, 404, 'the replaced file is released');

      const notAnImage = await call(t.app, 'PUT', `/api/team/${member.id}`, {
        token: t.token,
        payload: staffBody({ employeeId: member.employeeId, profilePicture: dataUrl('image/png', Buffer.from('plain text, not a picture')) }),
      });
      assert.equal(notAnImage.statusCode, 415);
      assert.deepEqual(withoutCode(notAnImage.json()), { error: messages.file.invalidImage });
      const unchanged = (await call(t.app, 'GET', `/api/team/public/${member.id}`)).json();
      assert.equal(unchanged.profilePicture, replaced.json().profilePicture, 'a refused file loses nothing stored');

      await call(t.app, 'DELETE', `/api/team/${member.id}`, { token: t.token });
      await sweepAfterUndoTime(t.context);
      assert.equal((await t.app.inject(String(replaced.json().profilePicture))).statusCode, 404, 'released once the undo is over');
    });

    it('accepts data URLs past the 1 MiB JSON limit on create and update, and refuses a picture over 5 MB with 413', async () => {
      const noise = await sharp(randomBytes(610 * 610 * 3), { raw: { width: 610, height: 610, channels: 3 } }).png().toBuffer();
      assert.ok(noise.length > limits.jsonBodyBytes, 'the picture alone is larger than an ordinary JSON body');
      const member = await created<Member>(t.app, t.token, '/api/team', staffBody({ profilePicture: dataUrl('image/png', noise) }));
      assert.match(String(member.profilePicture), /^\/media\//);

      const tooLarge = Buffer.concat([noise, Buffer.alloc(limits.profileImageBytes)]);
      const response = await call(t.app, 'PUT', `/api/team/${member.id}`, { token: t.token, payload: staffBody({ employeeId: member.employeeId, profilePicture: dataUrl('image/png', tooLarge) }) });
      assert.equal(response.statusCode, 413);
      assert.deepEqual(withoutCode(response.json()), { error: messages.file.imageTooLarge });

      const anonymous = await call(t.app, 'POST', '/api/team', { payload: staffBody({ profilePicture: dataUrl('image/png', noise) }) });
      assert.equal(anonymous.statusCode, 401, 'refused before a large body is read');
    });

    it('pages, searches and reorders the signed-in list', async () => {
      const names = ['Pager Arjun Pillai', 'Pager Meera Nair', 'Pager Vishnu Das', 'Pager Lakshmi Varma'];
      const members: Member[] = [];
      for (const name of names) members.push(await created<Member>(t.app, t.token, '/api/team', staffBody({ name })));
      const namesOf = (response: { json<T>(): T }) => response.json<Member[]>().map((member) => member.name);

      const page = await call(t.app, 'GET', '/api/team?q=pager&limit=2&offset=1', { token: t.token });
      assert.equal(page.headers['x-total-count'], '4');
      assert.deepEqual(namesOf(page), ['Pager Meera Nair', 'Pager Vishnu Das']);

      const search = await call(t.app, 'GET', '/api/team?q=pager%20MEERA', { token: t.token });
      assert.equal(search.headers['x-total-count'], '1');
      assert.deepEqual(namesOf(search), ['Pager Meera Nair']);
      const byEmployeeId = await call(t.app, 'GET', `/api/team?q=${members[2]!.employeeId}`, { token: t.token });
      assert.deepEqual(namesOf(byEmployeeId), ['Pager Vishnu Das']);
      const wildcard = await call(t.app, 'GET', '/api/team?q=%25', { token: t.token });
      assert.equal(wildcard.headers['x-total-count'], '0', '% is searched for, not a wildcard');

      const whole = await call(t.app, 'GET', '/api/team', { token: t.token });
      assert.equal(whole.headers['x-total-count'], undefined);
      assert.equal(Number((await call(t.app, 'GET', '/api/team?limit=1', { token: t.token })).headers['x-total-count']), whole.json<Member[]>().length);

      for (const query of ['limit=0', 'limit=501', 'limit=abc', 'offset=-1']) {
        const bad = await call(t.app, 'GET', `/api/team?${query}`, { token: t.token });
        assert.equal(bad.statusCode, 400, query);
        assert.deepEqual(withoutCode(bad.json()), { error: messages.api.invalidPaging });
      }

      const order = await call(t.app, 'PUT', '/api/team/order', { token: t.token, payload: { ids: [members[3]!.id, members[1]!.id] } });
      assert.equal(order.statusCode, 200);
      assert.deepEqual(order.json(), { message: messages.api.orderSaved });
      const expected = ['Pager Lakshmi Varma', 'Pager Meera Nair', 'Pager Arjun Pillai', 'Pager Vishnu Das'];
      assert.deepEqual(namesOf(await call(t.app, 'GET', '/api/team?q=pager', { token: t.token })), expected);
      const focused = await call(t.app, 'GET', `/api/team?q=pager&limit=3&focus=${members[3]!.id}`, { token: t.token });
      assert.equal(focused.headers['x-offset'], '0', 'moved first, it is on the first page');
      const last = await call(t.app, 'GET', `/api/team?q=pager&limit=3&focus=${members[2]!.id}`, { token: t.token });
      assert.equal(last.headers['x-offset'], '3');
      assert.deepEqual(namesOf(last), ['Pager Vishnu Das']);
      const all = await call(t.app, 'GET', '/api/team', { token: t.token });
      assert.deepEqual(namesOf(all).slice(0, 2), expected.slice(0, 2), 'listed members come first');
      const cards = (await call(t.app, 'GET', '/api/team')).json<Member[]>().map((card) => card.name);
      assert.deepEqual(cards.filter((name) => String(name).startsWith('Pager')), expected, 'the public list follows');
      const added = await created<Member>(t.app, t.token, '/api/team', staffBody({ name: 'Newest Last' }));
      assert.equal((await call(t.app, 'GET', '/api/team', { token: t.token })).json<Member[]>().at(-1)!.id, added.id);

      for (const payload of [{}, { ids: 'x' }, { ids: ['nope'] }, { ids: [members[0]!.id, members[0]!.id] }]) {
        const bad = await call(t.app, 'PUT', '/api/team/order', { token: t.token, payload });
        assert.equal(bad.statusCode, 400);
        assert.deepEqual(withoutCode(bad.json()), { error: messages.api.invalidOrder });
      }
    });
  });
}
