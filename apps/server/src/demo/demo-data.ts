import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  FLOATING_STAGES,
  ROLES,
  type Speaker,
  type UserStatus,
  v1ConversationImportSchema,
} from '@parlance/shared';
import type { Db } from '../db/database.js';
import { recordAudit } from '../modules/audit/audit.repository.js';
import { findConversation } from '../modules/conversations/conversation.repository.js';
import type { ConversationImport } from '../modules/conversations/conversation-import.js';
import { correctLabel } from '../modules/conversations/conversation-writer.js';
import type { EngineService } from '../modules/engine/engine.service.js';
import { findProgramByName } from '../modules/programs/program.repository.js';
import { assignRoles } from '../modules/roles/role.repository.js';
import { findTenantByPublicId } from '../modules/tenant/tenant.repository.js';
import { findRolesByName, insertUser } from '../modules/users/user.repository.js';
import { DEMO_ADMIN_LOGIN, DEMO_TENANT_PUBLIC_ID } from './seed.js';

/**
 * Demo data (`npm run demo-data`, and the first start that creates the demo tenant): 30 days, ending today, of
 * conversations in the demo tenant, so that Supervisor's history and Reporting have something to show. They are
 * recombined from the project's labelled conversations (`packages/stage-model/data/labelled`, never the frozen
 * set) and imported through the transcript import, so they are labelled, checked and stored as a real import is.
 *
 * Everything is drawn from a generator seeded by the calendar day, so a day always holds the same conversations
 * under the same engagement ids: a second run finds them and adds nothing.
 */

const DAYS = 30;
const DAY_MS = 86_400_000;
/** Engagement ids `PLATFORM39…`: the day's number since 1970 and the conversation's place in the day. */
const ID_BASE = 3_900_000_000;
const PER_DAY_MAX = 100;

/** The agents the conversations are spread over; two are in the control group (no assist). */
const DEMO_AGENTS: { login: string; first: string; last: string; code: string; status: UserStatus }[] = [
  { login: 'demo-agent-maria', first: 'Maria', last: 'Lopez', code: 'A-1002', status: 'INVITED' },
  { login: 'demo-agent-james', first: 'James', last: 'Okafor', code: 'A-1003', status: 'INVITED' },
  { login: 'demo-agent-priya', first: 'Priya', last: 'Shah', code: 'A-1004', status: 'INVITED' },
  { login: 'demo-agent-tom', first: 'Tom', last: 'Becker', code: 'A-1005', status: 'INVITED' },
  { login: 'demo-agent-lena', first: 'Lena', last: 'Fischer', code: 'C-2001', status: 'CONTROL_GROUP' },
  { login: 'demo-agent-omar', first: 'Omar', last: 'Haddad', code: 'C-2002', status: 'CONTROL_GROUP' },
];

interface LabelledMessage {
  from: Speaker;
  content: string;
  stage: string;
}
export interface LabelledConversation {
  id: string;
  style: 'voice' | 'chat';
  messages: LabelledMessage[];
}

/** The labelled sets' folder: found from this file upwards, as it sits in the sources or in the built bundle. */
const labelledFolder = () => {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(folder, 'packages', 'stage-model', 'data', 'labelled');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(folder);
    if (parent === folder) return undefined;
    folder = parent;
  }
};

/** The development and held-out labelled conversations (JSON Lines); the frozen set is never read. */
export const loadLabelledConversations = (): LabelledConversation[] => {
  const folder = labelledFolder();
  if (!folder) throw new Error('packages/stage-model/data/labelled was not found');
  return ['labelled-conversations.jsonl', 'held-out-conversations.jsonl'].flatMap((file) =>
    readFileSync(join(folder, file), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as LabelledConversation),
  );
};

