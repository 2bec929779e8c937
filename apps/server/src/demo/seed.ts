import { defaultStageModel, ROLES, type StageModelFields } from '@parlance/shared';
import type { Db, Executor } from '../db/database.js';
import { hashPassword, randomPassword } from '../lib/crypto.js';
import { insertDepartment } from '../modules/departments/department.repository.js';
import { insertProgram } from '../modules/programs/program.repository.js';
import { assignRoles, ensurePermissions, ensureStandardRoles } from '../modules/roles/role.repository.js';
import { saveStageModel } from '../modules/studio/stage-model.repository.js';
import { insertTriples } from '../modules/studio/triple.repository.js';
import { allTenantIds, createTenant, findTenantByPublicId } from '../modules/tenant/tenant.repository.js';
import { insertUser } from '../modules/users/user.repository.js';
import { DENTAL_TRIPLES, MEDICARE_ADVANTAGE_TRIPLES } from './seed-knowledge.js';

/** The demo tenant's public id: outside the six-digit range sign-ups draw from. */
export const DEMO_TENANT_PUBLIC_ID = 1000;
export const DEMO_ADMIN_LOGIN = 'admin';

/** The inquiry stages of the default model, each a program's own: the others' are off in that program. */
const INQUIRY_STAGES = ['Medicare Advantage Inquiry', 'Medicare Plan Change', 'Dental Insurance Inquiry'];

/**
 * A demo program's stage model: the default one (the spec's ten stages, their examples and rules) with only its
 * own inquiry stages on and in the order, so that its reports never count another program's stage as skipped or
 * out of order. Medicare Advantage keeps its two Medicare inquiries; Dental Insurance its dental one.
 */
export const demoProgramModel = (agentOnly: boolean, inquiries: readonly string[]): StageModelFields => {
  const {
    lastModifiedBy: _by,
    lastModifiedDate: _date,
    ...model
  } = defaultStageModel(agentOnly, 'insurance');
  const foreign = new Set(INQUIRY_STAGES.filter((stage) => !inquiries.includes(stage)));
  return {
    ...model,
    stages: model.stages.map((stage) => (foreign.has(stage.label) ? { ...stage, enabled: false } : stage)),
    order: model.order.filter((stage) => !foreign.has(stage)),
  };
};
export const DEMO_PROGRAM_INQUIRIES = {
  'Medicare Advantage': ['Medicare Advantage Inquiry', 'Medicare Plan Change'],
  'Dental Insurance': ['Dental Insurance Inquiry'],
} as const;

export interface SeedResult {
  /** Set only when the admin was created just now with a generated password, to be shown once. */
  generatedAdminPassword?: string;
  created: boolean;
}

/**
 * Idempotent: the permission catalogue and every tenant's standard roles are brought up to date; the demo
 * tenant (admin, one agent, a department, two programs with their knowledge graphs and stage models) is created only
 * if it does not exist yet.
 */
export const seed = async (db: Db, adminPassword?: string): Promise<SeedResult> =>
  db.kysely.transaction().execute(async (trx: Executor) => {
    await ensurePermissions(trx);
    for (const tenantId of await allTenantIds(trx)) await ensureStandardRoles(trx, tenantId);
    if (await findTenantByPublicId(trx, DEMO_TENANT_PUBLIC_ID)) return { created: false };

    const password = adminPassword ?? randomPassword();
    const tenant = await createTenant(trx, 'Demo Contact Centre', DEMO_TENANT_PUBLIC_ID, 'insurance');
    const adminId = await insertUser(trx, {
      tenantId: tenant.id,
      login: DEMO_ADMIN_LOGIN,
      email: 'admin@parlance.test',
      passwordHash: await hashPassword(password),
      firstName: 'Ada',
      lastName: 'Admin',
      status: 'ACTIVE',
      createdBy: 'system',
    });
    await assignRoles(trx, adminId, [tenant.roleIds.get(ROLES.admin)!]);

    const departmentId = await insertDepartment(trx, tenant.id, {
      name: 'Sales',
      description: 'Inbound sales line',
    });
    const agentId = await insertUser(trx, {
      tenantId: tenant.id,
      login: 'agent',
      email: 'agent@parlance.test',
      passwordHash: null,
      firstName: 'Sam',
      lastName: 'Agent',
      status: 'INVITED',
      externalCode: 'A-1001',
      departmentId,
      createdBy: 'system',
    });
    await assignRoles(trx, agentId, [tenant.roleIds.get(ROLES.agent)!]);

    const medicare = await insertProgram(
      trx,
      tenant.id,
      {
        name: 'Medicare Advantage',
        description: 'Inbound calls about Medicare Advantage plans.',
        channel: 'voice',
        agentOnly: false,
        status: 'active',
      },
      'system',
    );
    const dental = await insertProgram(
      trx,
      tenant.id,
      {
        name: 'Dental Insurance',
        description: 'Chat enquiries about dental cover.',
        channel: 'chat',
        agentOnly: true,
        status: 'active',
      },
      'system',
    );
    // Their knowledge graphs, which the assist frame's knowledge cards show, and their stage models.
    await insertTriples(trx, tenant.id, medicare, MEDICARE_ADVANTAGE_TRIPLES, 'system');
    await insertTriples(trx, tenant.id, dental, DENTAL_TRIPLES, 'system');
    const medicareModel = demoProgramModel(false, DEMO_PROGRAM_INQUIRIES['Medicare Advantage']);
    await saveStageModel(trx, tenant.id, medicare, 0, medicareModel, 'system');
    const dentalModel = demoProgramModel(true, DEMO_PROGRAM_INQUIRIES['Dental Insurance']);
    await saveStageModel(trx, tenant.id, dental, 0, dentalModel, 'system');
    return { created: true, ...(adminPassword ? {} : { generatedAdminPassword: password }) };
  });
