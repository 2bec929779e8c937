import { randomInt } from 'node:crypto';
import {
  type CurrentTenant,
  defaultStageColours,
  type StageDefaults,
  type TenantSettings,
} from '@parlance/shared';
import type { Executor } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import { ensureStandardRoles } from '../roles/role.repository.js';

/**
 * The products every tenant starts with (DESIGN.md section 3). External ones follow their client app and are enabled
 * once it has a URL; Reporting's starts with the built-in pages (`DEFAULT_CLIENT_APPS`).
 */
export const DEFAULT_PRODUCTS = [
  {
    code: 'studio',
    name: 'Studio',
    description: 'Design conversation programs and try them in the simulator.',
    url: 'studio/dashboard',
    enabled: 1,
  },
  {
    code: 'supervisor',
    name: 'Supervisor',
    description: 'Watch live conversations and their stages.',
    url: 'supervisor',
    enabled: 1,
  },
  {
    code: 'agentic-voice-management',
    name: 'Agentic Voice',
    description: 'Manage voice agents.',
    url: '',
    enabled: 0,
  },
  {
    code: 'post-call-analytics',
    name: 'Reporting',
    description: 'Post-call analytics and reports.',
    url: '',
    enabled: 0,
  },
] as const;

/**
 * The client apps every tenant starts with, as paths under the tenant: Reporting (`post-call-analytics`) opens the
 * built-in `/{tenantPublicId}/reporting` until an admin points it elsewhere. Migration 014 gives existing tenants
 * the same.
 */
export const DEFAULT_CLIENT_APPS = [{ clientId: 'post-call-analytics', path: 'reporting' }] as const;

/** Every tenant's id, oldest first. */
export const allTenantIds = async (db: Executor) =>
  (await db.selectFrom('tenant').select('id').orderBy('id').execute()).map((row) => row.id);

export const findTenantByPublicId = (db: Executor, publicId: number) =>
  db.selectFrom('tenant').selectAll().where('public_id', '=', publicId).executeTakeFirst();

export const findTenant = (db: Executor, tenantId: number) =>
  db.selectFrom('tenant').selectAll().where('id', '=', tenantId).executeTakeFirstOrThrow();

export const findClientApps = (db: Executor, tenantId: number) =>
  db
    .selectFrom('client_app')
    .select(['client_id as clientId', 'url'])
    .where('tenant_id', '=', tenantId)
    .orderBy('client_id')
    .execute();

/** `GET /api/tenant/current`'s answer for a tenant: its public id, name, client apps and time zone. */
export const findCurrentTenant = async (db: Executor, tenantId: number): Promise<CurrentTenant> => {
  const tenant = await findTenant(db, tenantId);
  return {
    publicId: tenant.public_id,
    name: tenant.name,
    clientApps: await findClientApps(db, tenantId),
    timeZone: tenant.time_zone,
  };
};

/** The tenant's settings (`GET /{tenantPublicId}/api/tenant-settings`). */
export const findTenantSettings = async (db: Executor, tenantId: number): Promise<TenantSettings> => {
  const tenant = await db
    .selectFrom('tenant')
    .select('time_zone')
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return { timeZone: tenant.time_zone };
};

export const saveTenantSettings = (db: Executor, tenantId: number, settings: TenantSettings) =>
  db.updateTable('tenant').set({ time_zone: settings.timeZone }).where('id', '=', tenantId).execute();

/** Which default stage model the tenant's programs start from (chosen when it was made). */
export const findStageDefaults = async (db: Executor, tenantId: number): Promise<StageDefaults> =>
  (
    await db
      .selectFrom('tenant')
      .select('stage_defaults')
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow()
  ).stage_defaults;

/**
 * A new tenant with a random, unused six-digit public id, its standard roles, products, client apps and the stages
 * of its `stageDefaults` (neutral `general` ones unless told: the demo tenant is `insurance`); its time zone is the
 * column's default (`UTC`).
 */
export const createTenant = async (
  db: Executor,
  name: string,
  publicId?: number,
  stageDefaults: StageDefaults = 'general',
): Promise<{ id: number; publicId: number; roleIds: Map<string, number> }> => {
  let chosen = publicId;
  while (chosen === undefined) {
    const candidate = randomInt(100_000, 1_000_000);
    if (!(await findTenantByPublicId(db, candidate))) chosen = candidate;
  }
  const tenant = await db
    .insertInto('tenant')
    .values({ public_id: chosen, name, created_date: nowIso(), stage_defaults: stageDefaults })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roleIds = await ensureStandardRoles(db, tenant.id);
  await db
    .insertInto('product')
    .values(DEFAULT_PRODUCTS.map((product, position) => ({ ...product, tenant_id: tenant.id, position })))
    .execute();
  const base = `/${chosen}`;
  await db
    .insertInto('client_app')
    .values(
      DEFAULT_CLIENT_APPS.map(({ clientId, path }) => ({
        tenant_id: tenant.id,
        client_id: clientId,
        url: `${base}/${path}`,
      })),
    )
    .execute();
  await db
    .insertInto('stage')
    .values(
      Object.entries(defaultStageColours(stageDefaults)).map(([label, color], position) => ({
        tenant_id: tenant.id,
        label,
        color,
        position,
      })),
    )
    .execute();
  return { id: tenant.id, publicId: chosen, roleIds };
};
