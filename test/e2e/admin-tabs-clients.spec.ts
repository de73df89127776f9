import { expect, test, type Page } from '@playwright/test';
import type { Client } from '../../src/domain/client.ts';
import { messages } from '../../src/domain/messages.ts';
import {
  adminApi,
  answerConfirm,
  expectDialog,
  expectNoAxeViolations,
  failNext,
  hugeJpeg,
  openTab,
  rowWith,
  search,
  smallPng,
  textFile,
  unique,
} from './fixtures/admin-tabs.ts';

// Uploads and several dialogs per test: room for a loaded machine.
test.describe.configure({ timeout: 90_000 });

const clientDialog = (page: Page) => page.getByRole('dialog', { name: /Client$/ });

test('the add dialog checks the name, the logo and the website, then adds the client', async ({ page }) => {
  const table = await openTab(page, 'Client Management');
  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = clientDialog(page);
  await expectNoAxeViolations(page, 'dialog');

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(messages.client.nameRequired);
  await dialog.getByLabel('Name').fill('   ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(messages.client.nameRequired);

  const name = unique('Malabar Foods');
  await dialog.getByLabel('Name').fill(name);
  await expect(dialog.getByLabel('Website')).toHaveAttribute('type', 'url');
  await dialog.getByLabel('Website').fill('ftp://malabar.example');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(messages.client.invalidWebsite);
  await dialog.getByLabel('Website').fill('https://malabar.example');

  await dialog.getByLabel('Logo').setInputFiles(textFile);
  await expectDialog(page, messages.file.invalidTitle, messages.client.invalidLogo);
  await dialog.getByLabel('Logo').setInputFiles(hugeJpeg);
  await expectDialog(page, messages.file.tooLargeTitle, messages.file.imageTooLarge);
  await dialog.getByLabel('Logo').setInputFiles(await smallPng());
  await dialog.getByLabel('Short Description').fill('Spices from Kerala.');

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectDialog(page, messages.admin.successTitle, messages.client.added);
  await expect(dialog).toBeHidden();
  await search(page, 'clients', name);
  await expect(rowWith(table, name)).toContainText('Spices from Kerala.');
});

test('edit keeps the stored logo when no new one is chosen', async ({ page }) => {
  const { call, upload } = await adminApi(page.request);
  const logo = await upload('logo', await smallPng());
  const client = await call<Client>('POST', '/clients', { name: unique('Thrissur Traders'), logo });

  await openTab(page, 'Client Management');
  await search(page, 'clients', client.name);
  await page.getByRole('button', { name: `Edit ${client.name}` }).click();
  const dialog = clientDialog(page);
  await expect(dialog.getByRole('img', { name: 'Current logo' })).toBeVisible();
  await dialog.getByLabel('Impact').fill('Doubled online orders.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectDialog(page, messages.admin.successTitle, messages.client.updated);

  const [saved] = await call<Client[]>('GET', `/clients?q=${encodeURIComponent(client.name)}&limit=5&offset=0`);
  expect(saved).toMatchObject({ name: client.name, logo, impact: 'Doubled online orders.' });
});

test('a failed delete comes back with the SPEC error; a confirmed delete removes the client', async ({ page }) => {
  const { call } = await adminApi(page.request);
  const client = await call<Client>('POST', '/clients', { name: unique('Kochi Prints') });
  const table = await openTab(page, 'Client Management');
  await search(page, 'clients', client.name);
  const row = rowWith(table, client.name);
  await expect(row).toBeVisible();

  await failNext(page, 'DELETE', /\/api\/clients\/[^/]+$/);
  await page.getByRole('button', { name: `Delete ${client.name}` }).click();
  await answerConfirm(page, messages.confirmDelete('client'), 'OK');
  await expectDialog(page, messages.admin.errorTitle, messages.adminError('delete', 'client', 500, 'boom'));
  await expect(row).toBeVisible();

  await page.getByRole('button', { name: `Delete ${client.name}` }).click();
  await answerConfirm(page, messages.confirmDelete('client'), 'OK');
  await expectDialog(page, messages.admin.successTitle, messages.client.deleted);
  await expect(row).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a client row dragged onto another takes its place in the order the public pages follow', async ({ page }) => {
  const { call } = await adminApi(page.request);
  const [first, second, third] = await Promise.all(['Alpha', 'Beta', 'Gamma'].map((name) => call<Client>('POST', '/clients', { name: unique(`Drag ${name}`) })));
  const others = (await call<Client[]>('GET', '/clients')).map((client) => client.id).filter((id) => ![first!.id, second!.id, third!.id].includes(id));
  await call('PUT', '/clients/order', { ids: [first!.id, second!.id, third!.id, ...others] });

  const table = await openTab(page, 'Client Management');
  await expect(page.getByText('drag a row onto another, or use its arrows')).toBeVisible();
  await rowWith(table, third!.name).dragTo(rowWith(table, first!.name));
  await expect(table.locator('tbody tr').first()).toContainText(third!.name);
  const order = (await call<Client[]>('GET', '/clients')).map((client) => client.id);
  expect(order.slice(0, 3)).toEqual([third!.id, first!.id, second!.id]);

  await search(page, 'clients', first!.name);
  await expect(page.getByText('drag a row onto another, or use its arrows')).toHaveCount(0);
  await expect(rowWith(table, first!.name)).not.toHaveAttribute('draggable', 'true');
});
