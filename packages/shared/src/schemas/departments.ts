import { z } from 'zod';
import { CLIENT_APP_IDS } from '../account.js';
import { MESSAGES } from '../messages.js';
import { optionalText, requiredText, storableString } from '../validation.js';

export const departmentInputSchema = z.object({
  name: requiredText(100),
  description: optionalText(500),
});
export type DepartmentInput = z.input<typeof departmentInputSchema>;

/** A department; `userCount` users (agents, mostly) belong to it, and it can be deleted only at 0. */
export const departmentSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  userCount: z.number(),
});
export type Department = z.infer<typeof departmentSchema>;

export const clientAppIdSchema = z.enum(CLIENT_APP_IDS);
export type ClientAppId = z.infer<typeof clientAppIdSchema>;

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/**
 * A path of this app, such as the built-in Reporting's `/{tenantPublicId}/reporting`: plain segments only, so that
 * it can never be read as another origin (`//host`, `/\host`) or a scheme.
 */
const isAppPath = (value: string) => /^(\/[\w.~-]+)+\/?$/.test(value);

/** Setting a client app's URL: an http(s) address, a path of this app, or the empty string to remove the app. */
export const clientAppUpdateSchema = z.object({
  url: storableString()
    .trim()
    .max(2000, 'At most 2000 characters.')
    .refine((url) => url === '' || isHttpUrl(url) || isAppPath(url), MESSAGES.clientAppUrlInvalid),
});
export type ClientAppUpdate = z.infer<typeof clientAppUpdateSchema>;
