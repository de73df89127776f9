/**
 * A public form sent before its island has hydrated (or without JavaScript at all) goes as a
 * plain post: it says at once that it is sending, and pressed twice it still stores one row,
 * because the page's small sending script stops the second press and the server stores a
 * submission once per form key.
 */
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { messages } from '../../src/domain/messages.ts';
import { holdIslandScript, hydrated } from './public/helpers.ts';
import { submittedRows, typeApplication as typeApplicationInto, typeEnquiry as typeEnquiryInto } from './public/public-forms.ts';


/**
 * A slow network's answers to the form's plain posts to `path`: each post goes on to the server
 * at once, and the page gets its answer only when released. Counts the posts sent.
 */
async function slowAnswers(page: Page, path: string): Promise<{ release: () => void; readonly count: number }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  await page.route(`**${path}`, async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    count += 1;
    const response = await route.fetch();
    await held;
    // The browser gives up the answer of a post it sent again: only the last one is shown.
    await route.fulfill({ response }).catch(() => undefined);
  });
  return {
    release: () => release(),
    get count() {
      return count;
    },
  };
}

type ButtonState = { text: string; disabled: boolean; hydrated: boolean };

/**
 * Watches what the submit button reads and whether it is disabled the moment the form is sent,
 * and whether the island had hydrated by then: a listener after the page's own notes it in the
 * tab's session storage, which the page that answers the post can read back.
 */
async function watchButtonAtSubmit(page: Page): Promise<() => Promise<ButtonState>> {
  await page.evaluate(() =>
    addEventListener('submit', (event) => {
      const form = event.target as HTMLFormElement;
      const button = form.querySelector('button[type=submit]') as HTMLButtonElement;
      const state = { text: button.textContent, disabled: button.disabled, hydrated: !form.closest('astro-island')?.hasAttribute('ssr') };
      sessionStorage.setItem('buttonAtSubmit', JSON.stringify(state));
    }),
  );
  return async () => JSON.parse((await page.evaluate(() => sessionStorage.getItem('buttonAtSubmit'))) ?? 'null') as ButtonState;
}

/** Presses the button twice as a person would, the second press while the first post is on its way. */
async function pressTwice(page: Page, button: Locator, posts: { readonly count: number }): Promise<void> {
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.click(x, y);
  await expect.poll(() => posts.count).toBe(1);
  await page.mouse.click(x, y);
}

const rows = submittedRows();
test.afterEach(() => rows.cleanUp());

const typeApplication = (page: Page) => typeApplicationInto(page, 'Slow', 'Sent before the script', { programme: 3, withResume: true });
const typeEnquiry = (page: Page) => typeEnquiryInto(page, 'Slow', 'Enquiry before the script');

test.describe("with the form's script held back", () => {
  test("the application reads 'Uploading...', disabled, at once, and the stored row is the one typed", async ({ page, request }) => {
    await holdIslandScript(page, 'ApplicationForm');
    await page.goto('/internship/apply', { waitUntil: 'domcontentloaded' });
    const { typed, form } = await typeApplication(page);
    const buttonAtSubmit = await watchButtonAtSubmit(page);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.locator('#apply').getByRole('status')).toHaveText(messages.application.submitted);
    expect(await buttonAtSubmit()).toEqual({ text: messages.application.uploading, disabled: true, hydrated: false });
    const [stored] = await rows.find<Record<string, string> & { id: string }>(request, 'internship-inquiries', typed.message);
    expect(stored).toMatchObject({ ...typed, language: 'en', status: 'Pending' });
    expect(stored!.resumeUrl).not.toBe('');
  });

  test("the enquiry reads 'Sending...', disabled, at once, and the stored row is the one typed", async ({ page, request }) => {
    await holdIslandScript(page, 'EnquiryForm');
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const { typed, form } = await typeEnquiry(page);
    const buttonAtSubmit = await watchButtonAtSubmit(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('#contact').getByRole('status')).toHaveText(messages.enquiry.sent);
    expect(await buttonAtSubmit()).toEqual({ text: messages.enquiry.sending, disabled: true, hydrated: false });
    const [stored] = await rows.find<Record<string, string> & { id: string }>(request, 'contacts', typed.message);
    expect(stored).toMatchObject({ ...typed, language: 'en' });
  });

  // The first press disables the button: the second sends nothing.
  test('a double press sends one post and stores one application and one enquiry', async ({ page, request }) => {
    await holdIslandScript(page, 'ApplicationForm');
    await page.goto('/internship/apply', { waitUntil: 'domcontentloaded' });
    const application = await typeApplication(page);
    const applicationPosts = await slowAnswers(page, '/internship/apply');
    await pressTwice(page, application.form.getByRole('button', { name: 'Submit Application' }), applicationPosts);
    applicationPosts.release();
    await expect(page.locator('#apply').getByRole('status')).toHaveText(messages.application.submitted);
    expect(applicationPosts.count).toBe(1);
    expect(await rows.find(request, 'internship-inquiries', application.typed.message)).toHaveLength(1);

    await holdIslandScript(page, 'EnquiryForm');
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const enquiry = await typeEnquiry(page);
    const enquiryPosts = await slowAnswers(page, '/contact');
    await pressTwice(page, enquiry.form.getByRole('button', { name: 'Send Message' }), enquiryPosts);
    enquiryPosts.release();
    await expect(page.locator('#contact').getByRole('status')).toHaveText(messages.enquiry.sent);
    expect(enquiryPosts.count).toBe(1);
    expect(await rows.find(request, 'contacts', enquiry.typed.message)).toHaveLength(1);
  });
});

