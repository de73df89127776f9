/**
 * After an add or an edit in a paged admin table the saved row is on screen: the table turns
 * to its page, marks it and announces it (issue 11). Each test makes its own 25 rows under a
 * unique name and deletes them again, so tests that count rows are not disturbed.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '../../src/domain/messages.ts';
import { MARK_MS } from '../../src/admin/ui/useServerList.ts';
import { adminApi, expectDialog, openTab, rowWith, search, unique, type AdminTabName } from './fixtures/admin-tabs.ts';

test.describe.configure({ timeout: 90_000 });

interface Kind {
  tab: AdminTabName;
  collection: '/team' | '/clients' | '/advertisements';
  noun: string;
  itemsName: string;
  texts: { added: string; updated: string };
  body: (label: string, index: number) => object;
  /** Fills the dialog's required fields, naming the row `label`. */
  fill: (dialog: Locator, label: string) => Promise<void>;
  /** The field that names the row. */
  nameField: string;
  /** New rows go first (advertisements, so a new one reaches the home carousel), not last. */
  newFirst?: true;
}

const kinds: Kind[] = [
  {
    tab: 'Staff Members',
    collection: '/team',
    noun: 'Team Member',
    itemsName: 'team members',
    texts: messages.staff,
    body: (name, index) => ({
      name,
      role: 'Tester',
      employeeId: `${name.replace(/\s/g, '-')}-${index}`,
      joiningDate: '2024-06-01',
      bloodGroup: 'O+',
      status: 'Currently Working',
      skills: [],
    }),
    fill: async (dialog, name) => {
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByLabel('Role').fill('Tester');
      await dialog.getByLabel('Employee ID').fill(name.replace(/\s/g, '-'));
      await dialog.getByLabel('Joining Date').fill('2025-01-15');
      await dialog.getByLabel('Blood Group').selectOption('B+');
    },
    nameField: 'Name',
  },
  {
    tab: 'Client Management',
    collection: '/clients',
    noun: 'Client',
    itemsName: 'clients',
    texts: messages.client,
    body: (name) => ({ name }),
    fill: (dialog, name) => dialog.getByLabel('Name').fill(name),
    nameField: 'Name',
  },
  {
    tab: 'Advertisement Management',
    collection: '/advertisements',
    noun: 'Advertisement',
    itemsName: 'advertisements',
    texts: messages.advertisement,
    body: (title) => ({ title }),
    fill: (dialog, title) => dialog.getByLabel('Title').fill(title),
    nameField: 'Title',
    newFirst: true,
  },
];

/** The page number the pager shows. */
async function shownPage(page: Page): Promise<number> {
  const text = await page.getByText(/^Page \d+ of \d+$/).textContent();
  return Number(/^Page (\d+)/.exec(text ?? '')?.[1]);
}

/** The row is in view, marked as just saved, and announced with the page it is on. */
async function expectSavedRowShown(page: Page, table: Locator, name: string): Promise<number> {
  const row = rowWith(table, name);
  await expect(row).toBeInViewport();
  await expect(row).toHaveClass(/admin-row-saved/);
  const pageNumber = await shownPage(page);
  await expect(page.getByRole('status').filter({ hasText: messages.savedRowShown(name, pageNumber) })).toBeAttached();
  return pageNumber;
}

for (const kind of kinds) {
  test(`${kind.tab}: with 25 rows, an added row and an edited 25th row are each shown, marked and announced`, async ({ page }) => {
    const { call } = await adminApi(page.request);
    const prefix = unique('Saved');
    const ids: string[] = [];
    try {
      for (let index = 1; index <= 25; index++) {
        ids.push((await call<{ id: string }>('POST', kind.collection, kind.body(`${prefix} ${String(index).padStart(2, '0')}`, index))).id);
      }
      const table = await openTab(page, kind.tab);
      await expect(page.getByText(/^Showing 1-20 of \d+$/)).toBeVisible();

      // A new row goes last, beyond the first page, where the table turns to; or first, on page 1.
      const addedName = `${prefix} 26 added`;
      await page.getByRole('button', { name: `Add ${kind.noun}` }).click();
      const addDialog = page.getByRole('dialog', { name: `Add ${kind.noun}` });
      await kind.fill(addDialog, addedName);
      await addDialog.getByRole('button', { name: 'Save' }).click();
      await expectDialog(page, messages.admin.successTitle, kind.texts.added);
      const addedPage = await expectSavedRowShown(page, table, addedName);
      if (kind.newFirst) expect(addedPage).toBe(1);
      else expect(addedPage).toBeGreaterThan(1);
      const added = (await call<{ id: string }[]>('GET', `${kind.collection}?q=${encodeURIComponent(addedName)}&limit=1`))[0];
      if (added) ids.push(added.id);

      // The last of 26 (the 25th made, or the first where new rows go first): on page 2 of the
      // search, edited there and shown there again.
      const last = kind.newFirst ? '01' : '25';
      await search(page, kind.itemsName, prefix);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Showing 21-26 of 26')).toBeVisible();
      const editedName = `${prefix} ${last} edited`;
      await table.getByRole('button', { name: `Edit ${prefix} ${last}`, exact: true }).click();
      const editDialog = page.getByRole('dialog', { name: `Edit ${kind.noun}` });
      await editDialog.getByLabel(kind.nameField).fill(editedName);
      await editDialog.getByRole('button', { name: 'Save' }).click();
      await expectDialog(page, messages.admin.successTitle, kind.texts.updated);
      expect(await expectSavedRowShown(page, table, editedName)).toBe(2);
      // Briefly: the mark goes after a few seconds.
      await expect(rowWith(table, editedName)).not.toHaveClass(/admin-row-saved/, { timeout: MARK_MS + 3000 });
    } finally {
      for (const id of ids) await call('DELETE', `${kind.collection}/${id}`);
    }
  });
}

test('a row edited out of the current search is still shown: the search is cleared and the table turns to it', async ({ page }) => {
  const { call } = await adminApi(page.request);
  const prefix = unique('Moved');
  const client = await call<{ id: string }>('POST', '/clients', { name: `${prefix} client` });
  try {
    const table = await openTab(page, 'Client Management');
    await search(page, 'clients', prefix);
    await table.getByRole('button', { name: `Edit ${prefix} client`, exact: true }).click();
    const renamed = unique('Renamed');
    const dialog = page.getByRole('dialog', { name: 'Edit Client' });
    await dialog.getByLabel('Name').fill(renamed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectDialog(page, messages.admin.successTitle, messages.client.updated);
    await expectSavedRowShown(page, table, renamed);
    await expect(page.getByRole('searchbox', { name: 'Search clients' })).toHaveValue('');
  } finally {
    await call('DELETE', `/clients/${client.id}`);
  }
});
