import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { USER_CREATE_MODES } from '../users.js';
import {
  emailSchema,
  idSchema,
  loginSchema,
  passwordSchema,
  requiredText,
  storableString,
} from '../validation.js';
import { userAccountSchema } from './account.js';

/**
 * Users and agents as the admin screens see them (`/{tenantPublicId}/api/users` and `…/agents`; agents are users
 * holding ROLE_XLM_AGENT): the user account of spec section 3 plus the agent attributes.
 */
export const adminUserSchema = userAccountSchema.extend({
  departmentId: z.number().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Trimmed text where an empty entry means "none". */
const optionalText = (max: number) =>
  storableString()
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullable()
    .transform((value) => (value ? value : null));

/** Role names of the tenant; duplicates are ignored. */
const rolesSchema = z.array(storableString().trim().min(1, MESSAGES.required).max(60)).max(50);

export const userCreateSchema = z
  .object({
    login: loginSchema,
    email: emailSchema,
    firstName: requiredText(50),
    middleName: optionalText(50).optional(),
    lastName: requiredText(50),
    roles: rolesSchema,
    departmentId: idSchema.nullable().optional(),
    externalCode: optionalText(100).optional(),
    mode: z.enum(USER_CREATE_MODES),
    /** Only read when `mode` is `temporaryPassword`. */
    temporaryPassword: storableString().optional(),
  })
  .superRefine((value, context) => {
    if (value.mode !== 'temporaryPassword') return;
    if (!value.temporaryPassword) {
      context.addIssue({ code: 'custom', path: ['temporaryPassword'], message: MESSAGES.required });
      return;
    }
    for (const issue of passwordSchema.safeParse(value.temporaryPassword).error?.issues ?? []) {
      context.addIssue({ code: 'custom', path: ['temporaryPassword'], message: issue.message });
    }
  });
export type UserCreateRequest = z.input<typeof userCreateSchema>;

/**
 * An edit. The login cannot change after creation: a `login` in the body must equal the current one. Fields that
 * are left out keep their value (so the users and the agents forms can each send what they show); `null` clears.
 */
export const userUpdateSchema = z.object({
  login: storableString().optional(),
  email: emailSchema,
  firstName: requiredText(50),
  middleName: optionalText(50).optional(),
  lastName: requiredText(50),
  roles: rolesSchema.optional(),
  departmentId: idSchema.nullable().optional(),
  externalCode: optionalText(100).optional(),
});
export type UserUpdateRequest = z.input<typeof userUpdateSchema>;

/** Puts an active agent in the control group (no assist) or takes them out. */
export const controlGroupSchema = z.object({ controlGroup: z.boolean() });
export type ControlGroupRequest = z.infer<typeof controlGroupSchema>;
