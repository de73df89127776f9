import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { shippedProgrammeTitles } from '../../../src/domain/programmes.ts';
import { adminToken, samplePdf, unique } from './helpers.ts';

/** Types a whole enquiry into the contact form (`who` tells the tests' rows apart). */
export async function typeEnquiry(page: Page, who: string, message: string) {
  const typed = { name: unique(`${who} Asha`), email: `${who.toLowerCase()}.asha@example.com`, phone: '9876543210', message: unique(message) };
  const form = page.locator('#contact form');
  await form.getByLabel('Name').fill(typed.name);
  await form.getByLabel('Email').fill(typed.email);
  await form.getByLabel(/^Phone/).fill(typed.phone);
  await form.getByLabel('Message').fill(typed.message);
  return { typed, form };
}

/** Types a whole application, for the programme at `programme` of the shipped ones, with or without a resume. */
export async function typeApplication(page: Page, who: string, message: string, { programme, withResume }: { programme: number; withResume: boolean }) {
  const typed = { name: unique(`${who} Devika`), email: `${who.toLowerCase()}.devika@example.com`, role: shippedProgrammeTitles[programme]!, message: unique(message) };
  const form = page.locator('#apply form');
  await form.getByLabel('Full Name').fill(typed.name);
  await form.getByLabel('Email').fill(typed.email);
  await form.getByLabel('Preferred Program').selectOption(typed.role);
  await form.getByLabel('Cover Letter').fill(typed.message);
  if (withResume) await form.getByLabel(/^Resume/).setInputFiles(samplePdf);
  return { typed, form };
}

/** The stored submissions a spec finds by a marker it typed; `cleanUp` (after each test) deletes them again. */
export function submittedRows() {
  const cleanUps: (() => Promise<void>)[] = [];
  return {
    async find<Row extends { id: string }>(request: APIRequestContext, list: 'contacts' | 'internship-inquiries', marker: string): Promise<Row[]> {
      const headers = { authorization: `Bearer ${await adminToken(request)}` };
      const response = await request.get(`/api/${list}?q=${encodeURIComponent(marker)}`, { headers });
      expect(response.ok()).toBe(true);
      const rows = (await response.json()) as Row[];
      for (const row of rows) cleanUps.push(() => request.delete(`/api/${list}/${row.id}`, { headers }).then(() => undefined));
      return rows;
    },
    async cleanUp() {
      for (const step of cleanUps.splice(0)) await step();
    },
  };
}
