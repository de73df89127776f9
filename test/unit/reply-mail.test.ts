import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contentDocuments } from '../../src/domain/content/index.ts';
import { contentMessages } from '../../src/domain/content/messages.ts';
import { repliesContent } from '../../src/domain/content/replies.ts';
import { shippedContentTranslations } from '../../src/domain/content/translations/index.ts';
import { firstContentIssue } from '../../src/domain/content/walk.ts';
import { decisionDraftText, fillPlaceholders, quotedMessageText, replyDraftText, replySubjectText } from '../../src/domain/reply-mail.ts';
import { DEFAULT_TIME_ZONE, formatDateTimeIn, isTimeZone } from '../../src/domain/time-zone.ts';

const texts = repliesContent.defaults;
const values = { name: 'Anu Joseph', company: 'Nilavu Technologies', date: '27 Nov 2026, 6:47 pm IST' };
/** 13:17 UTC: 6:47 pm in Kerala. */
const wrote = '2026-11-27T13:17:48.418Z';

test('placeholders are filled in; one without a value, or unknown, stays as written; a value is never filled again', () => {
  assert.equal(fillPlaceholders('Dear {name}, from {company}', values), 'Dear Anu Joseph, from Nilavu Technologies');
  assert.equal(fillPlaceholders('Your place on {programme}', values), 'Your place on {programme}');
  assert.equal(fillPlaceholders('{colour} and {name}', { ...values, programme: undefined }), '{colour} and Anu Joseph');
  assert.equal(fillPlaceholders('Dear {name},', { ...values, name: 'Mr {company}' }), 'Dear Mr {company},');
  assert.equal(fillPlaceholders('{name} {name}', values), 'Anu Joseph Anu Joseph');
});

test('a reply starts as greeting, an empty line to write on and the signature; a decision with its paragraph', () => {
  assert.equal(replyDraftText(texts, values), 'Dear Anu Joseph,\n\n\n\nWith kind regards,\nNilavu Technologies');
  const accepted = decisionDraftText(texts, 'Accepted', { ...values, programme: 'Flutter Developer' });
  assert.equal(
    accepted,
    `Dear Anu Joseph,\n\n${texts.accepted.replace('{programme}', 'Flutter Developer')}\n\nWith kind regards,\nNilavu Technologies`,
  );
  assert.ok(accepted.includes('application for the Flutter Developer internship has been accepted'));
  assert.ok(decisionDraftText(texts, 'Rejected', { ...values, programme: 'Graphic Design' }).includes('Thank you for your interest in the Graphic Design internship'));
});

test('the subject is about the application when there is a programme; the original is quoted line by line', () => {
  assert.equal(replySubjectText(texts, values), 'Your enquiry to Nilavu Technologies');
  assert.equal(replySubjectText(texts, { ...values, programme: 'UI/UX Design' }), 'Your internship application to Nilavu Technologies');
  assert.equal(
    quotedMessageText(texts, values, 'Hello,\r\n\r\nWe need an app.'),
    'On 27 Nov 2026, 6:47 pm IST you wrote:\n> Hello,\n>\n> We need an app.',
  );
});

test('every shipped translation of the replies keeps the placeholders of its English text', () => {
  const placeholdersOf = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([hole]) => hole).sort();
  for (const [language, shipped] of Object.entries(shippedContentTranslations)) {
    const translated = shipped.replies;
    assert.ok(translated, `${language} ships the replies`);
    for (const [field, english] of Object.entries(texts)) {
      const text: string | undefined = translated[field as keyof typeof texts];
      assert.ok(text, `${language}.${field}`);
      assert.deepEqual(placeholdersOf(text), placeholdersOf(english), `${language}.${field}`);
    }
  }
});

test("a time is written in a zone for a locale, with the zone's name when asked", () => {
  assert.equal(formatDateTimeIn(wrote, 'Asia/Kolkata', 'en-IN'), '27 Nov 2026, 6:47 pm');
  assert.equal(formatDateTimeIn(wrote, 'Asia/Kolkata', 'en-IN', { zoneName: true }), '27 Nov 2026, 6:47 pm IST');
  assert.equal(formatDateTimeIn(wrote, 'Europe/London', 'en-IN'), '27 Nov 2026, 1:17 pm');
  assert.equal(formatDateTimeIn('2026-11-27T20:00:00Z', 'Asia/Kolkata', 'en-IN'), '28 Nov 2026, 1:30 am', 'the day is the zone’s');
  assert.equal(formatDateTimeIn('not a time', 'Asia/Kolkata', 'en-IN'), 'not a time');
});

test('a time zone is one the runtime knows by its name; the company details refuse any other, naming the field', () => {
  for (const zone of [DEFAULT_TIME_ZONE, 'Asia/Dubai', 'Europe/London', 'UTC']) assert.ok(isTimeZone(zone), zone);
  for (const zone of ['Mars/Base', '+05:30', '', 'IST is the best']) assert.equal(isTimeZone(zone), false, zone);

  const { schema, defaults } = contentDocuments.company;
  assert.equal(defaults.timeZone, 'Asia/Kolkata');
  const document = { ...defaults, timeZone: 'Mars/Base' };
  const result = schema.safeParse(document);
  assert.equal(result.success, false);
  assert.deepEqual(firstContentIssue(schema, document, result.error!), {
    field: 'timeZone',
    message: contentMessages.invalidTimeZone('Time zone for e-mails and the admin area'),
  });
});

test('the replies are no page: no route shows them, and they say what reads them', () => {
  assert.deepEqual(repliesContent.routes, []);
  assert.ok(repliesContent.usedIn);
  for (const definition of Object.values(contentDocuments)) {
    if (definition.routes !== 'all' && definition.routes.length === 0) assert.ok(definition.usedIn, `${definition.key} names what reads it`);
  }
});
