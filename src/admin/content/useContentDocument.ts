/** One site content document in English: its draft if there is one, else what is published (useDraftDocument). */
import type { ContentDefinition } from '../../domain/content/index.ts';
import type { ContentState } from '../../domain/content/content-api.ts';
import { firstProblem, fromForm, toForm, type FormGroup } from '../forms/schema-values.ts';
import { useDraftDocument } from './useDraftDocument.ts';
import { useUntranslatedWarning } from './untranslated-warning.ts';

export const documentPath = (key: string) => `/content/${encodeURIComponent(key)}`;

export function useContentDocument(definition: ContentDefinition) {
  const { key, schema, title } = definition;
  const beforePublish = useUntranslatedWarning(definition, `${documentPath(key)}/untranslated`);
  const document = useDraftDocument<ContentState>({
    path: documentPath(key),
    schema,
    title,
    signInFor: { save: 'save site content', publish: 'publish site content', restore: 'restore site content' },
    formOf: (state) => toForm(schema, state.draft ?? state.published) as FormGroup,
    draftOf: (form) => fromForm(schema, form),
    check: (form) => {
      const found = firstProblem(schema, form);
      document.setProblem(found);
      return found === null;
    },
    beforePublish,
  });

  return document;
}
