import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { throttles } from '../../src/domain/limits.ts';
import { messages } from '../../src/domain/messages.ts';
import { companyContent } from '../../src/domain/content/company.ts';
import { invitationSubject } from '../../src/server/auth/invitations.server.ts';
import { createAccount } from '../../src/server/auth/accounts.server.ts';
import { auditLog, invitations } from '../../src/server/db/schema.server.ts';
import { ADMIN, bearer } from '../helpers/accounts.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { advertisementBody, call, clientBody, contactBody, created, inquiryBody, staffBody, withoutCode } from '../helpers/entities.ts';
import { startSmtp, type ReceivedMail } from '../helpers/smtp.ts';

const smtp = await startSmtp(3524);
after(async () => smtp.close());

const inviteToken = (mail: ReceivedMail) => {
  const link = /https?:\/\/[^\s"<>]+\/accept-invite\?token=([\w%-]+)/.exec(mail.decoded);
  assert.ok(link, 'the mail carries the invitation link');
  return decodeURIComponent(link[1]!);
};
const strongPassword = 'Inv1ted!Passw0rd';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

type AuditLine = { action: string; entity: string; entityId: string; fields: string[]; accountEmail: string; about: string };
type Pending = { id: string; email: string; invitedBy: string; createdAt: string; expiresAt: string };

for (const kind of await availableDatabaseKinds()) {
  describe(`accounts and the audit trail (${kind})`, () => {
    const t = signedInTestApp(kind, { SMTP_URL: smtp.url });
    const as = (token: string) => ({
      get: (url: string) => call(t.app, 'GET', url, { token }),
      post: (url: string, payload?: unknown) => call(t.app, 'POST', url, { token, payload: payload ?? {} }),
      put: (url: string, payload: unknown) => call(t.app, 'PUT', url, { token, payload }),
      patch: (url: string, payload: unknown) => call(t.app, 'PATCH', url, { token, payload }),
      delete: (url: string) => call(t.app, 'DELETE', url, { token }),
    });
    const login = (email: string, password: string) => call(t.app, 'POST', '/api/auth/login', { payload: { email, password }, ip: '10.50.0.1' });
    const auditRows = async () => (await t.context.db.select({ value: count() }).from(auditLog))[0]!.value;
    const lastAudit = async (): Promise<AuditLine> => (await as(t.token).get('/api/audit?limit=1')).json()[0];

    async function newAccount(email: string): Promise<string> {
      const made = await createAccount(t.context.db, email, strongPassword);
      assert.ok(made.ok);
      return made.value.id;
    }

    async function invite(email: string, token = t.token, role = 'owner') {
      const mailed = smtp.waitForMail((mail) => mail.to.includes(email) && mail.subject === invitationSubject(companyContent.defaults) && !usedTokens.has(inviteToken(mail)));
      const answer = await as(token).post('/api/accounts/invite', { email, role });
      assert.deepEqual([answer.statusCode, answer.json()], [201, { message: messages.accounts.invited(email) }]);
      const secret = inviteToken(await mailed);
      usedTokens.add(secret);
      return secret;
    }
    const usedTokens = new Set<string>();

    it('invites by e-mail; the invited person sets a password, is signed in, and signs in again later', async () => {
      const email = `new-colleague-${kind}@example.com`;
      const token = await invite(email);
      const [stored] = await t.context.db.select().from(invitations).where(eq(invitations.email, email));
      assert.notEqual(stored!.tokenHash, token, 'only the hash is kept');
      assert.ok(token.length >= 43, 'at least 256 bits');

      const weak = await call(t.app, 'POST', '/api/accept-invite', { payload: { token, password: 'weakpass' } });
      assert.deepEqual([weak.statusCode, withoutCode(weak.json())], [400, { error: 'Password is not strong enough... Add an uppercase letter, a digit and a symbol (one of @$!%*?&).' }], "SPEC's message, then what is missing");
      const short = await call(t.app, 'POST', '/api/accept-invite', { payload: { token, password: 'Ab1!' } });
      assert.equal(short.json().error, 'Password is not strong enough... Use at least 8 characters.');
      for (const common of ['Password1!', 'P@ssw0rd']) {
        const refused = await call(t.app, 'POST', '/api/accept-invite', { payload: { token, password: common } });
        assert.deepEqual([refused.statusCode, refused.json()], [400, { error: messages.passwordChange.common, code: 'common_password' }], common);
      }
      const accepted = await call(t.app, 'POST', '/api/accept-invite', { payload: { token, password: strongPassword }, headers: { 'user-agent': FIREFOX_LINUX } });
      assert.equal(accepted.statusCode, 200);
      const sessions = await call(t.app, 'GET', '/api/auth/sessions', { token: accepted.json().token });
      assert.deepEqual(sessions.json().map((session: { browser: string; current: boolean }) => [session.browser, session.current]), [['Firefox on Linux', true]], 'the session knows its browser');
      assert.equal(accepted.json().user.email, email);
      assert.ok(accepted.cookies.some((cookie) => cookie.name === 'sid' && cookie.httpOnly));
      const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(accepted.json().token) });
      assert.equal(me.json().user.email, email);

      const reused = await call(t.app, 'POST', '/api/accept-invite', { payload: { token, password: strongPassword } });
      assert.deepEqual([reused.statusCode, withoutCode(reused.json())], [400, { error: messages.accounts.invalidInvite }]);
      assert.equal((await login(email, strongPassword)).statusCode, 200);

      const listed = (await as(t.token).get('/api/accounts')).json() as Array<{ email: string; createdAt: string; lastSignInAt: string | null }>;
      const colleague = listed.find((account) => account.email === email)!;
      assert.ok(colleague.createdAt && colleague.lastSignInAt, 'when it was made and last signed in');
    });

    it('refuses an expired invitation, an unknown token and an address that already has an account', async () => {
      const email = `late-${kind}@example.com`;
      const token = await invite(email);
      await t.context.db.update(invitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitations.email, email));
      const expired = await call(t.app, 'POST', '/api/accept-invite', { payload: { token, password: strongPassword } });
      assert.deepEqual([expired.statusCode, withoutCode(expired.json())], [400, { error: messages.accounts.invalidInvite }]);
      const unknown = await call(t.app, 'POST', '/api/accept-invite', { payload: { token: 'x'.repeat(43), password: strongPassword } });
      assert.equal(unknown.statusCode, 400);
      const existing = await as(t.token).post('/api/accounts/invite', { email: ADMIN.email, role: 'editor' });
      assert.deepEqual([existing.statusCode, withoutCode(existing.json())], [409, { error: messages.accounts.exists }]);
      const malformed = await as(t.token).post('/api/accounts/invite', { email: 'not an address', role: 'editor' });
      assert.equal(malformed.statusCode, 400);
    });

    it('lists pending invitations with their sender and expiry, revokes one, and revokes those of a removed sender', async () => {
      const sender = `sender-${kind}@example.com`;
      await newAccount(sender);
      const senderToken = (await login(sender, strongPassword)).json().token as string;
      const fromSender = `invited-by-sender-${kind}@example.com`;
      const senderInvite = await invite(fromSender, senderToken);
      assert.deepEqual(await lastAudit().then((line) => [line.action, line.accountEmail, line.about]), ['invite', sender, fromSender], 'the entry names the address');
      const revocable = `revocable-${kind}@example.com`;
      const revocableToken = await invite(revocable);

      const listed = await as(t.token).get('/api/accounts/invitations');
      assert.equal(listed.statusCode, 200);
      const pending = listed.json() as Pending[];
      const bySender = pending.find((invitation) => invitation.email === fromSender)!;
      assert.equal(bySender.invitedBy, sender);
      const hours = (Date.parse(bySender.expiresAt) - Date.parse(bySender.createdAt)) / 3_600_000;
      assert.ok(Math.abs(hours - 24) < 0.01, `expires 24 hours after it was sent (${hours})`);
      assert.equal(pending.find((invitation) => invitation.email === revocable)?.invitedBy, ADMIN.email);
      assert.ok(!JSON.stringify(pending).includes('token'), 'no token or its hash in the list');

      const revoked = await as(t.token).delete(`/api/accounts/invitations/${pending.find((invitation) => invitation.email === revocable)!.id}`);
      assert.deepEqual([revoked.statusCode, revoked.json()], [200, { message: messages.accounts.revoked }]);
      assert.deepEqual(await lastAudit().then((line) => [line.action, line.about]), ['revoke', revocable]);
      const refused = await call(t.app, 'POST', '/api/accept-invite', { payload: { token: revocableToken, password: strongPassword } });
      assert.deepEqual([refused.statusCode, refused.json()], [400, { error: messages.accounts.invalidInvite, code: 'invalid_input' }]);
      assert.equal((await as(t.token).delete(`/api/accounts/invitations/${bySender.id}x`)).statusCode, 404);

      const senderId = ((await as(t.token).get('/api/accounts')).json() as Array<{ id: string; email: string }>).find((account) => account.email === sender)!.id;
      assert.equal((await as(t.token).delete(`/api/accounts/${senderId}`)).statusCode, 200);
      const removal = await lastAudit();
      assert.equal(removal.action, 'remove');
      assert.match(removal.about, new RegExp(`^${sender}; invitations revoked: ${fromSender}$`));
      const afterRemoval = await call(t.app, 'POST', '/api/accept-invite', { payload: { token: senderInvite, password: strongPassword } });
      assert.deepEqual([afterRemoval.statusCode, afterRemoval.json()], [400, { error: messages.accounts.invalidInvite, code: 'invalid_input' }], 'the removed sender\'s invitation no longer works');
      const left = (await as(t.token).get('/api/accounts/invitations')).json() as Pending[];
      assert.ok(!left.some((invitation) => [fromSender, revocable].includes(invitation.email)));
    });

    it('removes an account and ends its sessions at once; never yourself, never the last one', async () => {
      const me = (await as(t.token).get('/api/auth/me')).json().user as { id: string };
      const self = await as(t.token).delete(`/api/accounts/${me.id}`);
      assert.deepEqual([self.statusCode, withoutCode(self.json())], [409, { error: messages.accounts.cannotRemoveSelf }]);

      const leaving = `leaving-${kind}@example.com`;
      const id = await newAccount(leaving);
      const leavingToken = (await login(leaving, strongPassword)).json().token as string;
      assert.equal((await as(leavingToken).get('/api/auth/me')).statusCode, 200);
      const removed = await as(t.token).delete(`/api/accounts/${id}`);
      assert.deepEqual([removed.statusCode, removed.json()], [200, { message: messages.accounts.removed }]);
      assert.equal((await as(leavingToken).get('/api/auth/me')).statusCode, 401, 'its token stops working at once');
      assert.equal((await as(t.token).delete(`/api/accounts/${id}`)).statusCode, 404);
    });

    it('two accounts removing each other at once leave one of them', async () => {
      const pair = await Promise.all(
        ['left', 'right'].map(async (side) => {
          const email = `${side}-${kind}@example.com`;
          const id = await newAccount(email);
          return { id, token: (await login(email, strongPassword)).json().token as string };
        }),
      );
      // Only these two, as far as the rule is concerned: remove everyone else first.
      const everyone = (await as(pair[0]!.token).get('/api/accounts')).json() as Array<{ id: string }>;
      for (const account of everyone) {
        if (!pair.some((member) => member.id === account.id)) assert.equal((await as(pair[0]!.token).delete(`/api/accounts/${account.id}`)).statusCode, 200);
      }
      const [a, b] = await Promise.all([as(pair[0]!.token).delete(`/api/accounts/${pair[1]!.id}`), as(pair[1]!.token).delete(`/api/accounts/${pair[0]!.id}`)]);
      const statuses = [a.statusCode, b.statusCode].sort();
      assert.equal(statuses[0], 200);
      assert.ok([401, 409].includes(statuses[1]!), String(statuses[1]));
      const survivor = [a, b].findIndex((answer) => answer.statusCode === 200);
      assert.equal(((await as(pair[survivor]!.token).get('/api/accounts')).json() as unknown[]).length, 1);
      // The test admin is gone now: put it back for what follows.
      await createAccount(t.context.db, ADMIN.email, ADMIN.password);
      t.token = (await login(ADMIN.email, ADMIN.password)).json().token;
    });

    it('records every kind of signed-in write exactly once, with field names and no personal details', async () => {
      const admin = as(t.token);
      const expectOne = async (label: string, write: () => Promise<{ statusCode: number }>, expected: Partial<AuditLine>) => {
        const before = await auditRows();
        const answer = await write();
        assert.ok(answer.statusCode < 300, `${label}: ${answer.statusCode}`);
        assert.equal(await auditRows(), before + 1, `${label}: one entry`);
        const line = await lastAudit();
        for (const [key, value] of Object.entries(expected)) assert.deepEqual(line[key as keyof AuditLine], value, `${label}: ${key}`);
        assert.equal(line.accountEmail, ADMIN.email);
        return line;
      };

      let member = { id: '' };
      await expectOne('create staff', async () => {
        const answer = await admin.post('/api/team', staffBody({ name: 'Secret Name' }));
        member = answer.json();
        return answer;
      }, { action: 'create', entity: 'staff' });
      const update = await expectOne('update staff', () => admin.put(`/api/team/${member.id}`, staffBody({ name: 'Another Secret', emergencyPhone: '+919800011122', fullBio: 'Secret Street', employeeId: (member as unknown as { employeeId: string }).employeeId })), {
        action: 'update', entity: 'staff', entityId: member.id,
      });
      assert.ok(update.fields.includes('name') && !update.fields.includes('employeeId'), update.fields.join());
      assert.ok(update.fields.includes('emergencyPhone') && update.fields.includes('fullBio'), update.fields.join());
      // A name's old → new reads 'Name: A → B' (decision 022); a phone or an address is named, never copied.
      assert.ok(!JSON.stringify(update).includes('+919800011122') && !JSON.stringify(update).includes('Secret Street'), 'no phone, no address');
      await expectOne('reorder staff', () => admin.put('/api/team/order', { ids: [member.id] }), { action: 'reorder', entity: 'staff' });
      await expectOne('delete staff', () => admin.delete(`/api/team/${member.id}`), { action: 'delete', entity: 'staff', entityId: member.id });

      const client = await created(t.app, t.token, '/api/clients', clientBody());
      assert.equal((await lastAudit()).entity, 'client');
      await expectOne('update client', () => admin.put(`/api/clients/${client.id}`, clientBody({ impact: 'More' })), { action: 'update', fields: ['impact'] });
      await expectOne('delete client', () => admin.delete(`/api/clients/${client.id}`), { action: 'delete', entity: 'client' });
      const ad = await created(t.app, t.token, '/api/advertisements', advertisementBody());
      await expectOne('update ad', () => admin.put(`/api/advertisements/${ad.id}`, advertisementBody({ title: 'New title' })), { action: 'update', entity: 'advertisement', fields: ['title'] });
      await expectOne('delete ad', () => admin.delete(`/api/advertisements/${ad.id}`), { action: 'delete', entity: 'advertisement' });

      const contact = (await call(t.app, 'POST', '/api/contacts', { payload: contactBody(), ip: '10.51.0.1' })).json() as { id: string };
      await expectOne('mark read', () => admin.patch(`/api/contacts/${contact.id}`, { read: true }), { action: 'mark-read', entity: 'contact', fields: ['readAt'] });
      await expectOne('delete contact', () => admin.delete(`/api/contacts/${contact.id}`), { action: 'delete', entity: 'contact' });
      const inquiry = (await call(t.app, 'POST', '/api/internship-inquiries', { payload: inquiryBody(), ip: '10.51.0.2' })).json() as { id: string };
      await expectOne('accept', () => admin.put(`/api/internship-inquiries/${inquiry.id}`, { status: 'Accepted' }), { action: 'accept', entity: 'inquiry', fields: ['status'] });
      await expectOne('delete inquiry', () => admin.delete(`/api/internship-inquiries/${inquiry.id}`), { action: 'delete', entity: 'inquiry' });

      await expectOne('privacy export', () => admin.get('/api/privacy/subject?email=rahul@example.com'), { action: 'export', entity: 'privacy' });
      await expectOne('privacy erase', () => admin.delete('/api/privacy/subject?email=rahul@example.com'), { action: 'erase', entity: 'privacy' });
      await expectOne('privacy purge', () => admin.post('/api/privacy/purge'), { action: 'purge', entity: 'privacy' });
      await expectOne('invite', () => admin.post('/api/accounts/invite', { email: `audited-${kind}@example.com`, role: 'editor' }), { action: 'invite', entity: 'account', fields: ['email', 'role'] });
      const extra = await newAccount(`extra-${kind}@example.com`);
      await expectOne('remove account', () => admin.delete(`/api/accounts/${extra}`), { action: 'remove', entity: 'account', entityId: extra });

      const before = await auditRows();
      const signedIn = await login(ADMIN.email, ADMIN.password);
      assert.equal(await auditRows(), before + 1);
      assert.equal((await lastAudit()).action, 'sign-in');
      await call(t.app, 'POST', '/api/auth/logout', { token: signedIn.json().token });
      assert.equal(await auditRows(), before + 2);
      assert.equal((await lastAudit()).action, 'sign-out');
    });

    it('leaves no entry for a write that fails', async () => {
      const admin = as(t.token);
      const member = await created(t.app, t.token, '/api/team', staffBody());
      const other = await created(t.app, t.token, '/api/team', staffBody());
      const inquiry = (await call(t.app, 'POST', '/api/internship-inquiries', { payload: inquiryBody(), ip: '10.51.0.3' })).json() as { id: string };
      await admin.put(`/api/internship-inquiries/${inquiry.id}`, { status: 'Rejected' });
      const me = (await admin.get('/api/auth/me')).json().user as { id: string };
      const before = await auditRows();
      const failures = [
        await admin.put(`/api/team/${member.id}`, staffBody({ name: '' })),
        await admin.put(`/api/team/${member.id}`, staffBody({ employeeId: (other as unknown as { employeeId: string }).employeeId })),
        await admin.put(`/api/internship-inquiries/${inquiry.id}`, { status: 'Rejected' }),
        await admin.delete('/api/clients/00000000-0000-4000-8000-000000000000'),
        await admin.delete(`/api/accounts/${me.id}`),
      ];
      assert.deepEqual(failures.map((answer) => answer.statusCode), [400, 409, 409, 404, 409]);
      assert.equal(await auditRows(), before);
      // A refused sign-in is not a failed write: it is recorded in its own right (below).
    });

    it('records what was missing: CSV exports, changes applied through a link, refused sign-ins and lockouts', async () => {
      const admin = as(t.token);
      const entries = async (since: number) => ((await admin.get('/api/audit?limit=500')).json() as Array<AuditLine & { at: string }>).filter((line) => Date.parse(line.at) >= since);

      let since = Date.now() - 5;
      assert.equal((await admin.get('/api/contacts/export.csv')).statusCode, 200);
      assert.equal((await admin.get('/api/internship-inquiries/export.csv?q=asha')).statusCode, 200);
      assert.deepEqual(
        (await entries(since)).map((line) => [line.action, line.entity, line.about, line.accountEmail]),
        [['export', 'inquiry', 'search: asha', ADMIN.email], ['export', 'contact', 'all', ADMIN.email]],
      );

      const owner = `careless-owner-${kind}@example.com`;
      const ownerId = await newAccount(owner);
      since = Date.now() - 5;
      assert.equal((await login(owner, 'Wr0ng!Password')).statusCode, 401);
      assert.equal((await login(`nobody-${kind}@example.com`, 'Wr0ng!Password')).statusCode, 401);
      const refused = await entries(since);
      assert.deepEqual(refused.map((line) => [line.action, line.accountEmail, line.entityId]), [['sign-in-refused', owner, ownerId]], 'one entry, in the account\'s own name; none for an unknown address');
      assert.match(refused[0]!.about, /^from 10\.50\.0\.1$/);

      since = Date.now() - 5;
      const answers = [];
      for (let i = 0; i < throttles.loginPerAccount + 2; i++) {
        answers.push((await call(t.app, 'POST', '/api/auth/login', { payload: { email: owner, password: 'Wr0ng!Password' }, ip: `10.52.${i}.1` })).statusCode);
      }
      assert.deepEqual(answers.slice(-3), [429, 429, 429]);
      const lockouts = (await entries(since)).filter((line) => line.action === 'lock-out');
      assert.deepEqual(lockouts.map((line) => line.accountEmail), [owner], 'one lockout entry, at the attempt that ran out the allowance');
    });

    it('lists the trail newest first, filtered by account, kind and date, paged with X-Total-Count', async () => {
      const admin = as(t.token);
      const me = (await admin.get('/api/auth/me')).json().user as { id: string };
      const all = await admin.get('/api/audit?limit=5');
      assert.equal(all.statusCode, 200);
      const total = Number(all.headers['x-total-count']);
      assert.ok(total >= 20 && all.json().length === 5);
      const times = (all.json() as Array<{ at: string }>).map((line) => Date.parse(line.at));
      assert.deepEqual([...times].sort((x, y) => y - x), times);

      const staffOnly = (await admin.get('/api/audit?entity=staff&limit=500')).json() as AuditLine[];
      assert.ok(staffOnly.length > 0 && staffOnly.every((line) => line.entity === 'staff'));
      const mine = await admin.get(`/api/audit?account=${me.id}&limit=500`);
      assert.ok((mine.json() as AuditLine[]).every((line) => line.accountEmail === ADMIN.email));
      const future = await admin.get(`/api/audit?since=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`);
      assert.deepEqual([future.json(), future.headers['x-total-count']], [[], '0']);
      for (const bad of ['entity=planets', 'account=42', 'since=yesterday']) {
        const refused = await admin.get(`/api/audit?${bad}`);
        assert.deepEqual([refused.statusCode, withoutCode(refused.json())], [400, { error: messages.api.invalidFilter }], bad);
      }
    });
  });
}
