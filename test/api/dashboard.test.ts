import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { DashboardAnswer } from '../../src/domain/dashboard.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { advertisementBody, call, clientBody, contactBody, created, inquiryBody, staffBody } from '../helpers/entities.ts';

// SPEC's five, the staff still working, and the inbox's work waiting.
type Counts = Record<'staff' | 'currentStaff' | 'clients' | 'newContacts' | 'inquiries' | 'advertisements' | 'enquiriesWaiting' | 'applicationsWaiting', number>;

for (const kind of await availableDatabaseKinds()) {
  describe(`dashboard counts (${kind})`, () => {
    const t = signedInTestApp(kind);

    const counts = async (): Promise<Counts> => {
      const { staff, currentStaff, clients, newContacts, inquiries, advertisements, attention } = (await call(t.app, 'GET', '/api/dashboard', { token: t.token })).json<DashboardAnswer>();
      return { staff, currentStaff, clients, newContacts, inquiries, advertisements, enquiriesWaiting: attention.enquiries, applicationsWaiting: attention.applications };
    };
    const totalOf = async (path: string, q = '') =>
      Number((await call(t.app, 'GET', `${path}?limit=1&q=${q}`, { token: t.token })).headers['x-total-count']);

    it('follow every kind of write at once, each in its own count, and the list totals with them', async () => {
      let expected = await counts();
      const steps: [(keyof Counts)[], string, () => Promise<unknown>][] = [
        [['staff', 'currentStaff'], '/api/team', () => created(t.app, t.token, '/api/team', staffBody({ employeeId: 'DASH-1' }))],
        [['staff'], '/api/team', () => created(t.app, t.token, '/api/team', staffBody({ employeeId: 'DASH-2', status: 'Resigned', resignationReason: 'Moved abroad' }))],
        [['clients'], '/api/clients', () => created(t.app, t.token, '/api/clients', clientBody())],
        [['advertisements'], '/api/advertisements', () => created(t.app, t.token, '/api/advertisements', advertisementBody())],
        [['newContacts', 'enquiriesWaiting'], '/api/contacts', () => call(t.app, 'POST', '/api/contacts', { payload: contactBody() })],
        [['inquiries', 'applicationsWaiting'], '/api/internship-inquiries', () => call(t.app, 'POST', '/api/internship-inquiries', { payload: inquiryBody() })],
      ];
      for (const [fields, path, write] of steps) {
        const totalBefore = await totalOf(path);
        await write();
        expected = { ...expected, ...Object.fromEntries(fields.map((field) => [field, expected[field] + 1])) };
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
      expected = { ...expected, newContacts: expected.newContacts + 1, enquiriesWaiting: expected.enquiriesWaiting + 1 };

      const [contact] = (await call(t.app, 'GET', '/api/contacts?limit=1', { token: t.token })).json<{ id: string }[]>();
      await call(t.app, 'PATCH', `/api/contacts/${contact!.id}`, { token: t.token, payload: { read: true } });
      assert.deepEqual(await counts(), { ...expected, newContacts: expected.newContacts - 1 }, 'reading a submission: read, and still waiting for an answer');
    });
  });
}
