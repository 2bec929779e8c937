import { z } from 'zod';
import { PERMISSION_NAMES } from '../authorities.js';
import { MESSAGES } from '../messages.js';
import { ROLE_NAME_MAX_LENGTH, ROLE_NAME_PATTERN, toRoleName } from '../roles.js';
import { optionalText, storableString } from '../validation.js';

export const roleNameSchema = storableString()
  .trim()
  .min(1, MESSAGES.required)
  .transform(toRoleName)
  .pipe(
    z
      .string()
      .max(ROLE_NAME_MAX_LENGTH, `At most ${ROLE_NAME_MAX_LENGTH} characters.`)
      .regex(ROLE_NAME_PATTERN, MESSAGES.roleNameInvalid),
  );

export const permissionNameSchema = z.enum(PERMISSION_NAMES, { error: MESSAGES.permissionUnknown });

/**
 * Creating or changing a custom role (the whole role: name, description and the full set of permissions).
 * Repeated permissions count once.
 */
export const roleInputSchema = z.object({
  name: roleNameSchema,
  description: optionalText(200),
  permissions: z
    .array(permissionNameSchema)
    .max(PERMISSION_NAMES.length * 2)
    .default([]),
});
export type RoleInput = z.input<typeof roleInputSchema>;

/** One entry of the permission catalogue. */
export const permissionSchema = z.object({ name: z.string(), description: z.string() });
export type PermissionEntry = z.infer<typeof permissionSchema>;

/** A role of the tenant; `standard` ones are read-only. */
export const roleSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  standard: z.boolean(),
  permissions: z.array(z.string()),
  userCount: z.number(),
});
export type Role = z.infer<typeof roleSchema>;
