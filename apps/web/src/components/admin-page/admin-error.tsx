import { mapApiError } from '../../lib/api-errors';

/**
 * A failed call, said where it happened (spec section 8): the title of the error mapping ("Validation Error" for a
 * 400 with details) and the server's own message when it has one, else the mapping's text.
 */
export const AdminError = ({ error, testId }: { error: unknown; testId?: string }) => {
  if (!error) return null;
  const info = mapApiError(error);
  const detail =
    info.validation || (info.status !== undefined && info.status < 500)
      ? (info.problem?.message ?? info.problem?.detail ?? info.detail)
      : info.detail;
  return (
    <div className="admin-error" role="alert" data-testid={testId}>
      <strong>{info.title}</strong>
      <p>{detail}</p>
    </div>
  );
};
