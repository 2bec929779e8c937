import { groupListFieldErrors, type Problem } from '@parlance/shared';
import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';
import { asProblem, mapApiError } from './api-errors';

export interface ApplyServerErrorsOptions<T extends FieldValues> {
  /** The form's fields; server field errors on other names become form-level messages. */
  fields: readonly FieldPath<T>[];
  /** errorKey → field it belongs to (e.g. userexists → login), used when no field error names that field. */
  errorKeyFields?: Record<string, FieldPath<T>>;
}

/** The problem body of a failed call, if it has one. */
export const problemOf = (error: unknown): Problem | undefined =>
  isApiError(error) && error.response ? asProblem(error.response.data, error.response.status) : undefined;

/**
 * Puts a server answer on a react-hook-form form (spec section 5): each field error becomes a `server` error on
 * its field; list errors are grouped by element ("Error(s) in element N: …"); an errorKey tied to a field sets
 * that field unless a field error already did. Returns the form-level messages to show above the form (list
 * errors, errors on unknown fields, or the general message when nothing else applied).
 */
export const applyServerErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  { fields, errorKeyFields = {} }: ApplyServerErrorsOptions<T>,
): string[] => {
  const problem = problemOf(error);
  const formMessages: string[] = [];
  const done = new Set<string>();
  const isField = (name: string): name is FieldPath<T> => (fields as readonly string[]).includes(name);

  const { fieldErrors, listErrors } = groupListFieldErrors(problem?.fieldErrors ?? []);
  for (const fieldError of fieldErrors) {
    if (isField(fieldError.field)) {
      if (done.has(fieldError.field)) continue;
      done.add(fieldError.field);
      setError(fieldError.field, { type: 'server', message: fieldError.message });
    } else if (!formMessages.includes(fieldError.message)) {
      formMessages.push(fieldError.message);
    }
  }
  formMessages.push(...listErrors);

  const keyField = problem?.errorKey ? errorKeyFields[problem.errorKey] : undefined;
  if (keyField && !done.has(keyField)) {
    done.add(keyField);
    setError(keyField, {
      type: 'server',
      message: problem?.message ?? problem?.detail ?? problem?.title ?? '',
    });
  }

  if (done.size === 0 && formMessages.length === 0) {
    const info = mapApiError(error);
    // The server's own message when it has one (e.g. rate limits), except for 5xx, which say nothing inside.
    const useOwnMessage = !info.validation && info.status !== undefined && info.status < 500;
    formMessages.push(useOwnMessage ? (problem?.message ?? info.detail) : info.detail);
  }
  return formMessages;
};

/**
 * The messages above a form, and `attempt(call)` for its submission: it clears them, runs the call and, when the
 * call fails, puts the server's answer on the form (`applyServerErrors`). Resolves whether the call succeeded.
 */
export const useServerErrors = <T extends FieldValues>(
  setError: UseFormSetError<T>,
  options: ApplyServerErrorsOptions<T>,
) => {
  const [messages, setMessages] = useState<string[]>([]);
  const attempt = async (call: () => Promise<unknown>): Promise<boolean> => {
    setMessages([]);
    try {
      await call();
      return true;
    } catch (error) {
      setMessages(applyServerErrors(error, setError, options));
      return false;
    }
  };
  return { messages, attempt };
};
