import { expect, test, type Page } from '@playwright/test';
import { limits } from '../../src/domain/limits.ts';
import { PENDING_VERIFICATION_KEY } from '../../src/admin/login/pending-verification.ts';
import { messages } from '../../src/domain/messages.ts';
import { expectNoAxeViolations } from './fixtures/admin-tabs.ts';
import { adminUrls, logInThroughForm, loginBanner, loginForm } from './fixtures/admin-frame.ts';

// Never the shared admin's address: failed logins count per account.
const stranger = { email: 'nobody@example.com', password: 'Wrong!Pass1' };

/**
 * Stops the page's clock once the login form is on screen (React needs timers to show it), so
 * from then on only runFor() moves the banners' timers.
 */
async function pauseClock(page: Page): Promise<void> {
  await expect(loginForm(page).submit).toBeVisible();
  // A loaded machine can take longer than the margin between reading the page's time and
  // pausing it ('Cannot fast-forward to the past'): read it again and retry.
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 250);
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes('past')) throw error;
    }
  }
}

test('text in the address is never shown as a banner, whatever the kind', async ({ page }) => {
  const text = 'Your account is locked. Call +91 98470 12345';
  await page.goto(`${adminUrls.login}?error=${encodeURIComponent(text)}&success=${encodeURIComponent(text)}&message=${encodeURIComponent(text)}`);
  await expect(loginForm(page).submit).toBeVisible();
  await expect(loginBanner(page)).toHaveCount(0);
  await expect(page.getByText(text)).toHaveCount(0);
});

test('a wrong password says so, and the banner clears after 5 seconds', async ({ page }) => {
  await page.clock.install();
  await page.goto(adminUrls.login);
  await pauseClock(page);
  await logInThroughForm(page, stranger);
  await expect(loginBanner(page)).toHaveText(messages.auth.invalidCredentials);
  await expect(page).toHaveURL(adminUrls.login);
  await page.clock.runFor(limits.bannerMs - 500);
  await expect(loginBanner(page)).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(loginBanner(page)).toHaveCount(0);
});

// A banner is asked for by code: the page shows the product's own words for it (decision 251).
for (const [kind, code, text] of [
  ['success', 'password-changed', messages.verification.passwordChanged],
  ['error', 'session-ended', messages.auth.sessionEnded],
  ['message', 'email-change-requested', messages.emailChange.requested],
] as const) {
  test(`a ${kind} banner asked for in the address by its code shows, then clears after 5 seconds`, async ({ page }) => {
    await page.clock.install();
    await page.goto(`${adminUrls.login}?${kind}=${code}&next=${encodeURIComponent(adminUrls.staffPanel)}`);
    await pauseClock(page);
    await expect(loginBanner(page)).toHaveText(text);
    // The banner's 5 s began a moment before the clock stopped; leave a second for that.
    await page.clock.runFor(limits.bannerMs - 1_000);
    await expect(loginBanner(page)).toBeVisible();
    // Read once: the address keeps `next` but drops the banner, so a reload does not repeat it.
    await expect(page).toHaveURL(`${adminUrls.login}?next=${encodeURIComponent(adminUrls.staffPanel)}`);
    await page.clock.runFor(1_500);
    await expect(loginBanner(page)).toHaveCount(0);
  });
}

test('a signed-in admin lands on the dashboard; the login page is axe clean', async ({ page }) => {
  await page.goto(adminUrls.login);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expectNoAxeViolations(page);
  await logInThroughForm(page);
  await expect(page).toHaveURL(adminUrls.dashboard);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
});

test('a crafted next address cannot send the user off the admin app', async ({ page }) => {
  await page.goto(`${adminUrls.login}?next=${encodeURIComponent('//evil.example/x')}`);
  await logInThroughForm(page);
  await expect(page).toHaveURL(adminUrls.dashboard);
});

