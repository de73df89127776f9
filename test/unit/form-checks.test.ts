import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateEnquiry } from '../../src/domain/contact.ts';
import { catalogueFor } from '../../src/domain/i18n/catalogue/index.ts';
import { fill } from '../../src/domain/i18n/catalogue/fill.ts';
import { validateApplication } from '../../src/domain/inquiry.ts';
import { LANGUAGE_CODES } from '../../src/domain/languages.ts';
import { limits } from '../../src/domain/limits.ts';

// The public forms' own checks (src/site/components/common/field-checks.ts) show the catalogue's
// words; in English they are the server's refusals, word for word (docs/product.md#rules).
const { enquiry, application } = catalogueFor('en');
const enquiryOf = (fields: object) => ({ name: 'Asha', email: 'asha@example.com', message: 'Hello', ...fields });
const refusal = (result: { ok: boolean; error?: string }) => (result.ok ? undefined : result.error);

test('in English the forms say what the server refuses with: blank, malformed e-mail, too long', () => {
  assert.equal(refusal(validateEnquiry(enquiryOf({ name: '   ' }))), enquiry.required);
  assert.equal(refusal(validateEnquiry(enquiryOf({ email: 'asha@example..com' }))), enquiry.invalidEmail);
  const long = 'x'.repeat(limits.text.message + 1);
  assert.equal(refusal(validateEnquiry(enquiryOf({ message: long }))), fill(enquiry.tooLong, { label: enquiry.message, max: limits.text.message }));
  const title = 'Web Development';
  const applicationOf = (fields: object) => ({ name: 'Devika', email: 'devika@example.com', programme: title, message: 'Hello', ...fields });
  assert.equal(refusal(validateApplication(applicationOf({ programme: '' }), [title])), application.required);
  assert.equal(refusal(validateApplication(applicationOf({ email: 'devika@' }), [title])), enquiry.invalidEmail);
});

test("every language's length message names the field and its limit", () => {
  for (const lang of LANGUAGE_CODES) {
    const filled = fill(catalogueFor(lang).enquiry.tooLong, { label: 'LABEL', max: 120 });
    assert.ok(filled.includes('LABEL') && filled.includes('120') && !/[{}]/.test(filled), `${lang}: ${filled}`);
  }
});
