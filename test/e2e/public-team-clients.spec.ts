import { expect, test } from '@playwright/test';
import { clientsContent } from '../../src/domain/content/clients.ts';
import { teamContent } from '../../src/domain/content/team.ts';
import { createRecord, deleteRecord, unique } from './public/helpers.ts';

test.describe('team and clients pages', () => {
  const created: { collection: 'team' | 'clients'; id: string }[] = [];
  const withSkills = unique('Skilled Member');
  const withoutSkills = unique('Plain Member');
  const resigned = unique('Former Member');
  const clientName = unique('Client');

  test.beforeAll(async ({ request }) => {
    const member = (name: string, extra: object) => ({
      name, role: 'Engineer', employeeId: unique('E').replace(' ', '-'), joiningDate: '2024-01-15', bloodGroup: 'O+', ...extra,
    });
    created.push({ collection: 'team', id: await createRecord(request, 'team', member(withSkills, { skills: ['React', 'Flutter'], quotes: 'Ship small, ship often.' })) });
    created.push({ collection: 'team', id: await createRecord(request, 'team', member(withoutSkills, { skills: [] })) });
    created.push({ collection: 'team', id: await createRecord(request, 'team', member(resigned, { status: 'Resigned', resignationReason: 'Moved abroad' })) });
    created.push({
      collection: 'clients',
      id: await createRecord(request, 'clients', {
        name: clientName, shortDescription: 'Short words', fullDescription: 'The complete story of this client.',
        collaboration: 'We built their ordering app.', impact: 'Orders grew by a third.', website: 'https://example.com/',
      }),
    });
  });

  test.afterAll(async ({ request }) => {
    for (const record of created) await deleteRecord(request, record.collection, record.id);
  });

  test('/team shows working staff with photo size, technologies or the empty text, quotes and the culture block', async ({ page }) => {
    await page.goto('/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Meet Our Expert Staff' })).toBeVisible();
    const skilled = page.getByRole('article').filter({ has: page.getByRole('heading', { name: withSkills }) });
    await expect(skilled.getByRole('listitem')).toHaveText(['React', 'Flutter']);
    await expect(skilled).toContainText('Ship small, ship often.');
    const plain = page.getByRole('article').filter({ has: page.getByRole('heading', { name: withoutSkills }) });
    await expect(plain).toContainText('No technologies listed');
    const photo = plain.locator('[aria-hidden="true"], img').first();
    expect(await photo.boundingBox()).toMatchObject({ width: 150, height: 150 });
    await expect(page.getByRole('heading', { name: resigned })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: teamContent.defaults.heading })).toBeVisible();
  });

  test('/clients shows full cards with a new-tab website link and the commitment block', async ({ page }) => {
    await page.goto('/clients');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Esteemed Clients' })).toBeVisible();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: clientName }) });
    await expect(card).toContainText('The complete story of this client.');
    await expect(card).toContainText('We built their ordering app.');
    await expect(card).toContainText('Orders grew by a third.');
    const visit = card.getByRole('link', { name: /Visit Website/ });
    await expect(visit).toHaveAttribute('href', 'https://example.com/');
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('rel', /noopener/);
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: clientsContent.defaults.heading })).toBeVisible();
  });
});