/** mulberry32: small, seeded, the same on every machine. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
type Random = ReturnType<typeof seeded>;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (random: Random, low: number, high: number) => low + random() * (high - low);

/** The phases a sales call is cut into; Not in Anchor and Other stay with the phase they interrupt. */
const PHASES = ['opening', 'qualify', 'discovery', 'recommend', 'goodbye'] as const;
type Phase = (typeof PHASES)[number];
const phaseOf = (stage: string): Phase | undefined =>
  ({
    'Warm Greet Intro': 'opening',
    'Medicare Advantage Inquiry': 'opening',
    'Medicare Plan Change': 'opening',
    'Dental Insurance Inquiry': 'opening',
    'Agent Qualify': 'qualify',
    'Agent Discovery': 'discovery',
    'Agent Recommend': 'recommend',
    'Sincere Goodbye': 'goodbye',
  })[stage] as Phase | undefined;

const phasesOf = (conversation: LabelledConversation) => {
  const phases = new Map<Phase, LabelledMessage[]>();
  let current: Phase = 'opening';
  for (const message of conversation.messages) {
    if (!FLOATING_STAGES.includes(message.stage)) current = phaseOf(message.stage) ?? current;
    const list = phases.get(current) ?? [];
    list.push(message);
    phases.set(current, list);
  }
  return phases;
};

type ProgramKey = 'medicare' | 'dental';

interface PlannedConversation {
  engagementId: string;
  program: ProgramKey;
  agent: number;
  channel: 'voice' | 'chat';
  messages: (LabelledMessage & { time: string })[];
  /** Whether a supervisor reviews it afterwards and corrects the engine where it differs from the labels. */
  reviewed: boolean;
}

/** Seconds from one message to the next: speech runs at about 2.5 words a second, typing far slower. */
const gapSeconds = (random: Random, channel: 'voice' | 'chat', message: LabelledMessage) => {
  const words = message.content.split(/\s+/).length;
  if (channel === 'voice') {
    const hold = /\bhold\b|one (sec|moment)|bear with/i.test(message.content) ? between(random, 20, 90) : 0;
    return words / 2.5 + between(random, 0.5, 3) + hold;
  }
  return 3 + words * between(random, 0.8, 1.6) + between(random, 0, 25);
};

/**
 * One day's conversations, drawn from a generator seeded by the day alone: business hours (UTC), fewer at
 * weekends. A sales call takes each phase from some labelled conversation of the same program and channel; some
 * skip the recommendation (control-group agents more often, so that the assist comparison has something to show)
 * and a few recommend before qualifying (the compliance rule then fires).
 */
const planDay = (
  dayNumber: number,
  pools: Map<string, LabelledConversation[]>,
  service: LabelledConversation[],
  agents: readonly { control: boolean }[],
): PlannedConversation[] => {
  const random = seeded(dayNumber * 7919 + 104_729);
  const weekday = new Date(dayNumber * DAY_MS).getUTCDay();
  const weekend = weekday === 0 || weekday === 6;
  const count = weekend ? 5 + Math.floor(random() * 4) : 13 + Math.floor(random() * 5);
  const planned: PlannedConversation[] = [];
  for (let i = 0; i < count; i++) {
    const agent = Math.floor(random() * agents.length);
    const channel = random() < 0.55 ? 'voice' : 'chat';
    const program: ProgramKey = random() < 0.3 ? 'dental' : 'medicare';
    let script: LabelledMessage[];
    if (random() < 0.08) {
      script = pick(
        random,
        service.filter((conversation) => conversation.style === channel),
      ).messages;
    } else {
      const pool = pools.get(`${program}/${channel}`)!;
      const parts = new Map(PHASES.map((phase) => [phase, phasesOf(pick(random, pool)).get(phase) ?? []]));
      const skipsRecommend = random() < (agents[agent]!.control ? 0.4 : 0.15);
      const recommendsFirst = !skipsRecommend && random() < 0.07;
      const order: Phase[] = recommendsFirst
        ? ['opening', 'recommend', 'qualify', 'discovery', 'goodbye']
        : ['opening', 'qualify', 'discovery', ...(skipsRecommend ? [] : (['recommend'] as const)), 'goodbye'];
      script = order.flatMap((phase) => parts.get(phase)!);
    }
    let at = dayNumber * DAY_MS + between(random, 8, 19) * 3_600_000;
    const messages = script.map((message) => {
      const time = new Date(Math.floor(at)).toISOString();
      at += gapSeconds(random, channel, message) * 1000;
      return { ...message, time };
    });
    planned.push({
      engagementId: `PLATFORM${ID_BASE + dayNumber * PER_DAY_MAX + i}`,
      program,
      agent,
      channel,
      messages,
      reviewed: random() < 0.15,
    });
  }
  return planned;
};

