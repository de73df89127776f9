import assert from 'node:assert/strict';
import { test } from 'node:test';
import { companyContent } from '../../src/domain/content/company.ts';
import { contentMessages } from '../../src/domain/content/messages.ts';

const mapOf = (typed: string) => {
  const result = companyContent.schema.safeParse({ ...companyContent.defaults, mapEmbedUrl: typed });
  return result.success ? (result.data as { mapEmbedUrl: string }).mapEmbedUrl : result.error.issues[0]?.message;
};

test("the company's map takes an address, a Google Maps link or the embed code, and keeps Google's embed address", () => {
  assert.equal(mapOf('Infopark, Kakkanad, Kochi'), 'https://www.google.com/maps?q=Infopark%2C%20Kakkanad%2C%20Kochi&output=embed&hl=en');
  assert.equal(mapOf('https://www.google.com/maps/place/Infopark+Kochi/@10.01,76.36,17z/data=!3m1'), 'https://www.google.com/maps?q=Infopark%20Kochi&output=embed&hl=en');
  assert.equal(mapOf('https://www.google.co.in/maps/@10.5276,76.2144,15z'), 'https://www.google.com/maps?q=10.5276%2C76.2144&output=embed&hl=en');
  assert.equal(mapOf('https://maps.google.com/?q=Thrissur'), 'https://www.google.com/maps?q=Thrissur&output=embed&hl=en');
  assert.equal(mapOf('<iframe src="https://www.google.com/maps/embed?pb=!1m2&amp;x=1" width="600"></iframe>'), 'https://www.google.com/maps/embed?pb=!1m2&x=1');
  assert.equal(mapOf(companyContent.defaults.mapEmbedUrl), companyContent.defaults.mapEmbedUrl);
});

test('a short share link or another site is refused in words the office can act on', () => {
  for (const typed of ['https://maps.app.goo.gl/AbCdEf', 'https://evil.example/maps/embed?x', 'https://evil.example/?q=x&output=embed']) {
    assert.equal(mapOf(typed), contentMessages.invalidMapUrl('Map Address'), typed);
  }
});
