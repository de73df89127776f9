import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { sessionLifetime, throttles } from '../../src/domain/limits.ts';
import { messages } from '../../src/domain/messages.ts';
import { createAccount } from '../../src/server/auth/accounts.server.ts';
import { hashToken } from '../../src/server/auth/tokens.server.ts';
import { sessions } from '../../src/server/db/schema.server.ts';
import { ADMIN, EDITOR, signIn } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { pngBytes, uploadForm } from '../helpers/files.ts';
import { advertisementBody, call, clientBody, contactBody, created, inquiryBody, staffBody, withoutCode } from '../helpers/entities.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

for (const kind of await availableDatabaseKinds()) {
  describe(`sign-in on every admin call (${kind})`, () => {
    let t: TestApp;
    let token: string;
    let adminRoutes: [Method, string, unknown?][];
    before(async () => {
      t = await createTestApp(kind);
      token = await signIn(t.app, t.context.db);
      // Real records, so a refusal can only be about the session, never a 404.
      const member = await created(t.app, token, '/api/team', staffBody());
      memberId = member.id;
      const client = await created(t.app, token, '/api/clients', clientBody());
      const ad = await created(t.app, token, '/api/advertisements', advertisementBody());
      const contact = (await call(t.app, 'POST', '/api/contacts', { payload: contactBody() })).json<{ id: string }>();
      const inquiry = (await call(t.app, 'POST', '/api/internship-inquiries', { payload: inquiryBody() })).json<{ id: string }>();
      adminRoutes = [
        ['GET', '/api/auth/me'],
        ['GET', '/api/dashboard'],
        ['GET', '/api/stats?from=2026-01-01&to=2026-01-31'],
        ['GET', '/api/contacts'],
        ['GET', '/api/contacts/export.csv'],
        ['GET', '/api/internship-inquiries'],
        ['GET', '/api/internship-inquiries/export.csv'],
        ['POST', '/api/team', staffBody()],
        ['PUT', `/api/team/${member.id}`, staffBody()],
        ['PUT', '/api/team/order', { ids: [member.id] }],
        ['DELETE', `/api/team/${member.id}`],
        ['POST', '/api/clients', clientBody()],
        ['PUT', `/api/clients/${client.id}`, clientBody()],
        ['PUT', '/api/clients/order', { ids: [client.id] }],
        ['DELETE', `/api/clients/${client.id}`],
        ['POST', '/api/advertisements', advertisementBody()],
        ['PUT', `/api/advertisements/${ad.id}`, advertisementBody()],
        ['PUT', '/api/advertisements/order', { ids: [ad.id] }],
        ['DELETE', `/api/advertisements/${ad.id}`],
        ['PATCH', `/api/contacts/${contact.id}`, { read: true }],
        ['DELETE', `/api/contacts/${contact.id}`],
        ['PUT', `/api/internship-inquiries/${inquiry.id}`, { status: 'Accepted' }],
        ['DELETE', `/api/internship-inquiries/${inquiry.id}`],
        ['GET', '/api/privacy/subject?email=rahul@example.com'],
        ['DELETE', '/api/privacy/subject?email=rahul@example.com'],
        ['POST', '/api/privacy/purge'],
        ['GET', '/api/privacy/log'],
        ['GET', '/api/accounts'],
        ['POST', '/api/accounts/invite', { email: 'someone@example.com', role: 'editor' }],
        ['PATCH', `/api/accounts/${member.id}`, { role: 'editor' }],
        ['POST', `/api/accounts/invitations/${member.id}/resend`],
        ['DELETE', `/api/accounts/${member.id}`],
        ['GET', '/api/accounts/invitations'],
        ['DELETE', `/api/accounts/invitations/${member.id}`],
        ['GET', '/api/audit'],
      ];
    });
    after(async () => t.close());

    /**
     * Every registered route that declares 'signed-in', read from the server itself, so a route
     * added later is covered without being listed here; ids are a real member's.
     */
    const registeredAdminRoutes = () =>
      t.app.apiRoutes
        .filter((route) => route.access !== 'public' && route.method !== 'HEAD')
        .map((route) => [route.method as Method, route.url.replace(':id', memberId), {}] as [Method, string, unknown]);
    let memberId = '';

    it('knows every admin call listed here from the routes the server registered', () => {
      const registered = new Set(t.app.apiRoutes.filter((route) => route.access !== 'public').map((route) => `${route.method} ${route.url}`));
      for (const [method, url] of adminRoutes) {
        const template = url.split('?')[0]!.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/, ':id');
        assert.ok(registered.has(`${method} ${template}`), `${method} ${template}`);
      }
    });

    it('opens only the calls docs/product.md#access makes public; every other one is signed-in', () => {
      const open = t.app.apiRoutes.filter((route) => route.access === 'public' && route.method !== 'HEAD').map((route) => `${route.method} ${route.url}`);
      assert.deepEqual(open.sort(), [
        'GET /api/advertisements',
        'GET /api/clients',
        'GET /api/content',
        'GET /api/content/:key',
        'GET /api/team',
        'GET /api/team/public/:id',
        'GET /api/verify-change',
        'POST /api/accept-invite',
        'POST /api/auth/login',
        'POST /api/auth/logout',
        'POST /api/contacts',
        'POST /api/internship-inquiries',
        'POST /api/requestEmailChange',
        'POST /api/requestPasswordChange',
        'POST /api/uploads',
        'POST /api/verify-change',
      ]);
    });

    async function assertEveryAdminRouteRefuses(headers: Record<string, string>, label: string) {
      const pictureUpload = uploadForm('image', 'me.png', 'image/png', await pngBytes(8, 8));
      const upload = await t.app.inject({ method: 'POST', url: '/api/uploads', payload: pictureUpload.payload, headers: { ...pictureUpload.headers, ...headers } });
      assert.equal(upload.statusCode, 401, `${label}: POST /api/uploads (image)`);
      assert.deepEqual(withoutCode(upload.json()), { error: messages.auth.notSignedIn });
      for (const [method, url, payload] of [...adminRoutes, ...registeredAdminRoutes()]) {
        const response = await call(t.app, method, url, { payload, headers });
        assert.equal(response.statusCode, 401, `${label}: ${method} ${url}`);
        assert.match(String(response.headers['content-type']), /application\/json/);
        assert.deepEqual(withoutCode(response.json()), { error: messages.auth.notSignedIn }, `${label}: ${method} ${url}`);
      }
    }

    const setSession = (sessionToken: string, values: Partial<typeof sessions.$inferInsert>) =>
      t.context.db.update(sessions).set(values).where(eq(sessions.tokenHash, hashToken(sessionToken)));
    const freshToken = () => signIn(t.app, t.context.db);

    it('refuses every admin call without a token', async () => {
      await assertEveryAdminRouteRefuses({}, 'no token');
    });

    it('refuses every admin call with a malformed or unknown token', async () => {
      for (const authorization of ['Bearer', 'Bearer not-a-real-token', `Bearer ${token}x`, `Basic ${token}`, `Bearer ${'a'.repeat(500)}`]) {
        await assertEveryAdminRouteRefuses({ authorization }, authorization.slice(0, 20));
      }
    });

    it('refuses every admin call with a session past its lifetime', async () => {
      const expired = await freshToken();
      await setSession(expired, { expiresAt: new Date(Date.now() - 1000) });
      await assertEveryAdminRouteRefuses({ authorization: `Bearer ${expired}` }, 'expired');
    });

    it('refuses every admin call with a session idle for longer than 12 hours', async () => {
      const idle = await freshToken();
      await setSession(idle, { lastSeenAt: new Date(Date.now() - sessionLifetime.idleMs - 1000) });
      await assertEveryAdminRouteRefuses({ authorization: `Bearer ${idle}` }, 'idle');
    });

    it('refuses every admin call with a session revoked by logout', async () => {
      const revoked = await freshToken();
      assert.equal((await call(t.app, 'POST', '/api/auth/logout', { token: revoked })).statusCode, 200);
      await assertEveryAdminRouteRefuses({ authorization: `Bearer ${revoked}` }, 'revoked');
    });

    it('shows only public cards to a caller whose session has ended', async () => {
      const expired = await freshToken();
      await setSession(expired, { expiresAt: new Date(Date.now() - 1000) });
      const response = await call(t.app, 'GET', '/api/team', { token: expired });
      assert.equal(response.statusCode, 200);
      assert.ok(response.json<Record<string, unknown>[]>().every((card) => !('bloodGroup' in card)));
    });

    /** What an editor is refused: every route that says 'owner', and the company details document's writes. */
    const ownersOnlyCalls = (revisionId: string): [Method, string, unknown?][] => [
      ...t.app.apiRoutes
        .filter((route) => route.access === 'owner' && route.method !== 'HEAD')
        .map((route) => [route.method as Method, route.url.replace(':id', memberId), {}] as [Method, string, unknown]),
      ['GET', '/api/privacy/subject?email=rahul@example.com'],
      ['PUT', '/api/content/company', { version: 1, draft: {} }],
      ['POST', '/api/content/company/publish', {}],
      ['POST', `/api/content/company/revisions/${revisionId}/restore`, {}],
    ];

    it('declares owner-only the calls on accounts, invitations, backups, privacy tools and Activity', () => {
      const owners = new Set(t.app.apiRoutes.filter((route) => route.access === 'owner').map((route) => `${route.method} ${route.url}`));
      for (const call of [
        'GET /api/accounts',
        'POST /api/accounts/invite',
        'PATCH /api/accounts/:id',
        'DELETE /api/accounts/:id',
        'GET /api/accounts/invitations',
        'POST /api/accounts/invitations/:id/resend',
        'DELETE /api/accounts/invitations/:id',
        'GET /api/backups',
        'POST /api/backups',
        'GET /api/backups/:id/check',
        'GET /api/backups/:id/download',
        'DELETE /api/backups/:id',
        'GET /api/privacy/subject',
        'DELETE /api/privacy/subject',
        'POST /api/privacy/purge',
        'GET /api/privacy/log',
        'GET /api/audit',
      ]) {
        assert.ok(owners.has(call), call);
      }
    });

    it('answers an editor 403 with code owners_only on every owner-only call, before it does anything', async () => {
      const editor = await signIn(t.app, t.context.db, EDITOR, 'editor');
      const revisions = await call(t.app, 'GET', '/api/content/company/revisions', { token });
      const revisionId = revisions.json<{ id: string }[]>()[0]?.id ?? memberId;
      const auditBefore = (await call(t.app, 'GET', '/api/audit?limit=1', { token })).headers['x-total-count'];
      for (const [method, url, payload] of ownersOnlyCalls(revisionId)) {
        const response = await call(t.app, method, url, { payload, token: editor });
        assert.equal(response.statusCode, 403, `editor: ${method} ${url}`);
        assert.deepEqual(response.json(), { error: messages.accounts.ownersOnly, code: 'owners_only' }, `editor: ${method} ${url}`);
      }
      assert.equal((await call(t.app, 'GET', '/api/audit?limit=1', { token })).headers['x-total-count'], auditBefore, 'nothing was done, so nothing audited');
      const company = await call(t.app, 'GET', '/api/content/company', { token: editor });
      assert.equal(company.statusCode, 200, 'an editor still reads the company details');
    });

    it('lets an editor make every other signed-in call', async () => {
      const editor = await signIn(t.app, t.context.db, { email: 'editor-2@example.com', password: EDITOR.password }, 'editor');
      const me = await call(t.app, 'GET', '/api/auth/me', { token: editor });
      assert.deepEqual(me.json().user, { id: me.json().user.id, email: 'editor-2@example.com', role: 'editor' });
      const reads = t.app.apiRoutes.filter((route) => route.access === 'signed-in' && route.method === 'GET' && !route.url.includes(':'));
      assert.ok(reads.length > 5);
      for (const route of reads) {
        const response = await call(t.app, 'GET', route.url, { token: editor });
        assert.notEqual(response.statusCode, 403, `editor: GET ${route.url}`);
        assert.notEqual(response.statusCode, 401, `editor: GET ${route.url}`);
      }
      const home = (await call(t.app, 'GET', '/api/content/home', { token: editor })).json<{ version: number; published: unknown }>();
      const saved = await call(t.app, 'PUT', '/api/content/home', { token: editor, payload: { version: home.version, draft: home.published } });
      assert.equal(saved.statusCode, 200, saved.body);
      assert.equal((await call(t.app, 'POST', '/api/team', { token: editor, payload: staffBody() })).statusCode, 201);
    });

    it('lets an owner through the same calls (the answer is about the call, never the role)', async () => {
      for (const url of ['/api/accounts', '/api/accounts/invitations', '/api/backups', '/api/privacy/log', '/api/audit', '/api/privacy/subject?email=rahul@example.com']) {
        assert.equal((await call(t.app, 'GET', url, { token })).statusCode, 200, `owner: GET ${url}`);
      }
      const company = (await call(t.app, 'GET', '/api/content/company', { token })).json<{ version: number; published: unknown }>();
      const saved = await call(t.app, 'PUT', '/api/content/company', { token, payload: { version: company.version, draft: company.published } });
      assert.equal(saved.statusCode, 200, saved.body);
    });

    it('refuses a state-changing call carried only by the cookie unless it is same-origin', async () => {
      const cookie = { cookie: `sid=${token}` };
      const crossSite: Record<string, string>[] = [{}, { origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }];
      for (const headers of crossSite) {
        const response = await call(t.app, 'POST', '/api/advertisements', { payload: advertisementBody(), headers: { ...cookie, ...headers } });
        assert.equal(response.statusCode, 403, JSON.stringify(headers));
        assert.deepEqual(withoutCode(response.json()), { error: messages.auth.crossSite });
      }
      const sameOrigin = await call(t.app, 'POST', '/api/advertisements', { payload: advertisementBody(), headers: { ...cookie, origin: 'http://localhost:3000' } });
      assert.equal(sameOrigin.statusCode, 201);
      const fetchMetadata = await call(t.app, 'POST', '/api/advertisements', { payload: advertisementBody(), headers: { ...cookie, 'sec-fetch-site': 'same-origin' } });
      assert.equal(fetchMetadata.statusCode, 201);
      const read = await call(t.app, 'GET', '/api/dashboard', { headers: cookie });
      assert.equal(read.statusCode, 200, 'reading with the cookie alone is fine');
    });
  });

  describe(`login throttling (${kind})`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(kind);
      await createAccount(t.context.db, ADMIN.email, ADMIN.password);
    });
    after(async () => t.close());

    const login = (email: string, password: string, ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

    it('refuses the 6th attempt on one account with 429 and Retry-After, even with the right password', async () => {
      for (let attempt = 1; attempt <= throttles.loginPerAccount; attempt += 1) {
        const wrong = await login(ADMIN.email, 'Wr0ng!Password', `10.2.0.${attempt}`);
        assert.equal(wrong.statusCode, 401);
        assert.deepEqual(withoutCode(wrong.json()), { error: messages.auth.invalidCredentials });
      }
      const sixth = await login(ADMIN.email, ADMIN.password, '10.2.0.99');
      assert.equal(sixth.statusCode, 429);
      assert.deepEqual(withoutCode(sixth.json()), { error: messages.auth.tooManyAttempts });
      const retryAfter = Number(sixth.headers['retry-after']);
      assert.ok(retryAfter > 0 && retryAfter <= throttles.loginWindowMs / 1000, String(retryAfter));
    });

    it('throttles an unknown account exactly like a real one (no enumeration)', async () => {
      const answers = [];
      for (let attempt = 1; attempt <= throttles.loginPerAccount + 1; attempt += 1) {
        answers.push(await login('nobody@example.com', 'Wr0ng!Password', `10.3.0.${attempt}`));
      }
      assert.deepEqual(answers.map((answer) => answer.statusCode), [401, 401, 401, 401, 401, 429]);
      assert.deepEqual(withoutCode(answers[0]!.json()), { error: messages.auth.invalidCredentials });
      assert.deepEqual(withoutCode(answers[5]!.json()), { error: messages.auth.tooManyAttempts });
    });

    it('refuses an address after 30 failures across accounts, while other addresses still sign in', async () => {
      const ip = '10.4.0.1';
      for (let attempt = 1; attempt <= throttles.loginPerAddress; attempt += 1) {
        assert.equal((await login(`guess${attempt}@example.com`, 'Wr0ng!Password', ip)).statusCode, 401);
      }
      const refused = await login('guess-more@example.com', 'Wr0ng!Password', ip);
      assert.equal(refused.statusCode, 429);
      assert.ok(Number(refused.headers['retry-after']) > 0);
      await createAccount(t.context.db, 'other@example.com', ADMIN.password);
      assert.equal((await login('other@example.com', ADMIN.password, '10.4.0.2')).statusCode, 200);
    });
  });
}
