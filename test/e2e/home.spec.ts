import { expect, test } from '@playwright/test';
import { company } from '../../src/domain/settings.ts';

test('home page is served by the server with the company name in its title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(company.name);
});
