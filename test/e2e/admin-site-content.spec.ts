import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/domain/messages.ts';
import { e2e } from './fixtures/config.ts';
import { adminApi, answerConfirm, endsWithStatus, expectNoAxeViolations, openAdmin, openTab, smallPng, unique } from './fixtures/admin-tabs.ts';
import { editorTexts } from '../../src/admin/content/editor-texts.ts';
import { unsavedTexts } from '../../src/admin/ui/unsaved-texts.ts';
import { listTexts } from '../../src/admin/forms/list-texts.ts';
import { contentMessages } from '../../src/domain/content/messages.ts';
import { translationEditorTexts } from '../../src/admin/content/translation-editor-texts.ts';
import { translationTexts } from '../../src/admin/forms/translation-texts.ts';
import { untranslatedTexts } from '../../src/admin/content/untranslated-warning.ts';
import { contentDocuments } from '../../src/domain/content/index.ts';
import type { TranslationState } from '../../src/domain/content/translation-api.ts';
import { translationFileMessages, type TranslationFile } from '../../src/domain/i18n/translation-file.ts';
import { LANGUAGE_CODES, TRANSLATED_LANGUAGES, languageOf } from '../../src/domain/languages.ts';
import { routes } from '../../src/domain/routes.ts';
import { withdrawTranslations } from './fixtures/withdrawn-translations.ts';

// Saves, publishes and page renders in a row: room for a loaded machine.
test.describe.configure({ timeout: 90_000 });

const say = editorTexts;

/** Opens the Site Content tab and one document's editor from its list. */
async function openDocument(page: Page, title: string) {
  await openTab(page, 'Site Content');
  await page.getByRole('table', { name: say.documentsCaption }).getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeFocused();
}

/** The Vision page's 'Core Pillars' heading field. */
const pillarsHeading = (page: Page) => page.getByRole('group', { name: 'Core Pillars' }).getByRole('textbox', { name: 'Heading', exact: true });

/** Publishes `published` again as the document `key`, putting back what a test changed. */
async function publishBack(api: Awaited<ReturnType<typeof adminApi>>['call'], key: string, published: unknown) {
  const { version } = await api<ContentState>('GET', `/content/${key}`);
  await api('PUT', `/content/${key}`, { version, draft: published });
  await api('POST', `/content/${key}/publish`, {});
}

const banner = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: /\S/ }).first();

interface ContentState {
  version: number;
  published: Record<string, unknown>;
  draft: Record<string, unknown> | null;
}