test.describe('once the island has hydrated', () => {
  test("an island that hydrates while its form's plain post is on its way keeps 'Uploading...'", async ({ page, request }) => {
    const releaseScript = await holdIslandScript(page, 'ApplicationForm');
    await page.goto('/internship/apply', { waitUntil: 'domcontentloaded' });
    const { typed, form } = await typeApplication(page);
    const posts = await slowAnswers(page, '/internship/apply');
    // The page cannot be read while it waits for the post's answer: it reports the button once
    // the island has hydrated and React has settled.
    await page.evaluate(() => {
      const island = document.querySelector('#apply astro-island')!;
      new MutationObserver(() => {
        if (island.hasAttribute('ssr')) return;
        setTimeout(() => {
          const submit = island.querySelector('button[type=submit]') as HTMLButtonElement;
          console.log(`hydrated button: ${JSON.stringify({ text: submit.textContent, disabled: submit.disabled })}`);
        }, 300);
      }).observe(island, { attributes: true, attributeFilter: ['ssr'] });
    });
    const reported = page.waitForEvent('console', { predicate: (message) => message.text().startsWith('hydrated button: ') });
    await form.getByRole('button', { name: 'Submit Application' }).click({ noWaitAfter: true });
    await expect.poll(() => posts.count).toBe(1);
    releaseScript();
    const button = JSON.parse((await reported).text().slice('hydrated button: '.length)) as { text: string; disabled: boolean };
    expect(button).toEqual({ text: messages.application.uploading, disabled: true });
    posts.release();
    await expect(page.locator('#apply').getByRole('status')).toHaveText(messages.application.submitted);
    expect(await rows.find(request, 'internship-inquiries', typed.message)).toHaveLength(1);
  });

  test('a double press stores one enquiry', async ({ page, request }) => {
    await page.goto('/contact');
    const { typed, form } = await typeEnquiry(page);
    await hydrated(form.getByLabel('Name'));
    await form.getByRole('button', { name: 'Send Message' }).dblclick();
    await expect(form.getByRole('status')).toHaveText(messages.enquiry.sent);
    expect(await rows.find(request, 'contacts', typed.message)).toHaveLength(1);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  // Nothing disables the button: the browser sends the form twice, and the server keeps one.
  test('a double press sends two posts and stores one application and one enquiry', async ({ page, request }) => {
    await page.goto('/internship/apply');
    const application = await typeApplication(page);
    const applicationPosts = await slowAnswers(page, '/internship/apply');
    await pressTwice(page, application.form.getByRole('button', { name: 'Submit Application' }), applicationPosts);
    await expect.poll(() => applicationPosts.count).toBe(2);
    applicationPosts.release();
    await expect(page.locator('#apply').getByRole('status')).toHaveText(messages.application.submitted);
    expect(await rows.find(request, 'internship-inquiries', application.typed.message)).toHaveLength(1);

    await page.goto('/contact');
    const enquiry = await typeEnquiry(page);
    const enquiryPosts = await slowAnswers(page, '/contact');
    await pressTwice(page, enquiry.form.getByRole('button', { name: 'Send Message' }), enquiryPosts);
    await expect.poll(() => enquiryPosts.count).toBe(2);
    enquiryPosts.release();
    await expect(page.locator('#contact').getByRole('status')).toHaveText(messages.enquiry.sent);
    expect(await rows.find(request, 'contacts', enquiry.typed.message)).toHaveLength(1);
  });
});
