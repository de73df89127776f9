import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/domain/messages.ts';
import { staffCollection, type StaffMember } from '../../src/domain/staff.ts';
import { listTexts } from '../../src/admin/inbox/list-texts.ts';
import {
  adminApi,
  answerConfirm,
  expectDialog,
  expectNoAxeViolations,
  failNext,
  hugeJpeg,
  listNotice,
  openTab,
  rowWith,
  search,
  smallPng,
  textFile,
  unique,
  expectRefusedBeside,
} from './fixtures/admin-tabs.ts';

// Uploads and several dialogs per test: room for a loaded machine.
test.describe.configure({ timeout: 90_000 });

const staffBody = (name: string, employeeId: string) => ({
  name,
  role: 'Flutter Developer',
  employeeId,
  joiningDate: '2024-06-01',
  bloodGroup: 'O+',
  status: 'Currently Working',
  skills: ['Dart', 'Flutter'],
});

async function addStaff(page: Page, count: number, prefix: string): Promise<StaffMember[]> {
  const { call } = await adminApi(page.request);
  const added: StaffMember[] = [];
  for (let index = 1; index <= count; index++) {
    const label = String(index).padStart(2, '0');
    added.push(await call<StaffMember>('POST', '/team', staffBody(`${prefix} ${label}`, `${prefix}-${label}`.replace(/\s/g, ''))));
  }
  return added;
}

const staffDialog = (page: Page) => page.getByRole('dialog', { name: /Team Member$/ });
const formAlert = (page: Page) => staffDialog(page).getByRole('alert');

