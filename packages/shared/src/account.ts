// Plain values of accounts, kept apart from the zod schemas so that the first page load does not carry zod.
export const USER_STATUSES = ['INVITED', 'ACTIVE', 'DEACTIVATED', 'CONTROL_GROUP', 'TEMP_PASSWORD'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const CLIENT_APP_IDS = ['supex', 'agentic-voice-management', 'post-call-analytics'] as const;
