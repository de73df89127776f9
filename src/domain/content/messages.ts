import { fieldMessages } from '../field-messages.ts';
import { LANGUAGE_CODES } from '../languages.ts';

/**
 * Site content's messages (ours): rule failures in the product's words, and what the API and the
 * preview say. Apart from src/domain/messages.ts, which every public form's script loads.
 */
export const contentMessages = {
    ...fieldMessages,
    duplicate: (label: string) => `${label} must be different for every entry.`,
    invalidMapUrl: (label: string) => `${label} must be the office's address or its Google Maps link from the address bar (a short maps.app.goo.gl link cannot be read).`,
    invalidTimeZone: (label: string) =>
      `${label} must be a time zone from the world's list of time zones, written like Asia/Kolkata or Europe/London.`,
    notLanguageList: (label: string) => `${label} must be a list of language codes, such as ["en", "ml"].`,
    unknownLanguage: (label: string, code: string) => `${label}: ${code} is not one of the site's languages. Use the codes ${LANGUAGE_CODES.join(', ')}.`,
    languageTwice: (label: string, code: string) => `${label} names ${code} more than once.`,
    englishAlways: (label: string) => `${label} must include English (en): the site is written in English, and every other language shows English where a text has no translation.`,
    invalidImage: (label: string) => `${label}: please upload a picture or choose one of the site's own.`,
    invalidVersion: 'Please send the version of the content you started from.',
    invalidDocument: 'The content could not be read. Please reload it and try again.',
    notFound: 'There is no site content with this name.',
    stale: 'Someone else changed this content after you opened it. Reload it to see their changes, then make yours again.',
    noDraft: 'There is no draft to publish.',
    revisionNotFound: 'That revision no longer exists.',
    saved: 'Draft saved.',
    published: 'Published. The site shows it now.',
    invalidPublishTime: 'Please choose a publish time in the future.',
    scheduled: 'Scheduled. The site will show this draft at the chosen time.',
    scheduleCancelled: 'The scheduled publish is cancelled.',
    restored: 'The revision is now the draft. Publish it to show it on the site.',
    previewBanner: 'Preview: you are seeing unpublished drafts. Visitors see the published site.',
    previewExit: 'Leave preview',
  } as const;