test('an editor changes the home headline, previews it, publishes it, then restores and publishes the original', async ({ page, browser }) => {
  const visitorContext = await browser.newContext({ baseURL: e2e.baseUrl });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  const original = (await visitor.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(original).not.toBe('');

  await openDocument(page, 'Home page');
  const headline = page.getByRole('group', { name: 'Hero' }).getByLabel('Headline');
  const changed = unique('Software from Thrissur that lasts');
  await headline.fill(changed);
  await expect(page.getByText(say.unsaved)).toBeVisible();

  // Preview saves the change as a draft first, then shows the page with it in a new tab.
  const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: say.preview, exact: true }).click()]);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(changed);
  await expect(preview.getByText(contentMessages.previewBanner)).toBeVisible();
  await preview.close();
  await expect(page.getByText(say.unsaved)).toBeHidden();
  await expect(page.getByText(say.draftWaiting)).toBeVisible();
  // Anyone else still reads the published page.
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(original);

  await page.getByRole('button', { name: say.publish, exact: true }).click();
  await expect(banner(page)).toHaveText(contentMessages.published);
  await expect(page.getByText(say.upToDate)).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(changed);

  // The revision before the one just published holds the original headline.
  await page.getByRole('button', { name: say.revisions, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${say.revisionsTitle}: Home page` });
  const rows = dialog.getByRole('table', { name: say.revisionsCaption }).getByRole('row');
  await expect(rows.nth(1)).toContainText(e2e.admin.email);
  await expectNoAxeViolations(page, 'dialog');
  await rows.nth(2).getByRole('button', { name: new RegExp(`^${say.restore}`) }).click();
  await answerConfirm(page, 'Nothing on the site changes until you publish it.', 'OK');
  await expect(banner(page)).toHaveText(contentMessages.restored);
  await expect(headline).toHaveValue(original);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(changed);

  await page.getByRole('button', { name: say.publish, exact: true }).click();
  await expect(banner(page)).toHaveText(contentMessages.published);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(original);
  await visitorContext.close();
});

test('the Site Content screens pass axe, and a list is edited with the keyboard alone', async ({ page }) => {
  await openTab(page, 'Site Content');
  await expectNoAxeViolations(page);
  await openDocument(page, 'About page');
  await expectNoAxeViolations(page);

  await openDocument(page, 'Our Team page');
  const values = page.getByRole('group', { name: 'Values' });
  const entries = values.getByRole('group', { name: /^Value \d+$/ });
  // Counted once the document's entries are drawn, not while it loads.
  await expect(entries.first()).toBeVisible();
  const count = await entries.count();

  // Add: the new entry's first field takes the focus.
  await values.getByRole('button', { name: 'Add Value' }).focus();
  await page.keyboard.press('Enter');
  await expect(entries).toHaveCount(count + 1);
  const added = values.getByRole('group', { name: `Value ${count + 1}`, exact: true });
  await expect(added.getByLabel('Title')).toBeFocused();
  const title = unique('Ship small');
  await page.keyboard.type(title);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Small changes, often, each one reviewed.');

  // Move up: the entry moves and its arrow keeps the focus, so Enter moves it again.
  await added.getByRole('button', { name: `Move Value ${count + 1} up` }).focus();
  await page.keyboard.press('Enter');
  await expect(values.getByRole('group', { name: `Value ${count}`, exact: true }).getByLabel('Title')).toHaveValue(title);
  await expect(values.getByRole('button', { name: `Move Value ${count} up` })).toBeFocused();
  await expect(page.getByText(listTexts.moved(`Value ${count}`))).toBeAttached();
  await page.keyboard.press('Enter');
  await expect(values.getByRole('group', { name: `Value ${count - 1}`, exact: true }).getByLabel('Title')).toHaveValue(title);

  // Remove the first entry: the focus goes to Add Value.
  const firstTitle = await values.getByRole('group', { name: 'Value 1', exact: true }).getByLabel('Title').inputValue();
  await values.getByRole('button', { name: 'Remove Value 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(entries).toHaveCount(count);
  await expect(values.getByRole('button', { name: 'Add Value' })).toBeFocused();

  await page.getByRole('button', { name: say.saveDraft, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveText(contentMessages.saved);

  const { call } = await adminApi(page.request);
  const saved = await call<ContentState>('GET', '/content/team');
  const savedTitles = (saved.draft?.values as { title: string }[]).map((value) => value.title);
  expect(savedTitles).toHaveLength(count);
  expect(savedTitles.indexOf(title)).toBe(count - 3);
  expect(savedTitles).not.toContain(firstTitle);
});

test('an entry dragged by its handle onto another takes its place', async ({ page }) => {
  await openDocument(page, 'About page');
  const cards = page.getByRole('group', { name: 'Cards' });
  const card = (number: number) => cards.getByRole('group', { name: `Card ${number}`, exact: true });
  const title = (number: number) => card(number).getByRole('textbox', { name: 'Title' });
  const [first, second] = [await title(1).inputValue(), await title(2).inputValue()];

  // Dropped near the end of the card above, so both stay on the screen throughout.
  const above = (await card(1).boundingBox())!;
  await card(2).getByTitle(listTexts.dragHandle).dragTo(card(1), { targetPosition: { x: 40, y: above.height - 10 } });
  await expect(title(1)).toHaveValue(second);
  await expect(title(2)).toHaveValue(first);
  await expect(page.getByText(listTexts.moved('Card 1'))).toBeAttached();
  await expect(page.getByText(say.unsaved)).toBeVisible();
});

test('a picture chosen in the form is uploaded when the draft is saved', async ({ page }) => {
  await openDocument(page, 'About page');
  const whoWeAre = page.getByRole('group', { name: 'Who We Are' });
  const current = whoWeAre.getByRole('img', { name: 'Current picture' });
  // The shipped picture, or one a retry of this test saved before: either is replaced.
  await expect(current).toHaveAttribute('src', /^\/(images|media)\//);
  const before = await current.getAttribute('src');
  await whoWeAre.getByLabel('Picture').setInputFiles(await smallPng());
  await page.getByRole('button', { name: say.saveDraft, exact: true }).click();
  await expect(banner(page)).toHaveText(contentMessages.saved);

  await expect(current).toHaveAttribute('src', /^\/media\//);
  expect(await current.getAttribute('src')).not.toBe(before);
  const { call } = await adminApi(page.request);
  const saved = await call<ContentState>('GET', '/content/about');
  const { src } = (saved.draft?.whoWeAre as { image: { src: string } }).image;
  expect(await whoWeAre.getByRole('img', { name: 'Current picture' }).getAttribute('src')).toBe(src);
});

test('a broken rule is shown beside its field, which takes the focus', async ({ page }) => {
  await openDocument(page, 'Our Vision page');
  const heading = pillarsHeading(page);
  await heading.fill('   ');
  await page.getByRole('button', { name: say.saveDraft, exact: true }).click();
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAttribute('aria-invalid', 'true');
  await expect(heading).toHaveAccessibleDescription(contentMessages.required('Heading'));

  // The server's own answer names its field the same way.
  await heading.fill('Our Vision');
  const title = page.getByRole('group', { name: 'Page Heading' }).getByLabel('Title');
  await page.route(/\/api\/content\/vision$/, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: contentMessages.required('Title'), field: 'intro.title' }) })
      : route.fallback(),
  );
  await page.getByRole('button', { name: say.saveDraft, exact: true }).click();
  await expect(title).toBeFocused();
  await expect(title).toHaveAccessibleDescription(new RegExp(contentMessages.required('Title')));
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a save over a change made meanwhile is refused and offers to reload', async ({ page }) => {
  await openDocument(page, 'Our Vision page');
  const heading = pillarsHeading(page);
  await heading.fill(unique('Mine'));

  // Someone else saves the same document meanwhile.
  const { call } = await adminApi(page.request);
  const current = await call<ContentState>('GET', '/content/vision');
  const theirs = unique('Theirs');
  const shown = current.draft ?? current.published;
  const pillars = { ...(shown.pillars as object), heading: theirs };
  await call('PUT', '/content/vision', { version: current.version, draft: { ...shown, pillars } });

  await page.getByRole('button', { name: say.saveDraft, exact: true }).click();
  await answerConfirm(page, contentMessages.stale, 'OK');
  await expect(heading).toHaveValue(theirs);
  await expect(page.getByText(say.unsaved)).toBeHidden();
});

test('unsaved changes are asked about before the tab, the page or the document is left', async ({ page }) => {
  await openDocument(page, 'Our Vision page');
  const heading = pillarsHeading(page);
  const typed = unique('Unsaved');
  await heading.fill(typed);

  const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
  await sidebar.getByRole('button', { name: 'Dashboard', exact: true }).click();
  await answerConfirm(page, unsavedTexts.question, unsavedTexts.keepEditing);
  await expect(heading).toHaveValue(typed);

  await page.goBack();
  await answerConfirm(page, unsavedTexts.question, unsavedTexts.keepEditing);
  await expect(heading).toHaveValue(typed);

  const unloading = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const question = await unloading;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();
  await expect(heading).toHaveValue(typed);

  await page.getByRole('link', { name: say.allDocuments }).click();
  await answerConfirm(page, unsavedTexts.question, unsavedTexts.leave);
  await expect(page.getByRole('table', { name: say.documentsCaption })).toBeVisible();
});

// Translating: the Malayalam headline goes outdated when the English one is published, is
// translated beside its English, previewed at /ml?preview while visitors still read the published
// one, and published; a service added in English is missing in every language and shows English at
// /ml/services. In this file, as the English home headline test is: a file's tests run one after
// another, so no two of them change the English home page at once.
const translationSay = { ...editorTexts, ...translationEditorTexts };
const documentsTable = (page: Page) => page.getByRole('table', { name: translationSay.documentsCaption });
const documentRow = (page: Page, title: string) => documentsTable(page).getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });

test('a changed English headline is outdated in Malayalam until translated; the translation is previewed, then published', async ({ page, browser, request }) => {
  const { call: api } = await adminApi(request);
  const englishBefore = await api<ContentState>('GET', '/content/home');
  const mlBefore = await api<TranslationState>('GET', '/content/home/translations/ml');
  const visitorContext = await browser.newContext({ baseURL: e2e.baseUrl });
  const visitor = await visitorContext.newPage();
  const oldMalayalam = mlBefore.published['hero.headline']!.text;

  try {
    // The English headline changes and is published.
    await openTab(page, 'Site Content');
    await documentsTable(page).getByRole('link', { name: 'Home page', exact: true }).click();
    const english = unique('Software made in Kerala');
    await page.getByRole('group', { name: 'Hero' }).getByLabel('Headline').fill(english);
    await page.getByRole('button', { name: translationSay.publish, exact: true }).click();
    await expect(banner(page)).toHaveText(contentMessages.published);

    // Keyboard only: from the document's name to the language switch, Malayalam chosen by typing.
    await page.getByRole('heading', { level: 2, name: 'Home page' }).focus();
    await page.keyboard.press('Tab');
    const languageSwitch = page.getByRole('combobox', { name: translationTexts.language });
    await expect(languageSwitch).toBeFocused();
    await expect(languageSwitch).toHaveAccessibleDescription(translationSay.languageHint);
    await page.keyboard.type('Mal');
    await expect(page).toHaveURL(/[?&]lang=ml\b/);

    const headline = page.getByRole('group', { name: 'Hero' }).getByRole('textbox', { name: `Headline (Malayalam)` });
    await expect(headline).toHaveValue(oldMalayalam);
    await expect(headline).toHaveAttribute('lang', 'ml');
    // Read out with its English and its status.
    await expect(headline).toHaveAccessibleDescription(`${english} ${translationTexts.statusHint.outdated}`);
    await expect(page.getByRole('group', { name: 'Hero' }).getByText(english, { exact: true })).toBeVisible();
    const filter = page.getByRole('checkbox', { name: translationSay.onlyNeedsWork });
    await filter.focus();
    await page.keyboard.press('Space');
    await expect(filter).toBeChecked();
    // Only the outdated headline is left to work on.
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(1);
    await expectNoAxeViolations(page);
    // Being translated, it stays on screen though up to date as typed.
    await headline.fill('ലോകം');
    await expect(headline).toHaveAccessibleDescription(endsWithStatus(translationTexts.statusHint['up-to-date']));
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(1);
    await page.keyboard.press('Shift+Tab');
    await expect(filter).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('main').getByRole('textbox').nth(3)).toBeVisible();

    // The list counts it (what is saved), and its line leads to the document in Malayalam.
    await page.getByRole('link', { name: translationSay.allDocuments }).click();
    await answerConfirm(page, unsavedTexts.question, unsavedTexts.leave);
    const homeRow = documentRow(page, 'Home page');
    await expect(homeRow.getByRole('link', { name: /^Malayalam: 1 outdated$/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // The Translations view lists it in Malayalam, a link straight to the field; the dashboard counts it
    // (with whatever other tests running beside this one left outdated).
    await page.getByRole('link', { name: translationSay.translations, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: translationSay.translations })).toBeFocused();
    await page.getByRole('combobox', { name: translationTexts.language }).selectOption('ml');
    const homeNeeds = page.getByRole('region', { name: 'Home page' });
    await expect(homeNeeds.getByRole('listitem').filter({ hasText: 'Hero › Headline' })).toContainText(translationTexts.status.outdated);
    await expectNoAxeViolations(page);
    await homeNeeds.getByRole('link', { name: 'Hero › Headline' }).click();
    await expect(headline).toBeFocused();
    await expect(headline).toHaveAccessibleDescription(endsWithStatus(translationTexts.statusHint.outdated));
    await openAdmin(page);
    await expect(page.locator('[data-translations]').getByRole('link', { name: /^Malayalam: [1-9][0-9]* outdated/ })).toBeVisible();
    await openTab(page, 'Site Content');
    await documentRow(page, 'Home page').getByRole('link', { name: /^Malayalam:/ }).click();
    await expect(headline).toHaveAccessibleDescription(endsWithStatus(translationTexts.statusHint.outdated));

    // Translated, previewed in a new tab: the draft shows there while visitors read the published one.
    const malayalam = unique('ലോകത്തിനായി തൃശ്ശൂരിൽ നിന്നുള്ള സോഫ്റ്റ്‌വെയർ');
    await headline.fill(malayalam);
    await expect(headline).toHaveAccessibleDescription(endsWithStatus(translationTexts.statusHint['up-to-date']));
    const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: translationSay.preview, exact: true }).click()]);
    await expect(preview).toHaveURL(/\/ml\/?\?preview$/);
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(malayalam);
    await preview.close();
    await expect(page.getByText(translationSay.translationDraftWaiting)).toBeVisible();
    await visitor.goto('/ml/');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(oldMalayalam);

    await page.getByRole('button', { name: translationSay.publish, exact: true }).click();
    await expect(banner(page)).toHaveText(contentMessages.published);
    await expect(headline).toHaveAccessibleDescription(endsWithStatus(translationTexts.statusHint['up-to-date']));
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(malayalam);

    // Its publishes are revisions of their own, the shipped translation the first.
    await page.getByRole('button', { name: translationSay.revisions, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `${translationSay.revisionsTitle}: Home page (Malayalam)` });
    const rows = dialog.getByRole('table', { name: translationSay.revisionsCaption }).getByRole('row');
    await expect(rows.nth(1)).toContainText(e2e.admin.email);
    await expect(rows.nth(2)).toContainText(translationSay.someone);
    await expectNoAxeViolations(page, 'dialog');
    await dialog.getByRole('button', { name: 'Close' }).last().click();

    await page.getByRole('link', { name: translationSay.allDocuments }).click();
    await expect(documentRow(page, 'Home page').getByRole('link', { name: /^Malayalam:/ })).toHaveCount(0);
  } finally {
    // Back to what the other tests expect: the English and the Malayalam as they were.
    const { version } = await api<ContentState>('GET', '/content/home');
    await api('PUT', '/content/home', { version, draft: englishBefore.published });
    await api('POST', '/content/home/publish', {});
    const ml = await api<TranslationState>('GET', '/content/home/translations/ml');
    await api('PUT', '/content/home/translations/ml', { version: ml.version, draft: mlBefore.published });
    await api('POST', '/content/home/translations/ml/publish', {});
    await visitorContext.close();
  }
});

test('a service added in English is missing in every language and reads English at /ml/services', async ({ page, request }) => {
  const { call: api } = await adminApi(request);
  const before = await api<ContentState>('GET', '/content/services');
  const services = before.published.services as (typeof contentDocuments.services.defaults)['services'];
  const added = { ...services[0]!, title: unique('Cloud Hosting'), summary: 'Hosting that stays up.', features: ['Round-the-clock monitoring'] };
  try {
    await api('PUT', '/content/services', { version: before.version, draft: { ...before.published, services: [...services, added] } });
    await api('POST', '/content/services/publish', {});

    await openTab(page, 'Site Content');
    const row = documentRow(page, 'Services page');
    for (const language of TRANSLATED_LANGUAGES) {
      await expect(row.getByRole('link', { name: new RegExp(`^${languageOf(language).name}: .*missing`) })).toBeVisible();
    }
    await row.getByRole('link', { name: /^Malayalam:/ }).click();
    const entry = page.getByRole('group', { name: `Service ${services.length + 1}` });
    await expect(entry.getByRole('textbox', { name: 'Title (Malayalam)' })).toHaveAccessibleDescription(endsWithStatus(translationTexts.statusHint.missing));
    await expect(entry.getByRole('textbox', { name: 'Title (Malayalam)' })).toHaveValue('');
    await expect(entry.getByText(added.title, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/ml/services');
    const title = page.getByRole('heading', { name: added.title, exact: true });
    await expect(title).toBeVisible();
    await expect(title).toHaveAttribute('lang', 'en');
  } finally {
    await publishBack(api, 'services', before.published);
  }
});

test('a translator\'s file is downloaded and uploaded back in the Translations view; a file with a wrong row changes nothing and names it', async ({ page, request }) => {
  const { call: api } = await adminApi(request);
  // Every language now ships translated: the Vision page's Telugu is withdrawn (published empty,
  // as an editor can) so its texts need work, and put back afterwards. No other test reads it in Telugu.
  const putBack = await withdrawTranslations(api, [routes.vision], ['te']);
  const before = await api<TranslationState>('GET', '/content/vision/translations/te');
  try {
    await openTab(page, 'Site Content');
    await page.getByRole('link', { name: translationSay.translations, exact: true }).click();
    await page.getByRole('combobox', { name: translationTexts.language }).selectOption('te');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: translationSay.download('Telugu') }).click()]);
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as TranslationFile;
    const vision = file.rows.find((row) => row.key.startsWith('content/vision/'))!;
    const field = vision.key.slice('content/vision/'.length);
    const upload = async (rows: TranslationFile['rows']) => {
      await page.getByLabel(translationSay.fileLabel).setInputFiles({ name: 'te.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...file, rows })) });
      await page.getByRole('button', { name: translationSay.importFile, exact: true }).click();
    };

    await upload([{ ...vision, target: 'దృష్టి' }, { key: 'content/vision/nothing', source: 'x', target: 'y' }]);
    await expect(page.getByRole('alert')).toHaveText(translationFileMessages.row(2, 'content/vision/nothing', translationFileMessages.unknownKey));
    // Refused whole: not even the good row was stored.
    const afterRefusal = await api<TranslationState>('GET', '/content/vision/translations/te');
    expect({ version: afterRefusal.version, draft: afterRefusal.draft }).toEqual({ version: before.version, draft: before.draft });

    await upload([{ ...vision, target: 'దృష్టి' }]);
    // Read out in the card's live region (the list below reloads meanwhile, with its own spinner).
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: translationFileMessages.imported(1) })).toBeVisible();
    const imported = await api<TranslationState>('GET', '/content/vision/translations/te');
    expect(imported.draft?.[field]?.text).toBe('దృష్టి');
    expect(imported.published).toEqual(before.published);
    await expectNoAxeViolations(page);
  } finally {
    await putBack();
  }
});

test('publishing texts no language has yet names them per language first; cancelled nothing is published, then it is published anyway', async ({ page, request }) => {
  const { call: api } = await adminApi(request);
  const before = await api<ContentState>('GET', '/content/team');
  const valueTitles = (state: ContentState) => (state.published.values as { title: string }[]).map((value) => value.title);
  // From the page as published: another test may have left a draft of it.
  await api('PUT', '/content/team', { version: before.version, draft: before.published });
  try {
    await openDocument(page, 'Our Team page');
    const values = page.getByRole('group', { name: 'Values' });
    const entries = values.getByRole('group', { name: /^Value \d+$/ });
    await expect(entries.first()).toBeVisible();
    const number = (await entries.count()) + 1;
    await values.getByRole('button', { name: 'Add Value' }).click();
    const added = values.getByRole('group', { name: `Value ${number}`, exact: true });
    const title = unique('Ship small');
    await added.getByLabel('Title').fill(title);
    await added.getByLabel('Text').fill('Small changes, often, each one reviewed.');

    await page.getByRole('button', { name: say.publish, exact: true }).click();
    const warning = page.getByRole('dialog', { name: untranslatedTexts.title });
    const fields = [`Values › Value ${number} › Title`, `Values › Value ${number} › Text`];
    for (const language of TRANSLATED_LANGUAGES) await expect(warning).toContainText(untranslatedTexts.line(languageOf(language).name, fields, 0));
    await expectNoAxeViolations(page, 'dialog');
    await warning.getByRole('button', { name: messages.admin.cancel, exact: true }).click();
    await expect(warning).toBeHidden();
    // Cancelled: the change is kept as a draft, the site still shows what it showed.
    await expect(page.getByText(say.draftWaiting)).toBeVisible();
    expect(valueTitles(await api<ContentState>('GET', '/content/team'))).not.toContain(title);

    await page.getByRole('button', { name: say.publish, exact: true }).click();
    await warning.getByRole('button', { name: untranslatedTexts.publishAnyway, exact: true }).click();
    await expect(banner(page)).toHaveText(contentMessages.published);
    expect(valueTitles(await api<ContentState>('GET', '/content/team'))).toContain(title);
  } finally {
    await publishBack(api, 'team', before.published);
  }
});

test('the company details offer the languages a checkbox each, English always', async ({ page, request }) => {
  const { call: api } = await adminApi(request);
  try {
    await openDocument(page, 'Company details');
    const languages = page.getByRole('group', { name: 'Languages of the site' });
    const english = languages.getByRole('checkbox', { name: 'English', exact: true });
    await expect(english).toBeChecked();
    await expect(english).toBeDisabled();
    const punjabi = languages.getByRole('checkbox', { name: 'Punjabi (ਪੰਜਾਬੀ)' });
    await expect(punjabi).toBeChecked();
    await expect(languages.getByRole('checkbox')).toHaveCount(LANGUAGE_CODES.length);
    await punjabi.focus();
    await page.keyboard.press('Space');
    await expect(punjabi).not.toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: say.saveDraft, exact: true }).click();
    await expect(banner(page)).toHaveText(contentMessages.saved);
    const saved = await api<ContentState>('GET', '/content/company');
    expect(saved.draft?.languages).toEqual(LANGUAGE_CODES.filter((code) => code !== 'pa'));
    expect(saved.published.languages).toEqual([...LANGUAGE_CODES]);
  } finally {
    // Only a draft was saved: put the published details back as it.
    const { version, published } = await api<ContentState>('GET', '/content/company');
    await api('PUT', '/content/company', { version, draft: published });
  }
});