test('a pending verification link is resumed first after sign-in, and removed', async ({ page }) => {
  const pending = `${adminUrls.verifyEmail}?token=pending-token&userId=00000000-0000-4000-8000-000000000000&type=email`;
  await page.goto(`${adminUrls.login}?next=${encodeURIComponent(adminUrls.staffPanel)}`);
  await page.evaluate(([key, link]) => sessionStorage.setItem(key, link), [PENDING_VERIFICATION_KEY, pending] as const);
  const verification = page.waitForRequest((request) => request.url().endsWith('/api/verify-change') && request.method() === 'POST');
  await logInThroughForm(page);
  expect((await verification).postDataJSON()).toEqual({
    token: 'pending-token',
    userId: '00000000-0000-4000-8000-000000000000',
    type: 'email',
  });
  // The made-up token is refused: back on the login page with the error.
  await expect(page).toHaveURL(adminUrls.login);
  await expect(loginBanner(page)).toHaveClass(/alert-danger/);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), PENDING_VERIFICATION_KEY)).toBeNull();
});

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto(adminUrls.login);
  const { password } = loginForm(page);
  await password.fill('Secret!123');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue('Secret!123');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

async function openChangeDialog(page: Page, name: 'Change Email' | 'Change Password') {
  await page.goto(adminUrls.login);
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the Change Email dialog checks its fields with their documented messages', async ({ page }) => {
  const dialog = await openChangeDialog(page, 'Change Email');
  const submit = dialog.getByRole('button', { name: 'Request Email Change' });
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText(messages.emailChange.required);
  await dialog.getByLabel('Email of account to change').fill('admin@example.com');
  await dialog.getByLabel('New email', { exact: true }).fill('new@example.com');
  await dialog.getByLabel('Confirm new email').fill('other@example.com');
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText(messages.emailChange.mismatch);
  await expectNoAxeViolations(page);
});

test('the Change Password dialog checks its fields with their documented messages', async ({ page }) => {
  const dialog = await openChangeDialog(page, 'Change Password');
  const submit = dialog.getByRole('button', { name: 'Request Password Change' });
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText(messages.passwordChange.required);
  await dialog.getByLabel('Email of account to change').fill('admin@example.com');
  await dialog.getByLabel('New password', { exact: true }).fill('Str0ng!Passw0rd2');
  await dialog.getByLabel('Confirm new password').fill('Str0ng!Passw0rd3');
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText(messages.passwordChange.mismatch);
  await dialog.getByLabel('New password', { exact: true }).fill('weakpass');
  // What is missing shows while typing, before the form is sent.
  await expect(dialog.getByText('Add an uppercase letter, a digit and a symbol (one of @$!%*?&).')).toBeVisible();
  await dialog.getByLabel('Confirm new password').fill('weakpass');
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Password is not strong enough... Add an uppercase letter, a digit and a symbol (one of @$!%*?&).');
  await expectNoAxeViolations(page);
});

test('both change dialogs are reachable, keep focus inside and close by keyboard', async ({ page }) => {
  for (const name of ['Change Email', 'Change Password'] as const) {
    await page.goto(adminUrls.login);
    const opener = page.getByRole('button', { name });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByLabel('Email of account to change')).toBeFocused();
    // Twenty tabs go round the dialog, never out of it.
    for (let step = 0; step < 20; step++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // The Cancel button closes it as well.
    await opener.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
});

test('a verification link without its parameters goes back to the login with the error', async ({ page }) => {
  for (const link of [adminUrls.verifyEmail, `${adminUrls.verifyPassword}?token=abc&type=password`]) {
    await page.goto(link);
    await expect(page).toHaveURL(adminUrls.login);
    await expect(loginBanner(page)).toHaveText(messages.verification.invalidLink);
  }
});

test('the verification page shows "Verifying Change..." with a spinner and is axe clean', async ({ page }) => {
  // Hold the real request a moment so the page can be examined while it waits.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/verify-change', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${adminUrls.verifyPassword}?token=t0ken&userId=00000000-0000-4000-8000-000000000000&type=password`);
  await expect(page.getByRole('heading', { level: 1, name: messages.verification.verifying })).toBeVisible();
  await expect(page.getByRole('status')).toBeVisible();
  await expectNoAxeViolations(page);
  release();
  await expect(page).toHaveURL(adminUrls.login);
  await expect(loginBanner(page)).toHaveClass(/alert-danger/);
});
