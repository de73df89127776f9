/**
 * One enquiry or application opened from its row (src/admin/inbox/InboxRecord.tsx): read on
 * opening, a reply in the visitor's language, notes, status and decisions, delete, and the panel
 * itself (focus, Escape, unsent text, the actions within the screen).
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { InboxKind } from '../../src/domain/inbox.ts';
import { messages } from '../../src/domain/messages.ts';
import { shippedProgrammeTitles } from '../../src/domain/programmes.ts';
import { inboxTexts } from '../../src/admin/inbox/inbox-texts.ts';
import { inboxKinds } from '../../src/admin/inbox/list-kinds.ts';
import { listTexts } from '../../src/admin/inbox/list-texts.ts';
import {
  answerConfirm,
  expectDialog,
  expectNoAxeViolations,
  listNotice,
  openTab,
  rowWith,
  search,
  sendApplication,
  sendEnquiry,
  smallPdf,
  unique,
} from './fixtures/admin-tabs.ts';
import { e2e } from './fixtures/config.ts';

// Several calls and dialogs per test: room for a loaded machine.
test.describe.configure({ timeout: 90_000 });

const programme = shippedProgrammeTitles[0]!;

/** Applies with a resume, from the application page in Malayalam. */
async function applyWithResume(request: APIRequestContext, name: string): Promise<void> {
  const upload = await request.post('/api/uploads', { multipart: { kind: 'resume', file: await smallPdf() } });
  expect(upload.ok()).toBe(true);
  const { url: resumeUrl } = (await upload.json()) as { url: string };
  await sendApplication(request, name, programme, { resumeUrl, language: 'ml' });
}

/** The button of the record's row that opens it. */
const openerOf = (page: Page, kind: InboxKind, name: string) =>
  page.getByRole('button', { name: listTexts.open(inboxKinds[kind].subject(name)), exact: true });

/** Opens the record's list, finds its row and opens the record from it. */
async function openRecord(page: Page, kind: InboxKind, name: string): Promise<{ drawer: Locator; opener: Locator }> {
  const { title, itemsName } = inboxKinds[kind];
  const table = await openTab(page, title as 'Contact Submissions' | 'Internship Inquiries');
  await search(page, itemsName, name);
  await expect(rowWith(table, name)).toHaveCount(1);
  const opener = openerOf(page, kind, name);
  await opener.click();
  const drawer = page.getByRole('dialog', { name });
  await expect(drawer).toBeVisible();
  return { drawer, opener };
}

const badgeOf = (drawer: Locator) => drawer.locator('header .badge');
const actionsOf = (drawer: Locator) => drawer.getByRole('group', { name: inboxTexts.actionsLabel });