export interface DemoDataOptions {
  /** The end of the 30 days (today's conversations after it are left for a later run); now unless told. */
  now?: Date;
  log?: (line: string) => void;
  /** Asked between conversations: the server is shutting down. */
  shouldStop?: () => boolean;
}

export interface DemoDataResult {
  imported: number;
  /** Conversations a run before made. */
  existing: number;
  /** Today's conversations that have not ended yet. */
  later: number;
  corrections: number;
  alerts: number;
  ms: number;
}

/** The demo tenant's agents with external codes, made when missing; answers them with their group. */
const ensureAgents = async (db: Db, tenantId: number) => {
  const agentRole = (await findRolesByName(db.kysely, tenantId, [ROLES.agent]))[0];
  const agents: { id: number; code: string; control: boolean }[] = [];
  const seeded = await db.kysely
    .selectFrom('app_user')
    .select(['id', 'external_code', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('login', '=', 'agent')
    .executeTakeFirst();
  if (seeded?.external_code) agents.push({ id: seeded.id, code: seeded.external_code, control: false });
  for (const agent of DEMO_AGENTS) {
    const found = await db.kysely
      .selectFrom('app_user')
      .select(['id', 'tenant_id'])
      .where('login', '=', agent.login)
      .executeTakeFirst();
    // Logins are unique across tenants: one taken elsewhere leaves this agent out.
    if (found && found.tenant_id !== tenantId) continue;
    const id =
      found?.id ??
      (await db.kysely.transaction().execute(async (trx) => {
        const userId = await insertUser(trx, {
          tenantId,
          login: agent.login,
          email: `${agent.login}@parlance.test`,
          passwordHash: null,
          firstName: agent.first,
          lastName: agent.last,
          status: agent.status,
          externalCode: agent.code,
          createdBy: 'system',
        });
        if (agentRole) await assignRoles(trx, userId, [agentRole.id]);
        return userId;
      }));
    agents.push({ id, code: agent.code, control: agent.status === 'CONTROL_GROUP' });
  }
  return agents;
};

/**
 * Fills the demo tenant with the 30 days ending `now`; answers what it did. Does nothing without the demo tenant
 * or its two programs.
 */
export const fillDemoData = async (
  {
    db,
    engine,
    conversationImport: importTranscript,
  }: { db: Db; engine: EngineService; conversationImport: ConversationImport },
  { now = new Date(), log = () => {}, shouldStop = () => false }: DemoDataOptions = {},
): Promise<DemoDataResult> => {
  const started = Date.now();
  const result: DemoDataResult = { imported: 0, existing: 0, later: 0, corrections: 0, alerts: 0, ms: 0 };
  const tenant = await findTenantByPublicId(db.kysely, DEMO_TENANT_PUBLIC_ID);
  const medicare = tenant && (await findProgramByName(db.kysely, tenant.id, 'Medicare Advantage'));
  const dental = tenant && (await findProgramByName(db.kysely, tenant.id, 'Dental Insurance'));
  if (!tenant || !medicare || !dental) {
    log('demo data: no demo tenant with its two programs; nothing to do');
    return result;
  }
  const programs: Record<ProgramKey, number> = { medicare: medicare.id, dental: dental.id };
  // Each program's own stage model trained before its first transcript, which would otherwise be labelled with
  // the default model (every inquiry stage on) while it trains.
  await engine.currentModel(db.kysely, tenant.id, medicare.id, false);
  await engine.currentModel(db.kysely, tenant.id, dental.id, true);
  const agents = await ensureAgents(db, tenant.id);

  // Sales calls by program and channel; calls without an inquiry (service calls) apart, used whole.
  const pools = new Map<string, LabelledConversation[]>();
  const service: LabelledConversation[] = [];
  for (const conversation of loadLabelledConversations()) {
    const stages = new Set(conversation.messages.map((message) => message.stage));
    const program: ProgramKey | undefined = stages.has('Dental Insurance Inquiry')
      ? 'dental'
      : stages.has('Medicare Advantage Inquiry') || stages.has('Medicare Plan Change')
        ? 'medicare'
        : undefined;
    if (!program) {
      service.push(conversation);
      continue;
    }
    const key = `${program}/${conversation.style}`;
    pools.set(key, [...(pools.get(key) ?? []), conversation]);
  }

  const today = Math.floor(now.getTime() / DAY_MS);
  for (let dayNumber = today - DAYS + 1; dayNumber <= today; dayNumber++) {
    for (const planned of planDay(dayNumber, pools, service, agents)) {
      if (shouldStop()) return { ...result, ms: Date.now() - started };
      if (Date.parse(planned.messages.at(-1)!.time) > now.getTime()) {
        result.later++;
        continue;
      }
      if (await findConversation(db.kysely, tenant.id, planned.engagementId)) {
        result.existing++;
        continue;
      }
      const agent = agents[planned.agent % agents.length]!;
      // The same rules as the endpoint's.
      const input = v1ConversationImportSchema.parse({
        engagementId: planned.engagementId,
        program: programs[planned.program],
        channel: planned.channel,
        messages: planned.messages.map(({ from, content, time }) => ({ from, content, time })),
      });
      const imported = await importTranscript({
        tenantId: tenant.id,
        engagementId: input.engagementId,
        programId: input.program,
        agentUserId: agent.id,
        channel: input.channel,
        messages: input.messages,
        // A bulk load: no live event for each conversation.
        publish: false,
      });
      if (!imported.ok) {
        // Another run imported it meanwhile.
        result.existing++;
        continue;
      }
      result.imported++;
      result.alerts += imported.alerts.length;
      if (!planned.reviewed) continue;

      // A supervisor's review: where the engine differs from the labelled stage, at most two corrections.
      const wrong = imported.labels
        .filter((label) => label.stage !== planned.messages[label.index]!.stage)
        .slice(0, 2);
      if (wrong.length === 0) continue;
      const ended = Date.parse(planned.messages.at(-1)!.time);
      const date = new Date(Math.min(now.getTime(), ended + 3_600_000)).toISOString();
      // Through the conversations' writer, as the Supervisor's correction is.
      await db.kysely.transaction().execute(async (trx) => {
        for (const label of wrong)
          await correctLabel(
            trx,
            db.dialect,
            {
              tenantId: tenant.id,
              conversation: { id: imported.conversationId, engagement_id: planned.engagementId },
              index: label.index,
              by: DEMO_ADMIN_LOGIN,
              date,
            },
            () => planned.messages[label.index]!.stage,
            async (row, stage) => {
              await recordAudit(trx, {
                tenantId: tenant.id,
                actor: DEMO_ADMIN_LOGIN,
                action: 'update',
                entityType: 'stage-label',
                entityId: `${planned.engagementId}/${label.index}`,
                before: { stage: row.corrected_stage ?? row.stage, engineStage: row.stage },
                after: { stage, engineStage: row.stage },
              });
              return false;
            },
          );
      });
      result.corrections += wrong.length;
    }
  }
  result.ms = Date.now() - started;
  log(
    `demo data: ${result.imported} conversations imported (${result.alerts} alerts, ${result.corrections} corrections), ${result.existing} there already, ${result.later} later today; ${result.ms} ms`,
  );
  return result;
};
