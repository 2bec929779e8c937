import { ERROR_KEYS, type FieldError, isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@parlance/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/problem.js';

const PROTO_KEY_MESSAGE = 'This name is not allowed.';
/** At most this many field errors are named; one is enough to refuse. */
const MAX_ERRORS = 10;

/** A name as it can be shown in a field error: the characters that cannot be stored are written as escapes. */
const printable = (text: string) =>
  isStorableText(text)
    ? text
    : [...text]
        .map((c) =>
          isStorableText(c) ? c : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}`,
        )
        .join('');

const join = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;

/**
 * The fields of decoded input (every string, and every key of every object, at any depth) that no text column
 * can hold (`isStorableText`), and `__proto__` keys, which name no field and may poison objects they are copied
 * into. Walked without recursion, so that deep nesting cannot exhaust the stack. A raw body (a Buffer, as the
 * triples CSV upload takes) is not decoded input: its own reader checks the text it decodes, and walking its
 * bytes as keys would hold the event loop for seconds on a file of a few megabytes.
 */
export const findUnacceptableInput = (value: unknown, objectName: string): FieldError[] => {
  const errors: FieldError[] = [];
  const stack: [unknown, string][] = [[value, '']];
  const fail = (path: string, message: string) =>
    errors.push({ objectName, field: path === '' ? objectName : path, message });
  while (stack.length > 0 && errors.length < MAX_ERRORS) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) fail(path, UNSTORABLE_TEXT_MESSAGE);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--)
        stack.push([current[index], join(path, index)]);
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      const keys = Object.keys(current);
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index]!;
        const field = join(path, printable(key));
        if (!isStorableText(key)) fail(field, UNSTORABLE_TEXT_MESSAGE);
        else if (key === '__proto__') fail(field, PROTO_KEY_MESSAGE);
        else stack.push([(current as Record<string, unknown>)[key], field]);
      }
    }
  }
  return errors;
};

/** Throws a 400 problem naming the fields of `value` that `findUnacceptableInput` refuses. */
export const assertAcceptableInput = (value: unknown, objectName: string) => {
  const fieldErrors = findUnacceptableInput(value, objectName);
  if (fieldErrors.length > 0) {
    throw badRequest(
      `${fieldErrors[0]!.field}: ${fieldErrors[0]!.message}`,
      ERROR_KEYS.validation,
      fieldErrors,
    );
  }
};

/**
 * One check of all decoded input before any handler runs: path parameters, the query string and the body
 * (JSON, form-encoded or text). Whatever a handler then reads can be stored and compared on both engines; a
 * refused request answers 400 naming the field and reaches no handler.
 */
export const registerInputCheck = (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    assertAcceptableInput(request.params, 'path');
    assertAcceptableInput(request.query, 'query');
    assertAcceptableInput(request.body, 'request');
  });
};
