/** Spec section 5: trim, cut at the given length, append '...'. */
export const truncate = (text: string | null | undefined, length: number): string => {
  const trimmed = (text ?? '').trim();
  return trimmed.length > length ? `${trimmed.slice(0, length)}...` : trimmed;
};

/** Spec section 9: year/month/day in UTC, zero padded. */
export const formatUtcDate = (value: string | number | Date | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}`;
};

/**
 * Spec section 2: section detection from a path (trailing slash stripped). Admin words win, then `home`
 * (the platform area); otherwise the third path segment, hyphens replaced by spaces.
 */
const ADMIN_WORDS = ['admin', 'applications', 'account-management', 'role-management', 'agent-attributes'];
export const detectSection = (path: string): string => {
  const stripped = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (ADMIN_WORDS.some((word) => stripped.includes(word))) return 'admin';
  if (stripped.includes('home')) return 'home';
  return (stripped.split('/')[2] ?? '').replace(/-/g, ' ');
};
