/**
 * The office's day, end to end, on a laptop and on a phone: the dashboard's new enquiries lead to
 * an enquiry sent from the Malayalam contact page, answered in Malayalam from the site (the mail
 * read back from the outbox); an application from the Malayalam application page accepted with
 * a word to the applicant, then rejected and set back to Pending without one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { inboxTexts } from '../../src/admin/inbox/inbox-texts.ts';
import { inboxKinds } from '../../src/admin/inbox/list-kinds.ts';
import { listTexts } from '../../src/admin/inbox/list-texts.ts';
import { companyContent } from '../../src/domain/content/company.ts';
import type { InboxKind } from '../../src/domain/inbox.ts';
import { messages } from '../../src/domain/messages.ts';
import { shippedProgrammeTitles } from '../../src/domain/programmes.ts';
import { headerOf, textParts } from '../helpers/mime.ts';
import { expectDialog, openAdmin, rowWith, search, sendApplication, sendEnquiry, unique } from './fixtures/admin-tabs.ts';

test.describe.configure({ timeout: 120_000 });

const MALAYALAM = /[\u0D00-\u0D7F]/;
const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');

/** The mails written to the outbox since `since` to `address`, as their reader sees them. */
function mailsTo(address: string, since: number) {
  let names: string[] = [];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names
    .map((name) => path.join(outbox, name))
    .filter((file) => statSync(file).mtimeMs >= since)
    .map((file) => readFileSync(file, 'utf8'))
    .filter((raw) => headerOf(raw, 'To')?.includes(address))
    .map((raw) => ({ subject: headerOf(raw, 'Subject') ?? '', replyTo: headerOf(raw, 'Reply-To') ?? '', ...textParts(raw) }));
}