test('an enquiry is read on opening, answered in its language, noted, closed and reopened', async ({ page, request }) => {
  const name = unique('Arabic visitor');
  await sendEnquiry(request, name, { language: 'ar', message: 'Hello,\nPlease call me about a website.' }, '/ar/contact');
  const { drawer, opener } = await openRecord(page, 'contact', name);

  await expect(drawer.getByRole('heading', { level: 2, name })).toBeFocused();
  await expect(badgeOf(drawer)).toHaveText('New');
  // Read on opening: the bar offers the opposite.
  await expect(actionsOf(drawer).getByRole('button')).toHaveText([inboxTexts.markUnread, inboxTexts.close, inboxTexts.delete]);
  await expect(drawer.getByRole('link', { name: /^\/ar\/contact/ })).toHaveAttribute('target', '_blank');
  await expect(drawer).toContainText('Arabic');
  await expect(drawer.getByRole('link', { name: 'visitor@example.com' })).toHaveAttribute('href', 'mailto:visitor@example.com');
  await expect(drawer.getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
  await expect(drawer.getByText('Please call me about a website.')).toBeVisible();

  const reply = drawer.getByRole('textbox', { name: inboxTexts.replyTo(name) });
  await expect(reply).toHaveAttribute('lang', 'ar');
  await expect(reply).toHaveAttribute('dir', 'rtl');
  await expect(reply).toHaveAttribute('maxlength', '10000');
  await expect(reply).toHaveValue(new RegExp(name));
  await expectNoAxeViolations(page, 'dialog');

  await reply.fill('مرحبا، سنتصل بك غدا.');
  await drawer.getByRole('button', { name: inboxTexts.sendReply }).click();
  await expect(drawer.getByRole('status')).toHaveText(messages.inbox.replySent);
  await expect(badgeOf(drawer)).toHaveText('Replied');
  await expect(drawer.getByRole('region', { name: inboxTexts.mailsTitle })).toContainText('مرحبا، سنتصل بك غدا.');
  await expect(reply).toHaveValue(new RegExp(name));

  const note = drawer.getByRole('textbox', { name: inboxTexts.noteLabel });
  await expect(note).toHaveAccessibleDescription(inboxTexts.noteHint);
  await expect(note).toHaveAttribute('maxlength', '2000');
  await note.fill('Wants a quote by Friday.');
  await drawer.getByRole('button', { name: inboxTexts.addNote }).click();
  await expect(drawer.getByRole('status')).toHaveText(messages.inbox.noteAdded);
  await expect(drawer.getByRole('region', { name: inboxTexts.notesTitle })).toContainText('Wants a quote by Friday.');
  await expect(note).toHaveValue('');

  await actionsOf(drawer).getByRole('button', { name: inboxTexts.close }).click();
  await expect(badgeOf(drawer)).toHaveText('Closed');
  await actionsOf(drawer).getByRole('button', { name: inboxTexts.reopen }).click();
  // Answered once already: back to Replied, not New.
  await expect(badgeOf(drawer)).toHaveText('Replied');

  const activity = drawer.getByRole('region', { name: inboxTexts.activityTitle });
  for (const done of ['Read', 'Replied', 'Note added', 'Closed']) await expect(activity).toContainText(`${done} by ${e2e.admin.email}`);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a reply the mail server refused keeps its text; unsent text survives a reload and is asked about on closing', async ({ page, request }) => {
  const name = unique('Visitor');
  await sendEnquiry(request, name);
  const { drawer } = await openRecord(page, 'contact', name);
  const reply = drawer.getByRole('textbox', { name: inboxTexts.replyTo(name) });
  await expect(reply).toHaveAttribute('lang', 'en');

  // The mail server's refusal as the API answers it (the refused reply kept on the record: test/api/inbox.test.ts).
  const replies = /\/api\/contacts\/[^/]+\/replies$/;
  await page.route(replies, (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: messages.inbox.replyFailed }) }),
  );
  await reply.fill('Dear visitor, here is our answer.');
  await drawer.getByRole('button', { name: inboxTexts.sendReply }).click();
  await expect(drawer.getByRole('alert')).toHaveText(messages.inbox.replyFailed);
  await expect(reply).toHaveValue('Dear visitor, here is our answer.');
  await page.unroute(replies);

  await page.reload();
  const { drawer: again } = await openRecord(page, 'contact', name);
  const kept = again.getByRole('textbox', { name: inboxTexts.replyTo(name) });
  await expect(kept).toHaveValue('Dear visitor, here is our answer.');

  await page.keyboard.press('Escape');
  await answerConfirm(page, inboxTexts.discardReply, 'Cancel');
  await expect(again).toBeVisible();
  await again.getByRole('button', { name: messages.admin.close, exact: true }).click();
  await answerConfirm(page, inboxTexts.discardReply, 'OK');
  await expect(again).toBeHidden();

  await openerOf(page, 'contact', name).click();
  await expect(kept).toHaveValue(new RegExp(name));
  await expect(kept).not.toHaveValue('Dear visitor, here is our answer.');
});

