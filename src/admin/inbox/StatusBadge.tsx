import type { InboxStatus } from '../../domain/inbox.ts';

/** Bootstrap's badge colours with dark or white text at 4.5:1 or more. */
const badgeClass: Record<InboxStatus, string> = {
  New: 'text-bg-primary',
  Replied: 'text-bg-success',
  Closed: 'text-bg-secondary',
  Pending: 'text-bg-warning',
  Accepted: 'text-bg-success',
  Rejected: 'text-bg-secondary',
};

/** Where an enquiry or application stands, as a badge beside its name. */
export function StatusBadge({ status }: { status: InboxStatus }) {
  return <span className={`badge ${badgeClass[status]}`}>{status}</span>;
}
