/**
 * A plain form post past the submission limit is answered by a short page in the page's
 * language (the limit's words, a link back to the form), not by a render of the whole form page:
 * a refusal a caller can repeat costs next to nothing. Needs the built site; one database kind
 * is enough.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { catalogueFor } from '../../src/domain/i18n/catalogue/index.ts';
import { shippedProgrammeTitles } from '../../src/domain/programmes.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { isPostgresAvailable } from '../helpers/databases.ts';
import { multipart } from '../helpers/files.ts';
import { decodeHtmlText } from '../helpers/html-text.ts';

const ENQUIRY = 'name=Anu&email=anu%40example.com&phone=9847012345&message=Hello';

describe('a form post past the submission limit', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp((await isPostgresAvailable()) ? 'postgres' : 'embedded', { SUBMISSION_LIMIT: '1' }, { pages: true });
  });
  after(async () => t.close());

  const postEnquiry = (url: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, payload: ENQUIRY, headers: { 'content-type': 'application/x-www-form-urlencoded' }, remoteAddress });

  const assertShortRefusal = (answer: Awaited<ReturnType<typeof postEnquiry>>, lang: 'ml' | 'ar', formPage: string, wholePage: number) => {
    assert.equal(answer.statusCode, 429);
    assert.ok(Number(answer.headers['retry-after']) > 0, 'Retry-After kept');
    assert.match(answer.body, new RegExp(`<html lang="${lang}"`));
    const text = decodeHtmlText(answer.body);
    assert.ok(text.includes(catalogueFor(lang).formErrors.tooManySubmissions), 'the limit in the page language');
    assert.ok(text.includes(`<a href="${formPage}">${catalogueFor(lang).formErrors.backToForm}</a>`), 'a link back to the form');
    assert.ok(answer.body.length < 2000 && answer.body.length * 10 < wholePage, `${answer.body.length} bytes against the form page's ${wholePage}`);
    assert.match(String(answer.headers['content-security-policy']), /default-src/);
  };

  it('answers an enquiry post with a short page in the page language, Retry-After kept', async () => {
    const sent = await postEnquiry('/ml/contact', '10.9.0.1');
    assert.equal(sent.statusCode, 200);
    assertShortRefusal(await postEnquiry('/ml/contact', '10.9.0.1'), 'ml', '/ml/contact', sent.body.length);
    // Another address is not refused.
    assert.equal((await postEnquiry('/ml/contact', '10.9.0.2')).statusCode, 200);
  });

  it('answers an application post the same way', async () => {
    const form = (await t.app.inject({ url: '/ar/internship/apply' })).body;
    assert.equal((await postEnquiry('/ar/contact', '10.9.0.3')).statusCode, 200);
    const fields = { name: 'Devika Menon', email: 'devika@example.com', role: shippedProgrammeTitles[0]!, message: 'Hello' };
    const body = multipart(Object.entries(fields).map(([name, value]) => ({ name, value })));
    const refused = await t.app.inject({ method: 'POST', url: '/ar/internship/apply', ...body, remoteAddress: '10.9.0.3' });
    assertShortRefusal(refused, 'ar', '/ar/internship/apply', form.length);
  });
});
