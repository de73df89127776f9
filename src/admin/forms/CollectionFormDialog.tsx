import { validateWith, type CollectionOf } from '../../domain/collection.ts';
import type { Result } from '../../domain/result.ts';
import { entityOf, type EntityDialogProps } from '../entities.ts';
import { collectionForm, formValues, isShown, mediaChoices } from './collection-form.ts';
import { DefinedField } from './DefinedField.tsx';
import { FormDialog } from './FormDialog.tsx';
import { useEntityForm } from './useEntityForm.ts';

export interface CollectionFormDialogProps<Item extends { id: string }, Input> extends EntityDialogProps<Item> {
  collection: CollectionOf<Input>;
  /** The form's rules, when the collection asks more than its definition (a unique Employee ID). */
  check?: (values: Record<string, string>) => Result<Input> | Promise<Result<Input>>;
}

/**
 * Add or edit one item of a collection with the fields of its definition, in its order and
 * layout: what SPEC section 3 lists for the entity, checked by the same rules as the server.
 */
export function CollectionFormDialog<Item extends { id: string }, Input>({
  collection,
  check,
  item,
  onClose,
  onSaved,
}: CollectionFormDialogProps<Item, Input>) {
  const form = collectionForm(collection);
  const stored = item as Record<string, unknown> | null;
  const entity = entityOf(collection);
  const state = useEntityForm(entity, item, formValues(form, stored), mediaChoices(form, stored));

  function submit() {
    void state.save<Input>({
      check: () => (check ? check(state.values) : validateWith(collection, state.values)),
      onClose,
      onSaved,
    });
  }

  return (
    <FormDialog {...state.dialog} onSubmit={submit} onClose={onClose}>
      <div className="row">
        {form.all.map((field) => {
          if (!isShown(field, state.values)) return null;
          if (form.media.includes(field)) {
            const media = state.mediaField(field.name);
            // Every media field has its choice from mediaChoices().
            return <DefinedField key={field.name} schema={field.schema} media={{ ...media, choice: media.choice! }} />;
          }
          const text = state.field(field.name);
          return <DefinedField key={field.name} schema={field.schema} {...text} value={text.value ?? ''} />;
        })}
      </div>
    </FormDialog>
  );
}
