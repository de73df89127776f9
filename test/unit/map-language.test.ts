import assert from 'node:assert/strict';
import { test } from 'node:test';
import { companyContent } from '../../src/domain/content/company.ts';
import { mapUrlIn } from '../../src/domain/map-language.ts';

const embed = (pb: string) => `https://www.google.com/maps/embed?pb=${pb}`;

test("Google's embed address gets the page's language in its pb parameter, every language pair of it and nothing else", () => {
  const given = companyContent.defaults.mapEmbedUrl;
  assert.match(given, /!3m2!1sen!2sin!/);
  assert.equal(mapUrlIn(given, 'ml'), given.replace('!3m2!1sen!2sin!', '!3m2!1sml!2sin!'));
  assert.equal(mapUrlIn(given, 'en'), given);
  // A place's id is a !1s field too; a later block repeats the language, here as a tag with its region.
  assert.equal(
    mapUrlIn(embed('!1m2!1s0x3ba7ee!2sThrissur!5e0!3m2!1sen!2sin!4v17!5m2!1sen-GB!2sgb'), 'ar'),
    embed('!1m2!1s0x3ba7ee!2sThrissur!5e0!3m2!1sar!2sin!4v17!5m2!1sar!2sgb'),
  );
});

test('an address with hl= gets the language there; any other address is left as given', () => {
  assert.equal(mapUrlIn('https://maps.example/embed?q=Thrissur&hl=en&z=14', 'ta'), 'https://maps.example/embed?q=Thrissur&hl=ta&z=14');
  assert.equal(mapUrlIn('https://maps.example/embed?hl=', 'pa'), 'https://maps.example/embed?hl=pa');
  const plain = 'https://maps.example/embed?q=Thrissur&output=embed&shl=en';
  assert.equal(mapUrlIn(plain, 'hi'), plain);
  // A !1s field outside pb is none of the map's language.
  assert.equal(mapUrlIn('https://maps.example/embed?q=!1sen!2sin', 'hi'), 'https://maps.example/embed?q=!1sen!2sin');
});
