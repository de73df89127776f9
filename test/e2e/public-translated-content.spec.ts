/**
 * Site content and collections in another language, in a real browser: what is translated reads
 * in Malayalam, and a field left untranslated shows its English text inside an element that says
 * lang="en", so a screen reader switches to an English voice for it (and back). The shipped
 * Malayalam leaves the programme titles English (they are also the application form's choices);
 * the demo content's roles are translated.
 *
 * These pages live at /{code}{route}; on a build without those URLs the tests are skipped.
 */
import { expect, test } from '@playwright/test';
import { applyContent } from '../../src/domain/content/apply.ts';
import { mlContent } from '../../src/domain/content/translations/ml.ts';
import { demoStaff } from '../../src/server/demo/demo-data.server.ts';
import { mlDemo } from '../../src/server/demo/demo-translations/ml.server.ts';

const programmes = applyContent.defaults.programmes;
const mlProgrammes = mlContent.apply!.programmes!;

test.beforeEach(async ({ request }) => {
  const localised = await request.get('/ml/internship/apply');
  test.skip(localised.status() === 404, 'this build has no pages at /{code}{route}');
});

test('an untranslated programme title shows English marked lang="en" beside its Malayalam description, and in its dialog', async ({ page }) => {
  await page.goto('/ml/internship/apply');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
  const card = page.locator('.programme-card').first();
  const title = card.getByRole('heading', { level: 3 });
  const description = card.locator('p.card-text');
  await expect(title).toHaveText(programmes[0]!.title);
  await expect(title).toHaveAttribute('lang', 'en');
  await expect(description).toHaveText(mlProgrammes[0]!.description!);
  await expect(description).not.toHaveAttribute('lang', /.*/);

  // The programmes are rendered on the server only (their dialogs open without a script): the
  // marks are the server's, with nothing to hydrate over them.
  await card.getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(programmes[0]!.title);
  await expect(dialog.locator('li').first()).toHaveText(mlProgrammes[0]!.skills![0]!);
  await expect(dialog.locator('li').first()).not.toHaveAttribute('lang', /.*/);

  // Every element marked English in the page's content holds English the page has no translation for.
  const marked = await page.locator('main [lang="en"]').allTextContents();
  expect(marked.length).toBeGreaterThan(0);
  for (const text of marked) expect(programmes.map((programme) => programme.title)).toContain(text.trim());
});

test('the demo staff read their roles in Malayalam on /ml/team; names are as written', async ({ page }) => {
  await page.goto('/ml/team');
  const member = demoStaff.find((staff) => staff.status === 'Currently Working')!;
  const card = page.locator('article').filter({ has: page.getByRole('heading', { name: member.name }) });
  await expect(card.getByText(mlDemo.staff[member.employeeId]!.role!, { exact: true })).toBeVisible();
  await expect(card.getByText(mlDemo.staff[member.employeeId]!.role!, { exact: true })).not.toHaveAttribute('lang', /.*/);
  // Within the demo member's card (other tests add staff of their own to this shared server).
  await expect(card.locator('[lang="en"]')).toHaveCount(0);
});
