import { z } from 'zod';
import { USER_STATUSES } from '../account.js';
import { LOGIN_MESSAGES, LOGIN_PASSWORD_MAX, LOGIN_USERNAME_MAX } from '../login-rules.js';
import { emailSchema, loginSchema, passwordSchema, requiredText, storableString } from '../validation.js';

export const userStatusSchema = z.enum(USER_STATUSES);

/** Spec section 3: the user account. */
export const userAccountSchema = z.object({
  id: z.number(),
  login: z.string(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullName: z.string(),
  email: z.string(),
  activated: z.boolean(),
  status: userStatusSchema,
  roles: z.array(z.string()),
  authorities: z.array(z.string()),
  tenantPublicId: z.number(),
  externalCode: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdDate: z.string().nullable(),
  lastModifiedBy: z.string().nullable(),
  lastModifiedDate: z.string().nullable(),
  lastActivityDate: z.string().nullable(),
});
export type UserAccount = z.infer<typeof userAccountSchema>;

export const loginRequestSchema = z.object({
  username: storableString().trim().min(1, LOGIN_MESSAGES.usernameRequired).max(LOGIN_USERNAME_MAX),
  password: storableString().min(1, LOGIN_MESSAGES.passwordRequired).max(LOGIN_PASSWORD_MAX),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const resetInitSchema = emailSchema;

export const resetFinishSchema = z.object({
  key: storableString().min(1).max(200),
  newPassword: passwordSchema,
});
export type ResetFinishRequest = z.infer<typeof resetFinishSchema>;

export const changePasswordSchema = z.object({
  currentPassword: storableString().min(1, 'Please enter your current password.').max(200),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;

export const tenantSignupSchema = z.object({
  tenantName: requiredText(100),
  firstName: requiredText(50),
  lastName: requiredText(50),
  email: emailSchema,
  login: loginSchema,
  password: passwordSchema,
});
export type TenantSignupRequest = z.infer<typeof tenantSignupSchema>;

export const tenantSignupResponseSchema = z.object({ publicId: z.number() });

export const clientAppSchema = z.object({ clientId: z.string(), url: z.string() });
export type ClientApp = z.infer<typeof clientAppSchema>;

export const currentTenantSchema = z.object({
  publicId: z.number(),
  name: z.string(),
  clientApps: z.array(clientAppSchema),
  /** The IANA time zone in which the tenant's report days and weeks are counted. */
  timeZone: z.string(),
});
export type CurrentTenant = z.infer<typeof currentTenantSchema>;
