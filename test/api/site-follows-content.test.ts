import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PDFDocument } from 'pdf-lib';
import { contentDocuments, type ContentKey, type ContentOf } from '../../src/domain/content/index.ts';
import { messages } from '../../src/domain/messages.ts';
import { brochureFileName } from '../../src/domain/routes.ts';
import { signIn } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { call, contactBody, inquiryBody } from '../helpers/entities.ts';
import { startSmtp } from '../helpers/smtp.ts';

const smtp = await startSmtp(3527);
after(async () => smtp.close());

const shipped = contentDocuments.apply.defaults;
const [first] = shipped.programmes;
const renamed = 'Flutter and Dart Developer';

for (const kind of await availableDatabaseKinds()) {
  describe(`what the server does follows the published content (${kind})`, () => {
    let t: TestApp;
    let token = '';
    before(async () => {
      t = await createTestApp(kind, { SMTP_URL: smtp.url });
      token = await signIn(t.app, t.context.db);
    });
    after(async () => t?.close());

    /** Saves a document as a draft on top of its current version and publishes it, as an editor does. */
    async function publish<K extends ContentKey>(key: K, document: ContentOf<K>) {
      const { version } = (await call(t.app, 'GET', `/api/content/${key}`, { token })).json();
      const saved = await call(t.app, 'PUT', `/api/content/${key}`, { token, payload: { version, draft: document } });
      assert.equal(saved.statusCode, 200, saved.body);
      const published = await call(t.app, 'POST', `/api/content/${key}/publish`, { token, payload: { version: saved.json().version } });
      assert.equal(published.statusCode, 200, published.body);
    }
    const apply = (role: string, message: string) => call(t.app, 'POST', '/api/internship-inquiries', { payload: inquiryBody({ role, message }) });
    const storedRoles = async (message: string) =>
      (await call(t.app, 'GET', `/api/internship-inquiries?q=${encodeURIComponent(message)}`, { token })).json().map((inquiry: { role: string }) => inquiry.role);
    const brochure = (headers: Record<string, string> = {}) => call(t.app, 'GET', `/${brochureFileName}`, { headers });

    it('an application names a programme published now; one received before a rename keeps its title', async () => {
      const before = `Applied before the rename ${kind}`;
      assert.equal((await apply(first!.title, before)).statusCode, 201);

      await publish('apply', { ...shipped, programmes: [{ ...first!, title: renamed }, ...shipped.programmes.slice(1)] });

      // Straight after the publish, with no page read in between.
      const accepted = await apply(renamed, `Applied with the new title ${kind}`);
      assert.equal(accepted.statusCode, 201, accepted.body);
      assert.equal(accepted.json().role, renamed);
      const refused = await apply(first!.title, `Applied with the old title ${kind}`);
      assert.equal(refused.statusCode, 400);
      assert.equal(refused.json().error, messages.application.unknownProgramme);

      assert.deepEqual(await storedRoles(before), [first!.title]);
      assert.deepEqual(await storedRoles(`Applied with the old title ${kind}`), []);
    });

    it('the brochure is made from the published programmes and its ETag changes with them', async () => {
      const current = await brochure();
      assert.equal(current.statusCode, 200);
      assert.equal(current.headers['content-type'], 'application/pdf');
      assert.equal(current.headers['cache-control'], 'public, no-cache');
      const etag = String(current.headers.etag);
      assert.equal((await brochure({ 'if-none-match': etag })).statusCode, 304);
      const keywords = async (body: Buffer) => (await PDFDocument.load(body)).getKeywords() ?? '';
      assert.ok((await keywords(current.rawPayload)).includes(renamed));

      await publish('apply', shipped);
      const remade = await brochure({ 'if-none-match': etag });
      assert.equal(remade.statusCode, 200, 'the old copy is no longer current');
      assert.notEqual(remade.headers.etag, etag);
      assert.ok((await keywords(remade.rawPayload)).includes(first!.title));
      assert.ok(!(await keywords(remade.rawPayload)).includes(renamed));
    });

    it('notifications go to the published notification address, signed with the published name', async () => {
      const company = contentDocuments.company.defaults;
      const desk = `desk-${kind}@kayal.example`;
      await publish('company', { ...company, name: 'Kayal Software', notificationEmail: desk });
      const sent = await call(t.app, 'POST', '/api/contacts', { payload: contactBody({ name: `Meera ${kind}` }) });
      assert.equal(sent.statusCode, 201, sent.body);
      const mail = await smtp.waitForMail((m) => m.to.includes(desk) && m.decoded.includes(`Meera ${kind}`));
      assert.match(mail.decoded, /-- \r?\nKayal Software/);
      assert.ok(!mail.decoded.includes(company.name));
      await publish('company', company);
    });
  });
}
