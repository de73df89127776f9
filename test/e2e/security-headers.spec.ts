import { expect, test } from '@playwright/test';
import { routes } from '../../src/domain/routes.ts';

// The page policy must let every page do its work: not one script, style or frame refused.
for (const path of [routes.home, routes.contact, routes.internshipApply]) {
  test(`${path} runs under its Content-Security-Policy without a violation`, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status(), `${path} answers`).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.locator('h1').first()).toBeVisible();
    // Give islands time to hydrate and lazy parts to load.
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(500);
    expect(violations).toEqual([]);
  });
}
