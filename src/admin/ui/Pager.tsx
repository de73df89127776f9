interface PagerProps {
  /** What is being paged, for the navigation's accessible name, e.g. 'Staff members'. */
  label: string;
  offset: number;
  pageSize: number;
  shown: number;
  total: number;
  onOffsetChange: (offset: number) => void;
}

/** "Showing 21-40 of 153" with Previous and Next; the server does the paging. */
export function Pager({ label, offset, pageSize, shown, total, onOffsetChange }: PagerProps) {
  const page = Math.floor(offset / pageSize) + 1;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const summary = total === 0 ? 'Showing 0 of 0' : `Showing ${offset + 1}-${offset + shown} of ${total}`;
  return (
    <nav className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-2" aria-label={`${label} pages`}>
      <p className="mb-0 text-body-secondary" aria-live="polite">
        {summary}
      </p>
      <div className="d-flex align-items-center gap-2">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={page <= 1}
          onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
        >
          Previous
        </button>
        <span>
          Page {page} of {pages}
        </span>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={page >= pages}
          onClick={() => onOffsetChange(offset + pageSize)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
