const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const shortDateTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

const parsed = (iso: string): Date | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A stored ISO time as admins in India read it, e.g. '22 Nov 2026, 1:30 pm'. */
export function formatDateTime(iso: string): string {
  const date = parsed(iso);
  return date ? dateTime.format(date) : '';
}

/** The same time without its year, for a narrow column: '22 Nov, 1:30 pm' (the full one is its title). */
export function formatShortDateTime(iso: string): string {
  const date = parsed(iso);
  return date ? shortDateTime.format(date) : '';
}
