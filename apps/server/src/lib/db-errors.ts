/**
 * Whether a query failed on a unique constraint (SQLite or PostgreSQL). Checks run before writes; this catches
 * the rare request that slipped in between, so that it answers like the check would have.
 */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/** Runs `work`; if it fails on a unique constraint, throws `problem()` instead, the answer of the check before it. */
export const onUniqueViolation = async <T>(work: () => Promise<T>, problem: () => Error): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw problem();
    throw error;
  }
};
