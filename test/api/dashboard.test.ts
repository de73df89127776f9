import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { signedInTestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { advertisementBody, call, clientBody, contactBody, created, inquiryBody, staffBody } from '../helpers/entities.ts';

type Counts = Record<'staff' | 'clients' | 'newContacts' | 'inquiries' | 'advertisements', number>;

for (const kind of await availableDatabaseKinds()) {
  describe(`dashboard counts (${kind})`, () => {
    const t = signedInTestApp(kind);

    const counts = async () => (await call(t.app, 'GET', '/api/dashboard', { token: t.token })).json<Counts>();
    const totalOf = async (path: string, q = '') =>
      Number((await call(t.app, 'GET', `${path}?limit=1&q=${q}`, { token: t.token })).headers['x-total-count']);

    it('follow every kind of write at once, each in its own count, and the list totals with them', async () => {
      let expected = await counts();
      const steps: [keyof Counts, string, () => Promise<unknown>][] = [
        ['staff', '/api/team', () => created(t.app, t.token, '/api/team', staffBody({ employeeId: 'DASH-1' }))],
        ['clients', '/api/clients', () => created(t.app, t.token, '/api/clients', clientBody())],
        ['advertisements', '/api/advertisements', () => created(t.app, t.token, '/api/advertisements', advertisementBody())],
        ['newContacts', '/api/contacts', () => call(t.app, 'POST', '/api/contacts', { payload: contactBody() })],
        ['inquiries', '/api/internship-inquiries', () => call(t.app, 'POST', '/api/internship-inquiries', { payload: inquiryBody() })],
      ];
      for (const [field, path, write] of steps) {
        const totalBefore = await totalOf(path);
        await write();
        expected = { ...expected, [field]: expected[field] + 1 };
        assert.deepEqual(await counts(), expected, `after a write to ${path}`);
        assert.equal(await totalOf(path), totalBefore + 1, `${path} total`);
      }

      // A bot's enquiry is answered like a stored one but stores nothing, so counts nothing.
      await call(t.app, 'POST', '/api/contacts', { payload: contactBody({ website: 'https://spam.example' }) });
      assert.deepEqual(await counts(), expected, 'after a honeypot enquiry');

      // A search's total counts the new enquiry too.
      const searchTotal = () => totalOf('/api/contacts', 'zebra-marker');
      assert.equal(await searchTotal(), 0);
      await call(t.app, 'POST', '/api/contacts', { payload: contactBody({ message: 'About the zebra-marker project' }) });
      assert.equal(await searchTotal(), 1);
      expected = { ...expected, newContacts: expected.newContacts + 1 };

      const [contact] = (await call(t.app, 'GET', '/api/contacts?limit=1', { token: t.token })).json<{ id: string }[]>();
      await call(t.app, 'PATCH', `/api/contacts/${contact!.id}`, { token: t.token, payload: { read: true } });
      assert.equal((await counts()).newContacts, expected.newContacts - 1, 'reading a submission');
    });
  });
}