/** Every button inside `scope` lies within the screen, and nothing scrolls sideways. */
async function expectButtonsOnScreen(page: Page, scope: Locator): Promise<void> {
  const width = page.viewportSize()!.width;
  const outside = await scope.getByRole('button').evaluateAll((buttons) =>
    buttons
      .map((button) => ({ name: button.textContent, box: button.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > window.innerWidth))
      .map(({ name }) => name),
  );
  expect(outside).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Opens a record from its row in the list on screen, once the panel has come to rest. */
async function openFromRow(page: Page, kind: InboxKind, name: string): Promise<Locator> {
  const { title, itemsName } = inboxKinds[kind];
  await search(page, itemsName, name);
  const table = page.getByRole('table', { name: title });
  await expect(rowWith(table, name)).toHaveCount(1);
  await expectButtonsOnScreen(page, table);
  await page.getByRole('button', { name: listTexts.open(inboxKinds[kind].subject(name)), exact: true }).click();
  const panel = page.getByRole('dialog', { name });
  await expect(panel).toBeVisible();
  await panel.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  return panel;
}

const badgeOf = (panel: Locator) => panel.locator('header .badge');
const actionsOf = (panel: Locator) => panel.getByRole('group', { name: inboxTexts.actionsLabel });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('a new enquiry from the Malayalam contact page is answered from the site, in Malayalam, and the visitor gets one mail', async ({ page, request }) => {
      const name = unique('Anu');
      const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;
      const since = Date.now() - 1000;
      await sendEnquiry(request, name, { email, language: 'ml', message: 'ഞങ്ങൾക്ക് ഒരു ആപ്പ് വേണം.\nവില അറിയിക്കാമോ?' }, '/ml/contact');

      await openAdmin(page);
      if (viewport.width < 768) await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
      await page.getByRole('region', { name: "Today's work" }).getByRole('link', { name: /new enquir/ }).click();
      await expect(page).toHaveURL(/[?&]status=New\b/);
      const panel = await openFromRow(page, 'contact', name);
      await expectButtonsOnScreen(page, panel);
      await expect(panel.getByRole('link', { name: /^\/ml\/contact/ })).toBeVisible();

      const reply = panel.getByRole('textbox', { name: inboxTexts.replyTo(name) });
      await expect(reply).toHaveValue(MALAYALAM);
      await expect(reply).toHaveValue(new RegExp(name));
      const draft = await reply.inputValue();
      const answer = 'ഒരു ആപ്പിന്റെ ഏകദേശ വില അടുത്ത ദിവസം അറിയിക്കാം.';
      await reply.fill(draft.replace(/\n\n\n\n/, `\n\n${answer}\n\n`));
      await panel.getByRole('button', { name: inboxTexts.sendReply }).click();
      await expect(panel.getByRole('status')).toHaveText(messages.inbox.replySent);
      await expect(badgeOf(panel)).toHaveText('Replied');
      await expect(panel.getByRole('region', { name: inboxTexts.mailsTitle })).toContainText(answer);
      await expectButtonsOnScreen(page, panel);

      await expect.poll(() => mailsTo(email, since).length, { message: 'one mail to the visitor' }).toBe(1);
      const [mail] = mailsTo(email, since);
      expect(mail!.replyTo).toContain(companyContent.defaults.email);
      expect(mail!.subject).toMatch(MALAYALAM);
      expect(mail!.subject).toContain(companyContent.defaults.name);
      expect(mail!.text).toContain(answer);
      expect(mail!.text).toContain('> ഞങ്ങൾക്ക് ഒരു ആപ്പ് വേണം.');
      expect(mail!.text).toContain('> വില അറിയിക്കാമോ?');
    });

    test('an application from the Malayalam page is accepted with a word to the applicant, then rejected and set back to Pending silently', async ({ page, request }) => {
      const name = unique('Fathima');
      const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;
      const since = Date.now() - 1000;
      await sendApplication(request, name, shippedProgrammeTitles[0]!, { email, language: 'ml' });

      await openAdmin(page);
      await page.getByRole('region', { name: "Today's work" }).getByRole('link', { name: /applications? waiting/ }).click();
      await expect(page).toHaveURL(/[?&]status=Pending\b/);
      const panel = await openFromRow(page, 'inquiry', name);
      await expectButtonsOnScreen(page, panel);

      await actionsOf(panel).getByRole('button', { name: inboxTexts.accept }).click();
      const asking = page.getByRole('dialog', { name: inboxTexts.decisionTitle.Accepted(name) });
      await expect(asking.getByRole('checkbox', { name: inboxTexts.notifyApplicant })).toBeChecked();
      await expect(asking.getByRole('textbox', { name: inboxTexts.decisionMessage(name) })).toHaveValue(MALAYALAM);
      await expectButtonsOnScreen(page, asking);
      await asking.getByRole('button', { name: inboxTexts.decisionConfirm.Accepted }).click();
      await expectDialog(page, messages.admin.successTitle, messages.inquiry.accepted);
      await expect(badgeOf(panel)).toHaveText('Accepted');

      await expect.poll(() => mailsTo(email, since).length, { message: 'one mail to the applicant' }).toBe(1);
      const [mail] = mailsTo(email, since);
      expect(mail!.subject).toMatch(MALAYALAM);
      expect(mail!.text).toMatch(MALAYALAM);
      expect(mail!.replyTo).toContain(companyContent.defaults.email);

      await actionsOf(panel).getByRole('button', { name: inboxTexts.reject }).click();
      const rejecting = page.getByRole('dialog', { name: inboxTexts.decisionTitle.Rejected(name) });
      await rejecting.getByRole('checkbox', { name: inboxTexts.notifyApplicant }).uncheck();
      await rejecting.getByRole('button', { name: inboxTexts.decisionConfirm.Rejected }).click();
      await expectDialog(page, messages.admin.successTitle, messages.inquiry.rejected);
      await expect(badgeOf(panel)).toHaveText('Rejected');

      await actionsOf(panel).getByRole('button', { name: inboxTexts.backToPending }).click();
      await expectDialog(page, messages.admin.successTitle, inboxTexts.movedToPending);
      await expect(badgeOf(panel)).toHaveText('Pending');
      await expectButtonsOnScreen(page, panel);
      expect(mailsTo(email, since)).toHaveLength(1);
    });
  });
}
