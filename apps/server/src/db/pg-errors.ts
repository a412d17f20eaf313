/** A unique-key violation (SQLSTATE 23505), from pg or PGlite (Drizzle may wrap it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return (error as { code?: string } | null)?.code === '23505' || cause?.code === '23505';
}
