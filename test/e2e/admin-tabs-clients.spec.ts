import { expect, test, type Page } from '@playwright/test';
import type { Client } from '../../src/domain/client.ts';
import { limits } from '../../src/domain/limits.ts';
import { fieldMessages } from '../../src/domain/field-messages.ts';
import { messages } from '../../src/domain/messages.ts';
import { translationTexts } from '../../src/admin/forms/translation-texts.ts';
import { e2e } from './fixtures/config.ts';
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
  expectRefusedBeside,
  refuseNextSave,
  endsWithStatus,
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
  await expectRefusedBeside(dialog.getByLabel('Name'), messages.client.nameRequired);
  await dialog.getByLabel('Name').fill('   ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(messages.client.nameRequired);

  const name = unique('Malabar Foods');
  await dialog.getByLabel('Name').fill(name);
  await expect(dialog.getByLabel('Website')).toHaveAttribute('type', 'url');
  await dialog.getByLabel('Website').fill('ftp://malabar.example');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(fieldMessages.invalidUrl('Website'));
  await expectRefusedBeside(dialog.getByLabel('Website'), fieldMessages.invalidUrl('Website'));
  await dialog.getByLabel('Website').fill('https://malabar.example');

  await dialog.getByLabel('Logo').setInputFiles(textFile);
  await expectDialog(page, messages.file.invalidTitle, messages.client.invalidLogo);
  await dialog.getByLabel('Logo').setInputFiles(hugeJpeg);
  await expectDialog(page, messages.file.tooLargeTitle, messages.file.imageTooLarge);
  await dialog.getByLabel('Logo').setInputFiles(await smallPng());
  await dialog.getByLabel('Short Description').fill('Spices from Kerala.');

  // The server's refusal names its field too, and is shown beside it; nothing typed is lost.
  const tooLong = `Short Description must be at most ${limits.text.message} characters.`;
  await refuseNextSave(page, /\/api\/clients$/, 'POST', { status: 400, error: tooLong, field: 'shortDescription' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectRefusedBeside(dialog.getByLabel('Short Description'), tooLong);
  await expect(page.getByRole('dialog', { name: messages.admin.errorTitle })).toHaveCount(0);

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

test('a failed delete comes back with the documented error; a confirmed delete removes the client', async ({ page }) => {
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

test('a client is translated in its dialog beside its English: missing, then up to date once saved, outdated after its English changes', async ({ page }) => {
  const { call } = await adminApi(page.request);
  const client = await call<Client>('POST', '/clients', { name: unique('Irinjalakuda Weavers'), shortDescription: 'Handloom from Kerala.', impact: 'Sales doubled.' });
  const openEdit = async () => {
    await page.getByRole('button', { name: `Edit ${client.name}` }).click();
    const dialog = clientDialog(page);
    await dialog.getByRole('combobox', { name: translationTexts.language }).selectOption('ml');
    return dialog;
  };
  await openTab(page, 'Client Management');
  await search(page, 'clients', client.name);
  let dialog = await openEdit();
  const short = dialog.getByRole('textbox', { name: 'Short Description (Malayalam)' });
  await expect(short).toHaveAccessibleDescription(endsWithStatus(translationTexts.statusHint.missing));
  await expect(dialog.getByText('Handloom from Kerala.', { exact: true })).toBeVisible();
  // Only the texts with English to translate: no name, no website.
  await expect(dialog.getByRole('textbox')).toHaveCount(2);
  await expectNoAxeViolations(page, 'dialog');
  await short.fill('കേരളത്തിൽ നിന്നുള്ള കൈത്തറി.');
  await expect(short).toHaveAccessibleDescription(endsWithStatus(translationTexts.statusHint['up-to-date']));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectDialog(page, messages.admin.successTitle, messages.client.updated);
  const inMalayalam = await call<Client[]>('GET', `/clients?lang=ml&q=${encodeURIComponent(client.name)}&limit=5&offset=0`);
  expect(inMalayalam[0]).toMatchObject({ shortDescription: 'കേരളത്തിൽ നിന്നുള്ള കൈത്തറി.', impact: 'Sales doubled.' });

  await call('PUT', `/clients/${client.id}`, { name: client.name, shortDescription: 'Handloom saris from Kerala.', impact: 'Sales doubled.' });
  await page.reload();
  await search(page, 'clients', client.name);
  dialog = await openEdit();
  await expect(dialog.getByRole('textbox', { name: 'Short Description (Malayalam)' })).toHaveAccessibleDescription(endsWithStatus(translationTexts.statusHint.outdated));
  await expect(dialog.getByRole('textbox', { name: 'Impact (Malayalam)' })).toHaveAccessibleDescription(endsWithStatus(translationTexts.statusHint.missing));
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The Translations view leads straight to the client's outdated text, in its dialog in Malayalam.
  await page.goto(`${e2e.adminBase}?tab=content&view=translations&lang=ml`);
  const needs = page.getByRole('region', { name: `Client: ${client.name}` });
  await expect(needs.getByRole('listitem').filter({ hasText: 'Short Description' })).toContainText(translationTexts.status.outdated);
  await needs.getByRole('link', { name: 'Short Description' }).click();
  await expect(clientDialog(page).getByRole('textbox', { name: 'Short Description (Malayalam)' })).toBeFocused();
});