test('lists staff, searches on the server and pages through the results', async ({ page }) => {
  const prefix = unique('Pager');
  await addStaff(page, 22, prefix);
  const table = await openTab(page, 'Staff Members');
  await search(page, 'team members', prefix);
  await expect(page.getByText('Showing 1-20 of 22')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(21);
  await expect(table.getByRole('cell', { name: `${prefix} 01`, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 21-22 of 22')).toBeVisible();
  await expect(table.getByRole('cell', { name: `${prefix} 22`, exact: true })).toBeVisible();
  await search(page, 'team members', `${prefix} nobody`);
  await expect(table).toContainText(`No team members match "${prefix} nobody".`);
  await expectNoAxeViolations(page);
});

test('the add dialog applies every rule of the staff form, checks files and shows the upload', async ({ page }) => {
  const [existing] = await addStaff(page, 1, unique('Taken'));
  await openTab(page, 'Staff Members');
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const dialog = staffDialog(page);
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'dialog');

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(formAlert(page)).toHaveText(staffCollection.incomplete);
  await expectRefusedBeside(dialog.getByLabel('Name'), staffCollection.incomplete);

  const name = unique('Asha');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Role').fill('UI/UX Designer');
  await dialog.getByLabel('Employee ID').fill(existing!.employeeId);
  await dialog.getByLabel('Joining Date').fill('2025-01-15');
  await dialog.getByLabel('Blood Group').selectOption('B+');
  await expect(dialog.getByLabel('Status')).toHaveValue('Currently Working');
  await expect(dialog.getByLabel('Resignation Reason')).toHaveCount(0);

  await dialog.getByLabel('Status').selectOption('Resigned');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(formAlert(page)).toHaveText(messages.staff.resignationReason);
  await dialog.getByLabel('Status').selectOption('Terminated');
  await expect(dialog.getByLabel('Resignation Reason')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(formAlert(page)).toHaveText(messages.staff.terminationReason);
  await dialog.getByLabel('Status').selectOption('Currently Working');
  await expect(dialog.getByLabel('Termination Reason')).toHaveCount(0);

  await dialog.getByLabel('Emergency Phone').fill('12-34');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(formAlert(page)).toHaveText(messages.staff.emergencyPhone);
  await expectRefusedBeside(dialog.getByLabel('Emergency Phone'), messages.staff.emergencyPhone);
  await dialog.getByLabel('Emergency Phone').fill('+919876543210');

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(formAlert(page)).toHaveText(messages.staff.duplicateEmployeeId);
  await expectRefusedBeside(dialog.getByLabel('Employee ID'), messages.staff.duplicateEmployeeId);
  await dialog.getByLabel('Employee ID').fill(name.replace(/\s/g, '-'));

  const picture = dialog.getByLabel('Profile Picture');
  await picture.setInputFiles(textFile);
  await expectDialog(page, messages.file.invalidTitle, messages.file.invalidImage);
  await picture.setInputFiles(hugeJpeg);
  await expectDialog(page, messages.file.tooLargeTitle, messages.file.imageTooLarge);
  await dialog.getByLabel('Video').setInputFiles(await smallPng());
  await expectDialog(page, messages.file.invalidTitle, messages.file.invalidVideo);
  await picture.setInputFiles(await smallPng());
  await dialog.getByLabel('Skills').fill(' Figma,  Sketch ,');

  // Hold the upload for a moment so its progress bar can be seen.
  await page.route('**/api/uploads', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Uploading profile picture' })).toBeVisible();
  await expectDialog(page, messages.admin.successTitle, messages.staff.added);
  await expect(dialog).toBeHidden();

  const { call } = await adminApi(page.request);
  const [saved] = (await call<StaffMember[]>('GET', `/team?q=${encodeURIComponent(name)}&limit=5&offset=0`)).filter(
    (member) => member.name === name,
  );
  expect(saved?.skills).toEqual(['Figma', 'Sketch']);
  expect(saved?.profilePicture).toMatch(/^\/media\//);
  expect(saved?.emergencyPhone).toBe('+919876543210');
});

test('edit keeps an unchanged picture and shows the updated message', async ({ page }) => {
  const { call, upload } = await adminApi(page.request);
  const name = unique('Editable');
  const profilePicture = await upload('image', await smallPng());
  const member = await call<StaffMember>('POST', '/team', { ...staffBody(name, name.replace(/\s/g, '-')), profilePicture });
  const table = await openTab(page, 'Staff Members');
  await search(page, 'team members', member.name);
  await page.getByRole('button', { name: `Edit ${member.name}` }).click();
  const dialog = staffDialog(page);
  await expect(dialog.getByLabel('Name')).toHaveValue(member.name);
  await expect(dialog.getByLabel('Skills')).toHaveValue('Dart, Flutter');
  await expect(dialog.getByRole('img', { name: 'Current profile picture' })).toBeVisible();
  await dialog.getByLabel('Role').fill('Team Lead');
  await dialog.getByLabel('Status').selectOption('Resigned');
  await dialog.getByLabel('Resignation Reason').fill('Moved to another city.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectDialog(page, messages.admin.successTitle, messages.staff.updated);
  await expect(rowWith(table, member.name)).toContainText('Team Lead');
  await expect(rowWith(table, member.name)).toContainText('Resigned');
  const [saved] = await call<StaffMember[]>('GET', `/team?q=${encodeURIComponent(member.name)}&limit=5&offset=0`);
  expect(saved).toMatchObject({ profilePicture, resignationReason: 'Moved to another city.' });
});

test('delete asks first, reports a failure in the documented format and then deletes', async ({ page }) => {
  const [member] = await addStaff(page, 1, unique('Leaving'));
  const table = await openTab(page, 'Staff Members');
  await search(page, 'team members', member!.name);
  const row = rowWith(table, member!.name);
  await expect(row).toBeVisible();

  await page.getByRole('button', { name: `Delete ${member!.name}` }).click();
  await answerConfirm(page, messages.confirmDelete('team member'), 'Cancel');
  await expect(row).toBeVisible();

  await failNext(page, 'DELETE', /\/api\/team\/[^/]+$/);
  await page.getByRole('button', { name: `Delete ${member!.name}` }).click();
  await answerConfirm(page, messages.confirmDelete('team member'), 'OK');
  await expectDialog(page, messages.admin.errorTitle, 'Failed to delete team member: HTTP error! Status: 500, Message: boom');
  await expect(row).toBeVisible();

  await page.getByRole('button', { name: `Delete ${member!.name}` }).click();
  await answerConfirm(page, `${messages.confirmDelete('team member')}\n${member!.name}`, 'OK');
  await expectDialog(page, messages.admin.successTitle, messages.staff.deleted);
  await expect(row).toHaveCount(0);

  // The notice names what went and brings it back, with its picture and place, for a while.
  const notice = listNotice(page);
  await expect(notice).toContainText(listTexts.deletedNamed(member!.name));
  await notice.getByRole('button', { name: listTexts.undo }).click();
  await expect(notice).toContainText(listTexts.restored);
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await page.request.get(`/api/team/public/${member!.id}`)).status()).toBe(200);
});

test('Move up changes the order of the public team page', async ({ page }) => {
  const [first, second] = await addStaff(page, 2, unique('Order'));
  const { call } = await adminApi(page.request);
  const everyone = await call<StaffMember[]>('GET', '/team');
  const rest = everyone.map((member) => member.id).filter((id) => id !== first!.id && id !== second!.id);
  await call('PUT', '/team/order', { ids: [first!.id, second!.id, ...rest] });

  const publicOrder = async () => {
    await page.goto('/team');
    const names = await page.getByRole('heading', { level: 2 }).allTextContents();
    return names.filter((name) => name === first!.name || name === second!.name);
  };
  expect(await publicOrder()).toEqual([first!.name, second!.name]);

  await openTab(page, 'Staff Members');
  await expect(page.getByRole('button', { name: `Move ${first!.name} up` })).toBeDisabled();
  await page.getByRole('button', { name: `Move ${second!.name} up` }).click();
  await expect(page.getByRole('button', { name: `Move ${second!.name} up` })).toBeDisabled();
  expect(await publicOrder()).toEqual([second!.name, first!.name]);
});

test('an expired session stops the action with the Authentication Error dialog', async ({ page }) => {
  await openTab(page, 'Staff Members');
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  await expectDialog(page, messages.auth.authErrorTitle, messages.auth.pleaseLogIn('add team members'));
  await expect(staffDialog(page)).toHaveCount(0);
});

test('the add dialog opens and closes by keyboard and gives the focus back', async ({ page }) => {
  await openTab(page, 'Staff Members');
  const add = page.getByRole('button', { name: 'Add Team Member' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(staffDialog(page)).toBeVisible();
  await expect(staffDialog(page).getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(staffDialog(page)).toHaveCount(0);
  await expect(add).toBeFocused();
});

test('on a phone the rows are cards inside the labelled region: neither it nor the page scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const table = await openTab(page, 'Staff Members');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const region = page.getByRole('region', { name: 'Staff Members' });
  const overflow = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(overflow).toBe(false);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(360);
});