test('an application shows its resume; decisions ask and may tell the applicant, Pending goes silently; delete from the panel', async ({ page, request }) => {
  const name = unique('Applicant');
  await applyWithResume(request, name);
  const { drawer } = await openRecord(page, 'inquiry', name);

  await expect(badgeOf(drawer)).toHaveText('Pending');
  await expect(drawer).toContainText(programme);
  await expect(drawer.locator('iframe')).toHaveAttribute('title', inboxTexts.resumeOf(name));
  await expect(drawer.getByRole('link', { name: new RegExp(inboxTexts.openResume) })).toHaveAttribute('href', /^\/media\/.+\.pdf$/);
  await expect(actionsOf(drawer).getByRole('button')).toHaveText([inboxTexts.accept, inboxTexts.reject, inboxTexts.delete]);

  await actionsOf(drawer).getByRole('button', { name: inboxTexts.accept }).click();
  const accepting = page.getByRole('dialog', { name: inboxTexts.decisionTitle.Accepted(name) });
  await expect(accepting.getByRole('checkbox', { name: inboxTexts.notifyApplicant })).toBeChecked();
  const message = accepting.getByRole('textbox', { name: inboxTexts.decisionMessage(name) });
  await expect(message).toHaveAttribute('lang', 'ml');
  await expect(message).toHaveValue(new RegExp(name));
  await expectNoAxeViolations(page, 'dialog');
  await accepting.getByRole('button', { name: inboxTexts.decisionConfirm.Accepted }).click();
  await expectDialog(page, messages.admin.successTitle, messages.inquiry.accepted);
  await expect(badgeOf(drawer)).toHaveText('Accepted');
  const mails = drawer.getByRole('region', { name: inboxTexts.mailsTitle });
  await expect(mails.getByRole('listitem')).toHaveCount(1);
  await expect(actionsOf(drawer).getByRole('button')).toHaveText([inboxTexts.reject, inboxTexts.backToPending, inboxTexts.delete]);

  await actionsOf(drawer).getByRole('button', { name: inboxTexts.backToPending }).click();
  await expectDialog(page, messages.admin.successTitle, inboxTexts.movedToPending);
  await expect(badgeOf(drawer)).toHaveText('Pending');

  await actionsOf(drawer).getByRole('button', { name: inboxTexts.reject }).click();
  const rejecting = page.getByRole('dialog', { name: inboxTexts.decisionTitle.Rejected(name) });
  await rejecting.getByRole('checkbox', { name: inboxTexts.notifyApplicant }).uncheck();
  await expect(rejecting.getByRole('textbox')).toHaveCount(0);
  await rejecting.getByRole('button', { name: inboxTexts.decisionConfirm.Rejected }).click();
  await expectDialog(page, messages.admin.successTitle, messages.inquiry.rejected);
  await expect(badgeOf(drawer)).toHaveText('Rejected');
  // Nobody told: still the one mail.
  await expect(mails.getByRole('listitem')).toHaveCount(1);

  await actionsOf(drawer).getByRole('button', { name: inboxTexts.delete }).click();
  await answerConfirm(page, messages.confirmDelete('inquiry'), 'OK');
  await expectDialog(page, messages.admin.successTitle, messages.inquiry.deleted);
  await expect(drawer).toBeHidden();
  // The list offers its undo, and the record comes back.
  await listNotice(page).getByRole('button', { name: listTexts.undo }).click();
  await expect(openerOf(page, 'inquiry', name)).toBeVisible();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width}x${viewport.height} every action of the panel is on the screen`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const name = unique('Applicant with a rather long name to wrap');
    await applyWithResume(request, name);
    const { drawer } = await openRecord(page, 'inquiry', name);
    await expect(badgeOf(drawer)).toHaveText('Pending');
    // Where it comes to rest, once it has slid in.
    await drawer.evaluate((panel) => Promise.all(panel.getAnimations().map((animation) => animation.finished)));
    const box = (await drawer.boundingBox())!;
    if (viewport.width < 576) expect(box).toMatchObject({ x: 0, width: viewport.width, height: viewport.height });
    else {
      expect(box.x + box.width).toBe(viewport.width);
      expect(box.width / viewport.width).toBeGreaterThanOrEqual(0.4);
      expect(box.width / viewport.width).toBeLessThanOrEqual(0.5);
    }
    for (const button of await drawer.locator('header').getByRole('button').all()) {
      const place = (await button.boundingBox())!;
      expect(place.x).toBeGreaterThanOrEqual(0);
      expect(place.x + place.width).toBeLessThanOrEqual(viewport.width);
      expect(place.y + place.height).toBeLessThanOrEqual(viewport.height);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}
