/**
 * Asked before a document or one of its translations is published: the texts the publish would
 * leave showing English in a language the site offers (GET /api/content/:key/untranslated), named
 * by their labels, language by language. The editor publishes anyway or cancels.
 */
import { useCallback } from 'react';
import type { ContentDefinition } from '../../domain/content/index.ts';
import type { UntranslatedTexts } from '../../domain/content/translation-api.ts';
import { languageOf } from '../../domain/languages.ts';
import { api, failureMessage } from '../api/client.ts';
import { useDialogs } from '../ui/dialogs.tsx';
import { pathLabel } from './path-label.ts';

/** Labels named per language before the rest is counted: a new list entry alone has several. */
const NAMED_PER_LANGUAGE = 6;

export const untranslatedTexts = {
  title: 'Some texts will show in English',
  message: (lines: readonly string[]) =>
    `These texts have no translation, so the site shows them in English:\n\n${lines.join('\n')}\n\nPublish anyway, or cancel and translate them first?`,
  line: (language: string, labels: readonly string[], more: number) => `${language}: ${labels.join('; ')}${more > 0 ? `; and ${more} more` : ''}`,
  publishAnyway: 'Publish anyway',
} as const;

/** The warning's lines: each language by name, then the labels of its texts ('Hero › Headline'). */
export function untranslatedLines(definition: ContentDefinition, found: readonly UntranslatedTexts[]): string[] {
  return found.map(({ language, fields }) =>
    untranslatedTexts.line(
      languageOf(language).name,
      fields.slice(0, NAMED_PER_LANGUAGE).map((path) => pathLabel(definition.schema, path)),
      Math.max(0, fields.length - NAMED_PER_LANGUAGE),
    ),
  );
}

/**
 * What a publish asks first, of the English or of a translation (`check`: the document's
 * untranslated path, with `?lang=` for a translation): true to go on. Asked after unsaved changes
 * are saved, so it reads what will be published. A check that fails stops the publish with the
 * failure, as the publish itself would.
 */
export function useUntranslatedWarning(definition: ContentDefinition, check: string): () => Promise<boolean> {
  const { confirm, showError } = useDialogs();
  return useCallback(async () => {
    let found: UntranslatedTexts[];
    try {
      found = await api<UntranslatedTexts[]>('GET', check);
    } catch (error) {
      await showError(failureMessage('publish', definition.title, error));
      return false;
    }
    if (found.length === 0) return true;
    return confirm(untranslatedTexts.title, untranslatedTexts.message(untranslatedLines(definition, found)), untranslatedTexts.publishAnyway);
  }, [confirm, showError, definition, check]);
}
