import { expect, test, type Page } from '@playwright/test';
import { editorTexts } from '../../src/admin/content/editor-texts.ts';
import { aimsContent } from '../../src/domain/content/aims.ts';
import { contentMessages } from '../../src/domain/content/messages.ts';
import { routes } from '../../src/domain/routes.ts';
import { DEFAULT_TIME_ZONE, isoToZonedTime } from '../../src/domain/time-zone.ts';
import { adminApi, answerConfirm, expectNoAxeViolations, openTab, unique } from './fixtures/admin-tabs.ts';
import { e2e } from './fixtures/config.ts';

// Saves, schedules and a publish that waits for its time: room for a loaded machine.
test.describe.configure({ timeout: 90_000 });

const say = editorTexts;
/** The Our Aim page's 'Our Commitment' heading, a field no other browser test changes. */
const commitmentHeading = (page: Page) => page.getByRole('group', { name: 'Our Commitment' }).getByRole('textbox', { name: 'Heading', exact: true });
const wallClockIn = (seconds: number) => isoToZonedTime(new Date(Date.now() + seconds * 1000).toISOString(), DEFAULT_TIME_ZONE);

test('an editor schedules a draft in the company time, sees it listed, cancels it, and a schedule publishes the draft as scheduled', async ({ page, browser }) => {
  const { call } = await adminApi(page.request);
  const original = await call<{ published: typeof aimsContent.defaults }>('GET', '/content/aims');
  const visitor = await (await browser.newContext({ baseURL: e2e.baseUrl })).newPage();
  try {
    await openTab(page, 'Site Content');
    await page.getByRole('table', { name: say.documentsCaption }).getByRole('link', { name: aimsContent.title, exact: true }).click();
    const changed = unique('Promises we keep');
    await commitmentHeading(page).fill(changed);

    // The time is typed in the company's zone, which the label names.
    const when = page.getByLabel(say.scheduleLabel(DEFAULT_TIME_ZONE));
    const scheduleButton = page.getByRole('button', { name: say.schedule, exact: true });
    await when.fill(wallClockIn(-120));
    await scheduleButton.click();
    await expect(when).toHaveAttribute('aria-invalid', 'true');
    await expect(when).toHaveAccessibleDescription(new RegExp(`^${contentMessages.invalidPublishTime}`));

    await when.fill(wallClockIn(3600));
    await scheduleButton.click();
    await expect(page.getByText(contentMessages.scheduled)).toBeVisible();
    await expect(page.getByText(/^Scheduled for .* by /)).toContainText(e2e.admin.email);
    await expect(when).not.toHaveAttribute('aria-invalid', 'true');
    // Scheduling saved the draft first; the site still shows what is published.
    await expect(page.getByText(say.unsaved)).toBeHidden();
    await visitor.goto(routes.aim);
    await expect(visitor.getByText(changed)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The Site Content screen lists it, and its name opens the editor.
    await page.getByRole('link', { name: say.allDocuments }).click();
    const scheduledTable = page.getByRole('table', { name: say.scheduledList });
    await expect(scheduledTable.getByRole('row').filter({ hasText: aimsContent.title })).toContainText(e2e.admin.email);
    await expectNoAxeViolations(page);
    await scheduledTable.getByRole('link', { name: aimsContent.title }).click();

    const cancel = page.getByRole('button', { name: say.cancelSchedule });
    await cancel.click();
    await answerConfirm(page, say.confirmCancelSchedule, 'OK');
    await expect(page.getByText(contentMessages.scheduleCancelled)).toBeVisible();
    await expect(cancel).toBeHidden();
    await expect(commitmentHeading(page)).toHaveValue(changed);

    // A schedule a few seconds ahead (the API takes seconds; the editor's input, minutes) is
    // published at its time: the visitor's page, kept or not, shows it, and the editor says so.
    await call('POST', '/content/aims/publish', { at: new Date(Date.now() + 3_000).toISOString() });
    await page.reload();
    await expect(page.getByText(/^Scheduled for /)).toBeVisible();
    await expect(async () => {
      await visitor.goto(routes.aim);
      await expect(visitor.getByText(changed)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await page.reload();
    await expect(page.getByText(say.upToDate)).toBeVisible();
    await expect(page.getByText(/^Scheduled for /)).toHaveCount(0);
  } finally {
    const { version } = await call<{ version: number }>('GET', '/content/aims');
    await call('PUT', '/content/aims', { version, draft: original.published });
    await call('POST', '/content/aims/publish', {});
    await visitor.context().close();
  }
});
