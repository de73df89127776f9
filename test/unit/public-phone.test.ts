import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { validateEnquiry } from '../../src/domain/contact.ts';
import { messages } from '../../src/domain/messages.ts';
import { isValidPublicPhone, publicPhoneDigits } from '../../src/domain/public-phone.ts';

describe('the public phone number', () => {
  it('takes ten digits as people write them, in any script a visitor here writes digits in', () => {
    const written = [
      '9847012345',
      '98470 12345',
      '+91 98470 12345',
      '+91-98470-12345',
      '(984) 701.2345',
      '+91\u00a098470\u00a012345',
      '൯൮൪൭൦ ൧൨൩൪൫', // Malayalam
      '९८४७० १२३४५', // Devanagari
      '٩٨٤٧٠ ١٢٣٤٥', // Arabic-Indic
      '۹۸۴۷۰۱۲۳۴۵', // Extended Arabic-Indic
      '௯௮௪௭௦ ௧௨௩௪௫', // Tamil
    ];
    for (const phone of written) assert.equal(publicPhoneDigits(phone), '9847012345', phone);
  });

  it('refuses anything that is not ten digits, a country other than India, or letters', () => {
    for (const phone of ['12345', '98765abcde', '98470123456', '+44 98470 12345', '91 98470 12345', '+91', '０']) {
      assert.equal(publicPhoneDigits(phone), null, phone);
      assert.equal(isValidPublicPhone(phone), false, phone);
    }
    assert.equal(isValidPublicPhone(''), true, 'optional');
  });

  it('is stored as its ten digits, and refused with the form message otherwise', () => {
    const enquiry = { name: 'Anu', email: 'anu@example.com', message: 'Hello', language: 'ml' };
    const stored = validateEnquiry({ ...enquiry, phone: '+91 ൯൮൪൭൦ ൧൨൩൪൫' });
    assert.ok(stored.ok);
    assert.equal(stored.value.phone, '9847012345');
    const refused = validateEnquiry({ ...enquiry, phone: '98765abcde' });
    assert.deepEqual(refused.ok ? null : [refused.error, refused.field], [messages.enquiry.invalidPhone, 'phone']);
  });
});
