import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { messages } from '../../src/domain/messages.ts';
import { companyContent } from '../../src/domain/content/company.ts';
import { createAccount } from '../../src/server/auth/accounts.server.ts';
import { invitationSubject } from '../../src/server/auth/invitations.server.ts';
import { accounts } from '../../src/server/db/schema.server.ts';
import { ADMIN } from '../helpers/accounts.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { call } from '../helpers/entities.ts';
import { startSmtp, type ReceivedMail } from '../helpers/smtp.ts';

const smtp = await startSmtp(3545);
after(async () => smtp.close());

const PASSWORD = 'R0les!Passw0rd';
const inviteToken = (mail: ReceivedMail) => {
  const link = /https?:\/\/[^\s"<>]+\/accept-invite\?token=([\w%-]+)/.exec(mail.decoded);
  assert.ok(link, 'the mail carries the invitation link');
  return decodeURIComponent(link[1]!);
};

type Summary = { id: string; email: string; name: string; role: string };
type Pending = { id: string; email: string; name: string; role: string; createdAt: string; expiresAt: string };
type AuditLine = { action: string; entity: string; entityId: string; fields: string[]; accountEmail: string; about: string };

for (const kind of await availableDatabaseKinds()) {
  describe(`owners and editors (${kind})`, () => {
    const t = signedInTestApp(kind, { SMTP_URL: smtp.url });
    const as = (token: string) => ({
      get: (url: string) => call(t.app, 'GET', url, { token }),
      post: (url: string, payload: unknown = {}) => call(t.app, 'POST', url, { token, payload }),
      patch: (url: string, payload: unknown) => call(t.app, 'PATCH', url, { token, payload }),
      delete: (url: string) => call(t.app, 'DELETE', url, { token }),
    });
    const login = (email: string) => call(t.app, 'POST', '/api/auth/login', { payload: { email, password: PASSWORD }, ip: '10.60.0.1' });
    const lastAudit = async (): Promise<AuditLine> => (await as(t.token).get('/api/audit?limit=1')).json()[0];
    const accountOf = async (email: string) => ((await as(t.token).get('/api/accounts')).json() as Summary[]).find((account) => account.email === email)!;
    const pendingOf = async (email: string) => ((await as(t.token).get('/api/accounts/invitations')).json() as Pending[]).find((invitation) => invitation.email === email)!;
    const mailTo = (email: string, seen: Set<string>) =>
      smtp.waitForMail((mail) => mail.to.includes(email) && mail.subject === invitationSubject(companyContent.defaults) && !seen.has(inviteToken(mail)));
    const seenTokens = new Set<string>();

    async function signedInAs(email: string, role: 'owner' | 'editor') {
      const made = await createAccount(t.context.db, email, PASSWORD, role);
      assert.ok(made.ok);
      const answer = await login(email);
      assert.equal(answer.statusCode, 200);
      return { id: made.value.id, token: answer.json().token as string, user: answer.json().user as Summary };
    }

    it('answers the role in the login answer and in GET /api/auth/me; existing accounts are owners', async () => {
      const me = await as(t.token).get('/api/auth/me');
      assert.equal(me.json().user.role, 'owner', 'the test admin, made as before roles, is an owner');
      const editor = await signedInAs(`me-editor-${kind}@example.com`, 'editor');
      assert.equal(editor.user.role, 'editor');
      assert.equal((await as(editor.token).get('/api/auth/me')).json().user.role, 'editor');
    });

    it('refuses an invitation with a role that is none with 400 unknown_role; one naming no role invites an editor', async () => {
      for (const role of [null, '', 'admin', 'Owner', 1]) {
        const answer = await as(t.token).post('/api/accounts/invite', { email: `no-role-${kind}@example.com`, role });
        assert.equal(answer.statusCode, 400, String(role));
        assert.deepEqual(answer.json(), { error: messages.accounts.roleRequired, field: 'role', code: 'unknown_role' }, String(role));
      }
      const longName = await as(t.token).post('/api/accounts/invite', { email: `no-role-${kind}@example.com`, role: 'editor', name: 'n'.repeat(121) });
      assert.deepEqual([longName.statusCode, longName.json()], [400, { error: messages.accounts.nameTooLong(120), field: 'name', code: 'too_long' }]);
      assert.equal(await pendingOf(`no-role-${kind}@example.com`), undefined, 'no invitation was made');
      // A caller written before roles sends the address alone: the smaller role, never an owner.
      const unnamed = await as(t.token).post('/api/accounts/invite', { email: `no-role-${kind}@example.com` });
      assert.equal(unnamed.statusCode, 201, unnamed.body);
      assert.equal((await pendingOf(`no-role-${kind}@example.com`)).role, 'editor');
    });

    it('makes the invited account with the role the invitation named', async () => {
      const email = `invited-editor-${kind}@example.com`;
      const mailed = mailTo(email, seenTokens);
      const invited = await as(t.token).post('/api/accounts/invite', { email, name: 'Meera', role: 'editor' });
      assert.equal(invited.statusCode, 201, invited.body);
      const mail = await mailed;
      assert.match(mail.decoded, /Hello Meera,/);
      assert.equal((await pendingOf(email)).role, 'editor');
      const token = inviteToken(mail);
      seenTokens.add(token);
      const accepted = await call(t.app, 'POST', '/api/accept-invite', { payload: { token, password: PASSWORD } });
      assert.equal(accepted.statusCode, 200);
      assert.equal(accepted.json().user.role, 'editor');
      const me = await as(accepted.json().token).get('/api/auth/me');
      assert.deepEqual(me.json().user, { id: accepted.json().user.id, email, role: 'editor' });
      assert.equal((await accountOf(email)).role, 'editor', 'the Accounts list shows it');
      const refused = await as(accepted.json().token).get('/api/accounts');
      assert.deepEqual([refused.statusCode, refused.json()], [403, { error: messages.accounts.ownersOnly, code: 'owners_only' }]);
    });

    it('sends an invitation again with a new link and a new 24 hours; the old link stops working; audited; its name greets and names the account', async () => {
      const email = `resent-${kind}@example.com`;
      const first = mailTo(email, seenTokens);
      assert.equal((await as(t.token).post('/api/accounts/invite', { email, name: '  Anjali Menon ', role: 'editor' })).statusCode, 201);
      const firstMail = await first;
      assert.match(firstMail.decoded, /Hello Anjali Menon,/, 'the mail greets the name typed');
      const oldToken = inviteToken(firstMail);
      seenTokens.add(oldToken);
      const before = await pendingOf(email);
      assert.equal(before.name, 'Anjali Menon', 'the list shows the name, trimmed');
      await t.context.db.execute(`UPDATE invitations SET created_at = now() - interval '20 hours', expires_at = now() + interval '4 hours' WHERE id = '${before.id}'`);

      const second = mailTo(email, seenTokens);
      const resent = await as(t.token).post(`/api/accounts/invitations/${before.id}/resend`);
      assert.deepEqual([resent.statusCode, resent.json()], [200, { message: messages.accounts.resent(email) }]);
      const secondMail = await second;
      assert.match(secondMail.decoded, /Hello Anjali Menon,/, 'the mail sent again greets the same name');
      const newToken = inviteToken(secondMail);
      seenTokens.add(newToken);
      assert.notEqual(newToken, oldToken);
      const after = await pendingOf(email);
      assert.equal(after.id, before.id);
      assert.equal(after.role, 'editor', 'the role stays');
      const hoursLeft = (Date.parse(after.expiresAt) - Date.now()) / 3_600_000;
      assert.ok(hoursLeft > 23.9 && hoursLeft <= 24, `a new 24 hours (${hoursLeft})`);
      assert.deepEqual(await lastAudit().then((line) => [line.action, line.entity, line.entityId, line.about, line.accountEmail]), ['resend', 'account', before.id, email, ADMIN.email]);

      const old = await call(t.app, 'POST', '/api/accept-invite', { payload: { token: oldToken, password: PASSWORD } });
      assert.deepEqual([old.statusCode, old.json().error], [400, messages.accounts.invalidInvite]);
      const accepted = await call(t.app, 'POST', '/api/accept-invite', { payload: { token: newToken, password: PASSWORD } });
      assert.equal(accepted.statusCode, 200);
      assert.equal(accepted.json().user.role, 'editor');
      assert.equal((await accountOf(email)).name, 'Anjali Menon', 'the account carries the invitation\'s name');
      assert.equal((await as(t.token).post(`/api/accounts/invitations/${before.id}/resend`)).statusCode, 404, 'a used invitation is not sent again');
    });

    it('sends one invitation again at most five times an hour, then 429 without a mail', async () => {
      const email = `resent-often-${kind}@example.com`;
      const first = mailTo(email, seenTokens);
      assert.equal((await as(t.token).post('/api/accounts/invite', { email, role: 'editor' })).statusCode, 201);
      seenTokens.add(inviteToken(await first));
      const { id, name } = await pendingOf(email);
      assert.equal(name, '', 'an invitation without a name lists none');
      for (let sent = 1; sent <= 5; sent++) assert.equal((await as(t.token).post(`/api/accounts/invitations/${id}/resend`)).statusCode, 200, `resend ${sent}`);
      const before = (await pendingOf(email)).createdAt;
      const refused = await as(t.token).post(`/api/accounts/invitations/${id}/resend`);
      assert.deepEqual([refused.statusCode, refused.json().error], [429, messages.auth.tooManyAttempts]);
      assert.ok(Number(refused.headers['retry-after']) > 0, 'says when to try again');
      assert.equal((await pendingOf(email)).createdAt, before, 'the link sent last still works');
    });

    it('changes a role, audited; it holds from the next request; setting the same role records nothing', async () => {
      const colleague = await signedInAs(`promoted-${kind}@example.com`, 'editor');
      assert.equal((await as(colleague.token).get('/api/backups')).statusCode, 403);
      const promoted = await as(t.token).patch(`/api/accounts/${colleague.id}`, { role: 'owner' });
      assert.equal(promoted.statusCode, 200, promoted.body);
      assert.equal(promoted.json().role, 'owner');
      assert.deepEqual(await lastAudit().then((line) => [line.action, line.entity, line.entityId, line.fields, line.about]), [
        'change-role', 'account', colleague.id, ['role'], `promoted-${kind}@example.com: editor to owner`,
      ]);
      assert.equal((await as(colleague.token).get('/api/backups')).statusCode, 200, 'the same session, now an owner');
      assert.equal((await as(colleague.token).get('/api/auth/me')).json().user.role, 'owner');

      const entries = (await as(t.token).get('/api/audit?limit=1')).headers['x-total-count'];
      assert.equal((await as(t.token).patch(`/api/accounts/${colleague.id}`, { role: 'owner' })).statusCode, 200);
      assert.equal((await as(t.token).get('/api/audit?limit=1')).headers['x-total-count'], entries);

      assert.equal((await as(t.token).patch(`/api/accounts/${colleague.id}`, { role: 'editor' })).statusCode, 200);
      assert.equal((await as(colleague.token).get('/api/backups')).statusCode, 403, 'demoted at once');
      const unknown = await as(t.token).patch(`/api/accounts/${colleague.id}`, { role: 'admin' });
      assert.deepEqual([unknown.statusCode, unknown.json().code], [400, 'unknown_role']);
      assert.equal((await as(t.token).patch('/api/accounts/00000000-0000-4000-8000-000000000000', { role: 'editor' })).statusCode, 404);
      const byEditor = await as(colleague.token).patch(`/api/accounts/${colleague.id}`, { role: 'owner' });
      assert.deepEqual([byEditor.statusCode, byEditor.json().code], [403, 'owners_only'], 'an editor cannot promote itself');
    });

    it('keeps the last owner: it cannot be demoted, and two owners demoting each other at once leave one', async () => {
      // Only the test admin is an owner now: everyone else is an editor.
      await t.context.db.update(accounts).set({ role: 'editor' }).where(eq(accounts.role, 'owner'));
      await t.context.db.update(accounts).set({ role: 'owner' }).where(eq(accounts.email, ADMIN.email));
      const me = (await as(t.token).get('/api/auth/me')).json().user as Summary;
      const self = await as(t.token).patch(`/api/accounts/${me.id}`, { role: 'editor' });
      assert.deepEqual([self.statusCode, self.json()], [409, { error: messages.accounts.cannotRemoveLastOwner, code: 'last_owner' }]);
      assert.equal((await as(t.token).get('/api/auth/me')).json().user.role, 'owner');

      const other = await signedInAs(`second-owner-${kind}@example.com`, 'owner');
      const [a, b] = await Promise.all([
        as(t.token).patch(`/api/accounts/${other.id}`, { role: 'editor' }),
        as(other.token).patch(`/api/accounts/${me.id}`, { role: 'editor' }),
      ]);
      const statuses = [a.statusCode, b.statusCode].sort();
      assert.equal(statuses[0], 200);
      assert.ok([403, 409].includes(statuses[1]!), `${statuses[1]} ${a.body} ${b.body}`);
      const owners = await t.context.db.select().from(accounts).where(eq(accounts.role, 'owner'));
      assert.equal(owners.length, 1, 'one owner is left');
    });

    it('never removes the last owner: two owners removing each other at once leave one owner', async () => {
      const pair = [await signedInAs(`left-owner-${kind}@example.com`, 'owner'), await signedInAs(`right-owner-${kind}@example.com`, 'owner')];
      // These two are the only owners: the others are editors.
      await t.context.db.execute(`UPDATE accounts SET role = 'editor' WHERE email NOT IN ('left-owner-${kind}@example.com', 'right-owner-${kind}@example.com')`);
      const [a, b] = await Promise.all([as(pair[0]!.token).delete(`/api/accounts/${pair[1]!.id}`), as(pair[1]!.token).delete(`/api/accounts/${pair[0]!.id}`)]);
      const statuses = [a.statusCode, b.statusCode].sort();
      assert.equal(statuses[0], 200);
      assert.ok([401, 403, 409].includes(statuses[1]!), String(statuses[1]));
      const owners = await t.context.db.select().from(accounts).where(eq(accounts.role, 'owner'));
      assert.equal(owners.length, 1, 'one owner is left');
    });
  });
}
