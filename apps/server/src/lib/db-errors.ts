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

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What pg and its pool say, without a code, about a connection that is gone or could not be had. */
const LOST_CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /not queryable/,
  /timeout exceeded when trying to connect/,
  /Cannot use a pool after calling end on the pool/,
  /driver has already been destroyed/,
];

const isUnavailableCode = (code: string): boolean =>
  // PostgreSQL: connection exceptions (08…), shutdown and start-up (57P01 admin, 57P02 crash, 57P03 cannot
  // connect now, 57P04 database dropped), too many connections (53300).
  /^08/.test(code) ||
  /^57P0[1-4]$/.test(code) ||
  code === '53300' ||
  // SQLite: another process holds the lock past the busy timeout, the disk is full, the file cannot be read
  // or written.
  /^SQLITE_BUSY/.test(code) ||
  code === 'SQLITE_FULL' ||
  /^SQLITE_IOERR/.test(code) ||
  NETWORK_CODES.has(code);

/**
 * Whether an error means the database is away (a lost or refused connection, a restart, a locked or full SQLite
 * file) rather than that the request or the code is wrong. Such errors answer 503 and never end the process.
 */
export const isDatabaseUnavailable = (error: unknown, depth = 0): boolean => {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, errors, cause } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && isUnavailableCode(code)) return true;
  if (typeof message === 'string' && LOST_CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) {
    return true;
  }
  // A connection to a name with several addresses fails with an AggregateError of each attempt.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
};

/**
 * The table and columns a unique violation names, as `table.column[,column]`: PostgreSQL's error carries the
 * table and, in its detail, the key (`Key (login)=(x) already exists.`); SQLite's message lists them
 * (`UNIQUE constraint failed: app_user.login`). Undefined for other errors, or a unique index on an expression.
 */
export const uniqueViolationKey = (error: unknown): string | undefined => {
  if (!isUniqueViolation(error)) return undefined;
  const { table, detail, message } = error as { table?: string; detail?: string; message?: string };
  const postgresKey = detail ? /^Key \(([^)]+)\)=/.exec(detail)?.[1] : undefined;
  if (table && postgresKey) return `${table}.${postgresKey.split(', ').join(',')}`;
  const sqlite = message ? /UNIQUE constraint failed: (.+)$/.exec(message)?.[1] : undefined;
  if (!sqlite) return undefined;
  const columns = sqlite.split(', ').map((qualified) => qualified.split('.'));
  return `${columns[0]?.[0]}.${columns.map((column) => column[1]).join(',')}`;
};

/**
 * Whether a statement was stopped for running past its time limit: PostgreSQL's `statement_timeout` (57014,
 * query_canceled) or the SQLite read worker's limit (`SQLITE_INTERRUPT`). Such requests answer 503 with
 * `Retry-After`; the server goes on serving.
 */
export const isStatementTimeout = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '57014' || code === 'SQLITE_INTERRUPT';
};
