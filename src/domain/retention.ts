/**
 * How the privacy notice states RETENTION_DAYS: whole years as months (365 → '12 months'),
 * whole months of 30 days as months, otherwise days. 0 means the daily purge erases
 * everything already decided.
 */
export function retentionPeriod(days: number): string {
  if (days === 0) return 'until the next daily clean-up (at most a day)';
  if (days % 365 === 0) return `up to ${(days / 365) * 12} months`;
  if (days % 30 === 0) return `up to ${days / 30} month${days === 30 ? '' : 's'}`;
  return `up to ${days} day${days === 1 ? '' : 's'}`;
}

/** The placeholder the privacy notice's texts use for the configured period. */
export const RETENTION_PLACEHOLDER = '{retention}';
