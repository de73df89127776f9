/**
 * Every JSON error answer is `{ error, field?, code }`: the English text as before, the field
 * when one field caused it, and a stable code a client can translate (src/domain/error-codes.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ERROR_CODES } from '../../src/domain/error-codes.ts';
import { limits } from '../../src/domain/limits.ts';
import { messages } from '../../src/domain/messages.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { call, contactBody, inquiryBody } from '../helpers/entities.ts';
import { pdfBytes, pngBytes, uploadForm } from '../helpers/files.ts';

const knownCodes = new Set<string>(ERROR_CODES);

for (const kind of await availableDatabaseKinds()) {
  describe(`error codes (${kind})`, () => {
    const t = signedInTestApp(kind, { SUBMISSION_LIMIT: '3' });
    let address = 0;
    const ip = () => `10.11.0.${(address += 1)}`;

    /** The answer's status and body, its code checked to be one the domain defines. */
    const answer = async (response: { statusCode: number; json: () => Record<string, unknown> }) => {
      const body = response.json();
      assert.ok(knownCodes.has(String(body.code)), `a defined code: ${String(body.code)}`);
      return [response.statusCode, body] as const;
    };
    const submit = (path: string, payload: unknown) => call(t.app, 'POST', path, { payload, ip: ip() });

    it("gives the public forms' rule failures their own codes, with the field at fault", async () => {
      const cases: [string, unknown, object][] = [
        ['/api/contacts', contactBody({ name: '' }), { error: messages.enquiry.required, field: 'name', code: 'required' }],
        ['/api/contacts', contactBody({ email: 'not-an-address' }), { error: messages.enquiry.invalidEmail, field: 'email', code: 'invalid_email' }],
        ['/api/contacts', contactBody({ phone: '12345' }), { error: messages.enquiry.invalidPhone, field: 'phone', code: 'invalid_phone' }],
        ['/api/contacts', contactBody({ name: 'n'.repeat(limits.text.name + 1) }), { error: `Name must be at most ${limits.text.name} characters.`, field: 'name', code: 'too_long' }],
        ['/api/contacts', contactBody({ language: 'xx' }), { error: messages.publicForm.invalidLanguage, field: 'language', code: 'invalid_language' }],
        ['/api/internship-inquiries', inquiryBody({ message: '' }), { error: messages.application.required, field: 'message', code: 'required' }],
        ['/api/internship-inquiries', inquiryBody({ role: 'Astronaut' }), { error: messages.application.unknownProgramme, field: 'role', code: 'unknown_program' }],
        // The programme travels as `role` only: a refusal names it so, and the name used inside is not heard.
        ['/api/internship-inquiries', inquiryBody({ role: '' }), { error: messages.application.required, field: 'role', code: 'required' }],
        ['/api/internship-inquiries', inquiryBody({ role: undefined, programme: 'Flutter Developer' }), { error: messages.application.required, field: 'role', code: 'required' }],
        [
          '/api/internship-inquiries',
          inquiryBody({ role: 'r'.repeat(limits.text.shortText + 1) }),
          { error: `Preferred Program must be at most ${limits.text.shortText} characters.`, field: 'role', code: 'too_long' },
        ],
        [
          '/api/internship-inquiries',
          inquiryBody({ resumeUrl: '/media/0123456789abcdef0123456789abcdef.pdf' }),
          { error: messages.application.resumeNotFound, field: 'resumeUrl', code: 'resume_not_found' },
        ],
      ];
      for (const [path, body, expected] of cases) {
        assert.deepEqual(await answer(await submit(path, body)), [400, expected], JSON.stringify(expected));
      }
    });

    it("codes a resume's refusals: not a PDF, too large", async () => {
      const png = await t.app.inject({ method: 'POST', url: '/api/uploads', ...uploadForm('resume', 'cv.pdf', 'application/pdf', await pngBytes(8, 8)), remoteAddress: ip() });
      assert.deepEqual(await answer(png), [415, { error: messages.application.pdfOnly, code: 'not_pdf' }]);
      const pdf = await pdfBytes();
      const large = Buffer.concat([pdf, Buffer.alloc(limits.resumeBytes + 1 - pdf.length)]);
      const tooLarge = await t.app.inject({ method: 'POST', url: '/api/uploads', ...uploadForm('resume', 'cv.pdf', 'application/pdf', large), remoteAddress: ip() });
      assert.deepEqual(await answer(tooLarge), [413, { error: messages.file.resumeTooLarge, code: 'file_too_large' }]);
    });

    it('gives every other error the code of its status', async () => {
      assert.deepEqual(await answer(await call(t.app, 'GET', '/api/contacts')), [401, { error: messages.auth.notSignedIn, code: 'not_signed_in' }]);
      assert.deepEqual(await answer(await call(t.app, 'GET', '/api/no-such-call')), [404, { error: messages.http.notFound, code: 'not_found' }]);
      const unknownId = await call(t.app, 'DELETE', '/api/contacts/00000000-0000-4000-8000-000000000000', { token: t.token });
      assert.deepEqual(await answer(unknownId), [404, { error: messages.http.notFound, code: 'not_found' }]);

      const inquiry = (await submit('/api/internship-inquiries', inquiryBody())).json<{ id: string }>();
      const decide = () => call(t.app, 'PUT', `/api/internship-inquiries/${inquiry.id}`, { token: t.token, payload: { status: 'Accepted' } });
      assert.equal((await decide()).statusCode, 200);
      assert.deepEqual(await answer(await decide()), [409, { error: messages.inquiry.alreadyInStatus, code: 'conflict' }]);
      const badStatus = await call(t.app, 'PUT', `/api/internship-inquiries/${inquiry.id}`, { token: t.token, payload: { status: 'Maybe' } });
      assert.deepEqual(await answer(badStatus), [400, { error: messages.inquiry.invalidStatus, field: 'status', code: 'invalid_input' }]);

      const huge = await submit('/api/contacts', contactBody({ message: 'x'.repeat(limits.jsonBodyBytes) }));
      assert.deepEqual(await answer(huge), [413, { error: messages.http.tooLarge, code: 'too_large' }]);
      const formEncoded = await t.app.inject({
        method: 'POST',
        url: '/api/contacts',
        payload: 'name=Asha',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: ip(),
      });
      assert.deepEqual(await answer(formEncoded), [415, { error: messages.http.unsupportedMediaType, code: 'unsupported_type' }]);

      const from = ip();
      const answers = [];
      for (let attempt = 0; attempt < 4; attempt += 1) answers.push(await call(t.app, 'POST', '/api/contacts', { payload: contactBody(), ip: from }));
      assert.deepEqual(await answer(answers.at(-1)!), [429, { error: messages.http.tooManySubmissions, code: 'too_many_requests' }]);
    });

    it('keeps a site content rule failure its field, with the code of invalid input', async () => {
      const response = await call(t.app, 'PUT', '/api/content/home', { token: t.token, payload: { draft: {} } });
      assert.deepEqual(await answer(response), [400, { error: response.json().error, field: 'version', code: 'invalid_input' }]);
    });
  });
}
