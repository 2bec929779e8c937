import type { ProgramChannel, ProgramStatus } from '@parlance/shared';

export const CHANNEL_LABELS: Record<ProgramChannel, string> = { voice: 'Voice', chat: 'Chat' };
export const STATUS_LABELS: Record<ProgramStatus, string> = { active: 'Active', archived: 'Archived' };
