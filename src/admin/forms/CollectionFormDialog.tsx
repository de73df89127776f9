import { validateWith, type CollectionOf } from '../../domain/collection.ts';
import type { EntityDialogProps } from '../entities.ts';
import { failureMessage } from '../api/client.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { DraftOffer } from './DraftOffer.tsx';
import { FormDialog } from './FormDialog.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { translationTexts } from './translation-texts.ts';
import { useFocusOnPath } from './useFocusOnPath.ts';
import { SchemaForm } from './SchemaForm.tsx';
import { useEntityForm, type EntityCheck } from './useEntityForm.ts';

export interface CollectionFormDialogProps<Item extends { id: string }, Input> extends EntityDialogProps<Item> {
  collection: CollectionOf<Input>;
  /** The form's rules, when the collection asks more than its definition (a unique Employee ID). */
  check?: EntityCheck<Input>;
}

/**
 * Add or edit one item of a collection with the fields of its definition, in its order and
 * layout, drawn by the same SchemaForm as site content documents and checked by the same rules
 * as the server. An item being edited whose collection has texts to translate has a language
 * switch: in another language each of those texts is translated beside its English, saved with
 * the row.
 */
export function CollectionFormDialog<Item extends { id: string }, Input>({
  collection,
  check = (document) => validateWith(collection, document),
  item,
  onClose,
  onSaved,
  at,
}: CollectionFormDialogProps<Item, Input>) {
  const state = useEntityForm(collection, item as ({ id: string } & Record<string, unknown>) | null, check, at?.language);
  const { translations } = state;
  useFocusOnPath(at?.field, translations.view !== undefined);
  const common = { schema: state.schema, problem: state.problem, progress: state.progress, disabled: state.saving };
  let form;
  if (translations.language === 'en') form = <SchemaForm {...common} value={state.form!} onChange={state.change} />;
  else if (translations.loadError) form = <div className="alert alert-danger" role="alert">{failureMessage('load', translationTexts.translations, translations.loadError)}</div>;
  else if (translations.form && translations.view) form = <SchemaForm {...common} value={translations.form} onChange={translations.change} translation={translations.view} />;
  else form = <Spinner />;
  return (
    <FormDialog title={state.title} saving={state.saving} onSubmit={() => void state.save({ onClose, onSaved })} onClose={onClose} dirty={state.dirty}>
      <DraftOffer draft={state.draft} />
      {translations.offered ? <LanguageSelect value={translations.language} onChange={translations.choose} hint={translationTexts.rowLanguageHint} /> : null}
      {form}
    </FormDialog>
  );
}
