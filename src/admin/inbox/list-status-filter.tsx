import type { StatusCounts } from '../../domain/inbox.ts';
import { INBOX_STATUSES, type InboxKind } from '../../domain/inbox-statuses.ts';
import { listTexts } from './list-texts.ts';
import type { StatusOf } from './list-status.ts';

interface StatusFilterProps<Kind extends InboxKind> {
  kind: Kind;
  /** The status shown; null: all. */
  status: StatusOf<Kind> | null;
  counts: StatusCounts<StatusOf<Kind>> | null;
  onChoose: (status: StatusOf<Kind> | null) => void;
}

/** All and each status of the kind as toggle buttons, each with how many match the search. */
export function StatusFilter<Kind extends InboxKind>({ kind, status, counts, onChoose }: StatusFilterProps<Kind>) {
  const options: (StatusOf<Kind> | null)[] = [null, ...(INBOX_STATUSES[kind] as readonly StatusOf<Kind>[])];
  return (
    <div role="group" aria-label={listTexts.filter} className="d-flex flex-wrap gap-1 mb-3">
      {options.map((option) => {
        const pressed = option === status;
        const count = counts ? counts[option ?? 'all'] : null;
        return (
          <button
            key={option ?? 'all'}
            type="button"
            className={`btn btn-sm ${pressed ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={pressed}
            onClick={() => onChoose(option)}
          >
            {option ?? listTexts.all}
            {count === null ? null : (
              <span className={`badge rounded-pill ms-1 ${pressed ? 'text-bg-light' : 'text-bg-secondary'}`} data-status-count={option ?? 'all'}>
                {count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
