/**
 * The words of Site Content's languages (ours): the language switch, a translation's editor, the
 * counts in the document list and the Translations view. Apart from editor-texts.ts, which the
 * dashboard's menu loads with the first screen.
 */
export const translationEditorTexts = {
  languageHint: 'English is the source. In another language you translate each text beside its English; lists are changed in English only.',
  onlyNeedsWork: 'Show only fields that need work',
  nothingToDo: 'Every text of this document is translated and up to date in this language.',
  translationDraftWaiting: 'A saved draft of this translation is waiting to be published.',
  translationUpToDate: 'The site shows this translation as it is here.',
  notStarted: 'Not translated yet: the site shows the English text.',
  translationPreviewHint: 'Preview opens the page in this language in a new tab with your draft in place; visitors still see the published translation.',
  translations: 'Translations',
  needs: (language: string, outdated: number, missing: number) => `${language}: ${translationEditorTexts.counted(outdated, missing)}`,
  allTranslated: 'All translated',
  viewIntro: 'Every text that is missing or outdated in a language: site content and the staff, clients and advertisements. Each leads to the text, beside its English.',
  viewLanguageHint: 'The language whose texts to list.',
  fileHeading: 'For a translator',
  fileIntro: 'Download the texts that need work as a file, have it filled in (each row\'s "target"), then upload it: site content becomes drafts to preview and publish; staff, clients and advertisements are saved. A file with a row that is not right changes nothing.',
  download: (language: string) => `Download ${language} texts`,
  fileLabel: 'Filled-in file',
  importFile: 'Upload',
  importing: 'Uploading...',
  allUpToDate: (language: string) => `Everything is translated and up to date in ${language}.`,
  kinds: { content: 'Site content', staff: 'Staff member', clients: 'Client', advertisements: 'Advertisement' },
  counted: (outdated: number, missing: number) => [outdated ? `${outdated} outdated` : '', missing ? `${missing} missing` : ''].filter(Boolean).join(', '),
} as const;
