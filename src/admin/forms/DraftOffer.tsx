import { useId } from 'react';
import { formatDateTime } from '../ui/format.ts';
import { unsavedTexts } from '../ui/unsaved-texts.ts';
import type { FormDraft } from './useFormDraft.ts';

/** The kept draft's offer at the top of its form: Restore puts it back, Discard forgets it. */
export function DraftOffer({ draft }: { draft: FormDraft }) {
  const questionId = useId();
  if (!draft.offer) return null;
  return (
    <div className="alert alert-info d-flex flex-wrap align-items-center gap-2">
      <p className="mb-0 me-auto" id={questionId}>
        <strong>{unsavedTexts.draftOffer}</strong> {unsavedTexts.draftOfferHint(formatDateTime(draft.offer.keptAt))}
      </p>
      <button type="button" className="btn btn-primary btn-sm" aria-describedby={questionId} onClick={draft.restore}>
        {unsavedTexts.restore}
      </button>
      <button type="button" className="btn btn-outline-dark btn-sm" aria-describedby={questionId} onClick={draft.discard}>
        {unsavedTexts.discard}
      </button>
    </div>
  );
}
