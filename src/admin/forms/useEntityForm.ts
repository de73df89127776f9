import { useState } from 'react';
import type { CollectionOf } from '../../domain/collection.ts';
import type { LanguageCode } from '../../domain/languages.ts';
import type { Result } from '../../domain/result.ts';
import { api } from '../api/client.ts';
import { entityOf } from '../entities.ts';
import { useAdminAction } from '../tabs/useAdminAction.ts';
import { collectionFormOf, formSchemaOf } from './collection-form.ts';
import { problemOf } from './problem.ts';
import { fromForm, mediaValues } from './schema-values.ts';
import { useFormDraft } from './useFormDraft.ts';
import { useSchemaForm } from './useSchemaForm.ts';
import { useRowTranslations } from './useRowTranslations.ts';

interface SaveOptions {
  /** Close the dialog once saved (docs/product.md#admin-area), before the success message. */
  onClose: () => void;
  /** After the success message: the list shows the saved row (docs/product.md#admin-area: and reloads). */
  onSaved: (saved: { id: string }) => void;
}

/** The form's rules over what it holds; a failure is shown beside its field and nothing is sent. */
export type EntityCheck<Input> = (document: Record<string, unknown>) => Result<Input> | Promise<Result<Input>>;

/**
 * One item of a collection in its dialog: the schema form's state (useSchemaForm), its
 * translations (useRowTranslations, when editing), its kept draft (useFormDraft) and saving through the one admin action flow
 * (session check, the form's rules, uploads, request, then each language edited, message).
 * `item` null adds.
 */
export function useEntityForm<Input>(
  collection: CollectionOf<Input>,
  item: ({ id: string } & Record<string, unknown>) | null,
  check: EntityCheck<Input>,
  initialLanguage?: LanguageCode,
) {
  const entity = entityOf(collection);
  const verb = item ? 'update' : 'add';
  const runAction = useAdminAction();
  // What the form opened with, once: the draft compares the form with it.
  const [initial] = useState(() => collectionFormOf(collection, item));
  const fields = useSchemaForm(formSchemaOf(collection), initial);
  const draft = useFormDraft(`${entity.path}:${item?.id ?? 'new'}`, initial, fields.form, fields.setForm);
  const [saving, setSaving] = useState(false);
  const translations = useRowTranslations(collection as CollectionOf<unknown>, item, initialLanguage);
  const { schema } = fields;

  async function save(options: SaveOptions) {
    const form = fields.form!;
    let input: Input | undefined;
    let saved: { id: string } | undefined;
    let done = false;
    setSaving(true);
    try {
      done = await runAction({
        signInFor: `${verb} ${entity.itemsName}`,
        failure: { verb, object: entity.object },
        validate: async () => {
          const checked = await check(fromForm(schema, form) as Record<string, unknown>);
          fields.setProblem(problemOf(checked));
          if (checked.ok) input = checked.value;
          return checked.ok;
        },
        perform: async () => {
          const body = { ...input!, ...mediaValues(schema, await fields.uploadMedia(form)) };
          saved = await (item ? api<{ id: string }>('PUT', `${entity.path}/${item.id}`, body) : api<{ id: string }>('POST', entity.path, body));
          await translations.save(saved as { id: string } & Record<string, unknown>);
        },
        handleFailure: fields.refuse,
        onSuccess: () => {
          draft.clear();
          options.onClose();
        },
        successMessage: item ? entity.messages.updated : entity.messages.added,
      });
    } finally {
      setSaving(false);
    }
    if (done && saved) options.onSaved(saved);
  }

  // A language edited counts as a change, though only the English is kept as a draft.
  const dirty = draft.dirty || translations.edited;
  return { ...fields, translations, draft, dirty, saving, title: `${item ? 'Edit' : 'Add'} ${entity.noun}`, save };
}
