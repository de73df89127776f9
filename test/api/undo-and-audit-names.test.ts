import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AuditRecord } from '../../src/domain/audit.ts';
import type { TranslationState } from '../../src/domain/content/translation-api.ts';
import { sourceFingerprint } from '../../src/domain/i18n/translation.ts';
import { messages } from '../../src/domain/messages.ts';
import { sweepTrash } from '../../src/server/api/inbox-trash.server.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { advertisementBody, call, clientBody, contactBody, created, staffBody, withoutCode } from '../helpers/entities.ts';
import { dataUrl, pngBytes } from '../helpers/files.ts';
import { endUndoTime } from '../helpers/trash.ts';

type Row = Record<string, string> & { id: string };

for (const kind of await availableDatabaseKinds()) {
  describe(`undo after delete and names in the audit trail (${kind})`, () => {
    const t = signedInTestApp(kind);
    const signedIn = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => call(t.app, method, url, { token: t.token, payload });
    const entriesFor = async (id: string) => (await signedIn('GET', '/api/audit?limit=50')).json<AuditRecord[]>().filter((entry) => entry.entityId === id);

    it('names the record in every entry, keeps short old → new values, and no phone or address', async () => {
      const member = await created<Row>(t.app, t.token, '/api/team', staffBody({ name: 'Vishnu P' }));
      const update = await signedIn('PUT', `/api/team/${member.id}`, staffBody({ employeeId: member.employeeId, name: 'Vishnu Prasad', emergencyPhone: '+919800000000', fullBio: 'Kochi' }));
      assert.equal(update.statusCode, 200);
      await signedIn('DELETE', `/api/team/${member.id}`);

      const [deleted, updated, made] = await entriesFor(member.id);
      assert.deepEqual([made!.action, made!.name], ['create', 'Vishnu P']);
      assert.deepEqual([updated!.action, updated!.name], ['update', 'Vishnu Prasad']);
      assert.deepEqual(updated!.fields.sort(), ['emergencyPhone', 'fullBio', 'name', 'qrCode']);
      assert.deepEqual(updated!.changes, [{ field: 'name', from: 'Vishnu P', to: 'Vishnu Prasad' }], 'a phone and an address are named, never copied');
      assert.deepEqual([deleted!.action, deleted!.name], ['delete', 'Vishnu Prasad'], 'a deleted record keeps its name');
      assert.ok(![deleted, updated, made].some((entry) => entry!.exists), 'a deleted record cannot be opened');
    });

    it("names an enquiry by its sender and opens it while it is stored, and keeps no visitor's name once it is gone", async () => {
      const sent = await call(t.app, 'POST', '/api/contacts', { payload: contactBody({ name: 'Anu Thomas' }) });
      assert.equal(sent.statusCode, 201);
      const { id } = sent.json<{ id: string }>();
      assert.equal((await signedIn('POST', `/api/contacts/${id}/notes`, { text: 'Call back on Monday.' })).statusCode, 201);
      const [noted] = await entriesFor(id);
      assert.deepEqual([noted!.action, noted!.entity, noted!.name, noted!.exists], ['note', 'contact', 'Anu Thomas', true]);

      assert.equal((await signedIn('DELETE', `/api/contacts/${id}`)).statusCode, 200);
      const entries = await entriesFor(id);
      assert.deepEqual(
        entries.map((entry) => [entry.action, entry.name, entry.exists]),
        [
          ['delete', '', false],
          ['note', '', false],
        ],
      );
    });

    it('puts a deleted staff member back with the picture, once, and says so in the trail', async () => {
      const member = await created<Row>(t.app, t.token, '/api/team', staffBody({ name: 'Meera Nair', profilePicture: dataUrl('image/png', await pngBytes(120, 120)) }));
      assert.deepEqual((await signedIn('DELETE', `/api/team/${member.id}`)).json(), { message: messages.staff.deleted });
      assert.equal((await call(t.app, 'GET', `/api/team/public/${member.id}`)).statusCode, 404);
      assert.equal((await t.app.inject(member.profilePicture!)).statusCode, 200, 'the picture waits for the undo');

      const restored = await signedIn('POST', `/api/team/${member.id}/restore`);
      assert.equal(restored.statusCode, 200);
      assert.deepEqual([restored.json<Row>().name, restored.json<Row>().profilePicture], ['Meera Nair', member.profilePicture]);
      assert.equal((await call(t.app, 'GET', `/api/team/public/${member.id}`)).json<Row>().name, 'Meera Nair');
      assert.equal((await t.app.inject(member.profilePicture!)).statusCode, 200);
      const [undone] = await entriesFor(member.id);
      assert.deepEqual([undone!.action, undone!.name, undone!.exists], ['undo-delete', 'Meera Nair', true]);

      const again = await signedIn('POST', `/api/team/${member.id}/restore`);
      assert.deepEqual([again.statusCode, withoutCode(again.json())], [410, { error: messages.inbox.undoExpired }], 'nothing to put back twice');
    });

    it('lets a deleted client and advertisement come back within the undo time, and not after', async () => {
      for (const [path, body] of [['/api/clients', clientBody()], ['/api/advertisements', advertisementBody({ image: dataUrl('image/png', await pngBytes(400, 300)) })]] as const) {
        const record = await created<Row>(t.app, t.token, path, body);
        await signedIn('DELETE', `${path}/${record.id}`);
        assert.ok(!(await call(t.app, 'GET', path)).json<Row[]>().some((row) => row.id === record.id), `${path}: gone from the public list`);
        assert.equal((await signedIn('POST', `${path}/${record.id}/restore`)).statusCode, 200);
        assert.ok((await call(t.app, 'GET', path)).json<Row[]>().some((row) => row.id === record.id), `${path}: back on the public list`);

        await signedIn('DELETE', `${path}/${record.id}`);
        await endUndoTime(t.context);
        const tooLate = await signedIn('POST', `${path}/${record.id}/restore`);
        assert.deepEqual([tooLate.statusCode, withoutCode(tooLate.json())], [410, { error: messages.inbox.undoExpired }]);
        await sweepTrash(t.context);
        if (record.image) assert.equal((await t.app.inject(record.image)).statusCode, 404, 'the sweep releases the files');
      }
    });

    it('puts a deleted client back with its translations, their versions and revisions', async () => {
      const client = await created<Row>(t.app, t.token, '/api/clients', clientBody({ name: 'Undo Translated Client', shortDescription: 'Freight across Kerala' }));
      const path = `/api/clients/${client.id}/translations/ml`;
      const draft = { shortDescription: { text: 'കേരളത്തിലുടനീളം ചരക്ക്', source: sourceFingerprint('Freight across Kerala') } };
      assert.equal((await signedIn('PUT', path, { version: 0, draft })).statusCode, 200);
      const saved = await signedIn('PUT', path, { version: 1, draft: { shortDescription: { ...draft.shortDescription, text: 'കേരളമാകെ ചരക്കുനീക്കം' } } });
      assert.equal(saved.statusCode, 200);
      const revisions = (await signedIn('GET', `${path}/revisions`)).json<{ version: number }[]>();

      await signedIn('DELETE', `/api/clients/${client.id}`);
      assert.equal((await signedIn('GET', path)).statusCode, 404, 'gone with the row');
      assert.equal((await signedIn('POST', `/api/clients/${client.id}/restore`)).statusCode, 200);
      const back = (await signedIn('GET', path)).json<TranslationState>();
      assert.deepEqual([back.version, back.published], [saved.json<TranslationState>().version, saved.json<TranslationState>().published]);
      assert.deepEqual((await signedIn('GET', `${path}/revisions`)).json(), revisions);
      const ml = (await call(t.app, 'GET', '/api/clients?lang=ml')).json<Row[]>().find((row) => row.id === client.id);
      assert.equal(ml?.shortDescription, 'കേരളമാകെ ചരക്കുനീക്കം');
    });

    it('refuses a restore without a session', async () => {
      const member = await created<Row>(t.app, t.token, '/api/team', staffBody());
      await signedIn('DELETE', `/api/team/${member.id}`);
      assert.equal((await call(t.app, 'POST', `/api/team/${member.id}/restore`)).statusCode, 401);
      assert.equal((await signedIn('POST', `/api/team/${member.id}/restore`)).statusCode, 200);
    });
  });
}
