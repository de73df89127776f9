/** PostgreSQL's unique_violation, as both drivers report it (drizzle may wrap it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code ?? (error as { cause?: { code?: unknown } })?.cause?.code;
  return code === '23505';
}
