import type { StageDefaults } from '@parlance/shared';
import type { ColumnType, Generated } from 'kysely';

/** Timestamps are ISO-8601 UTC text and flags are 0/1 integers, identical on SQLite and PostgreSQL. */
type Timestamp = string;
type Flag = number;

export interface TenantTable {
  id: Generated<number>;
  public_id: number;
  name: string;
  created_date: Timestamp;
  /** IANA time zone in which report days and weeks are counted. */
  time_zone: ColumnType<string, string | undefined, string>;
  /** Which default stage model its programs start from (`StageDefaults`), chosen when it is made. */
  stage_defaults: ColumnType<StageDefaults, StageDefaults | undefined, StageDefaults>;
}

export interface ClientAppTable {
  id: Generated<number>;
  tenant_id: number;
  client_id: string;
  url: string;
}

export interface UserTable {
  id: Generated<number>;
  tenant_id: number;
  login: string;
  email: string;
  password_hash: string | null;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  status: string;
  external_code: string | null;
  department_id: number | null;
  created_by: string | null;
  created_date: Timestamp;
  last_modified_by: string | null;
  last_modified_date: Timestamp | null;
  last_activity_date: Timestamp | null;
}

export interface RoleTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  description: string | null;
  standard: Flag;
}

export interface PermissionTable {
  name: string;
  description: string;
}

export interface RolePermissionTable {
  role_id: number;
  permission: string;
}

export interface UserRoleTable {
  user_id: number;
  role_id: number;
}

export interface SessionTable {
  id_hash: string;
  user_id: number;
  tenant_id: number;
  created_date: Timestamp;
  last_seen: Timestamp;
  expires_at: Timestamp;
}

export interface UserKeyTable {
  key_hash: string;
  user_id: number;
  kind: 'reset' | 'invite';
  created_date: Timestamp;
  expires_at: Timestamp;
  used_date: Timestamp | null;
}

/** A rate-limit counter (PostgreSQL): one per route and client address; `expires_at` in epoch milliseconds. */
export interface RateLimitTable {
  key: string;
  hits: number;
  expires_at: number;
}

export interface LoginAttemptTable {
  username: string;
  failures: number;
  locked_until: Timestamp | null;
  last_failure: Timestamp;
}

export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string;
  created_date: Timestamp;
}

export interface ProductTable {
  id: Generated<number>;
  tenant_id: number;
  code: string;
  name: string;
  description: string;
  url: string;
  enabled: Flag;
  position: number;
}

export interface StageTable {
  id: Generated<number>;
  tenant_id: number;
  label: string;
  color: string;
  position: number;
}

export interface DepartmentTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  description: string | null;
}

export interface ProgramTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  description: string | null;
  channel: 'voice' | 'chat';
  agent_only: Flag;
  status: 'active' | 'archived';
  created_by: string | null;
  created_date: Timestamp;
  last_modified_by: string | null;
  last_modified_date: Timestamp | null;
}

export interface ConversationTable {
  id: Generated<number>;
  tenant_id: number;
  program_id: number;
  engagement_id: string;
  started_date: Timestamp;
  ended_date: Timestamp | null;
  agent_user_id: number | null;
  source: ColumnType<ConversationSource, ConversationSource | undefined, ConversationSource>;
  /** `ongoing` until `ended_date` is set, then `ended` (kept as a column so that lists filter and sort by it). */
  status: ColumnType<'ongoing' | 'ended', 'ongoing' | 'ended' | undefined, 'ongoing' | 'ended'>;
  /** An external platform's channel (`voice`, `chat`…); null for the simulator. */
  channel: ColumnType<string | null, string | null | undefined, string | null>;
  /** The summary the live list shows, kept in step with each message, correction and alert. */
  current_stage: ColumnType<string | null, string | null | undefined, string | null>;
  last_message_from: ColumnType<
    'Agent' | 'Visitor' | null,
    'Agent' | 'Visitor' | null | undefined,
    'Agent' | 'Visitor' | null
  >;
  last_message_content: ColumnType<string | null, string | null | undefined, string | null>;
  last_message_date: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  message_count: ColumnType<number, number | undefined, number>;
  alert_count: ColumnType<number, number | undefined, number>;
  /** The agent's group when the conversation started (`control` if the agent was CONTROL_GROUP); null without one. */
  agent_group: ColumnType<'assisted' | 'control' | null, 'assisted' | 'control' | null | undefined, never>;
  /** The first message's time: the period a report counts the conversation in. */
  first_message_date: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** The last message's time minus the first's. */
  handle_ms: ColumnType<number, number | undefined, number>;
  /** Messages a supervisor corrected to another stage. */
  correction_count: ColumnType<number, number | undefined, number>;
  /** The stages it reached, in the order it first reached them, joined by U+001F; kept by triggers (migration 015). */
  stage_path: ColumnType<string | null, never, never>;
}

type ConversationSource = 'simulator' | 'api' | 'import';

/** One stage a conversation touched, kept with each message and correction (migration 013). */
export interface ConversationStageTable {
  tenant_id: number;
  conversation_id: number;
  stage: string;
  messages: number;
  first_index: number | null;
  duration_ms: number;
  engine_messages: number;
  corrected: number;
}

/** A conversation whose report rows changed since the rollups last folded it (migration 027). */
export interface ReportFoldPendingTable {
  conversation_id: number;
  tenant_id: number;
  touched: number;
}

/** The keys and sums of a rollup row (migration 027); nulls of the filter columns are stored as ''. */
interface ReportRollupColumns {
  tenant_id: number;
  /** What the row counts: `ROLLUP_KIND` of `conversations/report-rollup.ts`. */
  kind: number;
  key: string;
  detail: string;
  bucket: number;
  program_id: number;
  channel: string;
  source: string;
  agent_group: string;
  conversations: number;
  duration_ms: number;
  messages: number;
  corrected: number;
}

/** What the rollups last counted of a conversation, by kind, key and detail. */
export interface ReportFoldTable extends ReportRollupColumns {
  conversation_id: number;
  day: string;
  week: string;
}

export interface ReportStageDayTable extends ReportRollupColumns {
  day: string;
  week: string;
}

export interface ReportStageWeekTable extends ReportRollupColumns {
  week: string;
}

/** The week rollup without filter values, of every source but the simulator (migration 030). */
export interface ReportAllWeekTable {
  tenant_id: number;
  kind: number;
  week: string;
  key: string;
  detail: string;
  bucket: number;
  program_id: number;
  agent_group: string;
  conversations: number;
  duration_ms: number;
  messages: number;
  corrected: number;
}

/** The time zone a tenant's rollups are built in, and how far the build has come. */
export interface ReportRollupStateTable {
  tenant_id: number;
  time_zone: string;
  built_until: string | null;
  built: number;
  /** The fold's version the rollups were built by (`ROLLUP_VERSION`); another is built again. */
  version: Generated<number>;
}

/** The instant (ISO) a day starts in a time zone, and its Monday. */
export interface ReportDayTable {
  time_zone: string;
  start: string;
  day: string;
  week: string;
}

/** A frame ticket or an engine resume token: stored hashed, bound to the session that asked for it. */
export interface EngineTokenTable {
  token_hash: string;
  tenant_id: number;
  user_id: number;
  session_hash: string;
  expires_at: Timestamp;
}

export interface ConversationMessageTable {
  id: Generated<number>;
  tenant_id: number;
  conversation_id: number;
  message_index: number;
  from_speaker: 'Agent' | 'Visitor';
  content: string;
  stage: string;
  confidence: number;
  /** JSON: the label's evidence. */
  evidence: string;
  created_date: Timestamp;
  /** JSON: the knowledge cards shown with the label. */
  cards: ColumnType<string, string | undefined, string>;
  /** A supervisor's correction of `stage` (the engine's label, which is kept). */
  corrected_stage: ColumnType<string | null, string | null | undefined, string | null>;
  corrected_by: ColumnType<string | null, string | null | undefined, string | null>;
  corrected_date: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

export interface ComplianceAlertTable {
  id: Generated<number>;
  tenant_id: number;
  conversation_id: number;
  rule_id: string;
  kind: 'before' | 'phrase';
  severity: 'info' | 'warning' | 'critical';
  message_index: number;
  message: string;
  created_date: Timestamp;
}

/** The live events of a tenant's engagements, held a while so that a subscriber can resume (Last-Event-ID). */
export interface EngagementEventTable {
  id: Generated<number>;
  tenant_id: number;
  event_type: 'engagement' | 'message' | 'alert' | 'ended';
  /** JSON: the event's data. */
  payload: string;
  created_date: Timestamp;
}

/** A tenant API key for `/api/v1`, stored as its SHA-256. */
export interface ApiKeyTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  key_hash: string;
  created_by: string | null;
  created_date: Timestamp;
  last_used_date: Timestamp | null;
}

/** A tenant's webhook (016): where events go, which, and the secret that signs them (needed to sign, so kept). */
export interface WebhookTable {
  id: Generated<number>;
  tenant_id: number;
  url: string;
  description: string | null;
  /** JSON array of event types. */
  events: string;
  secret: string;
  enabled: Generated<number>;
  /** `failing` when the server disabled it. */
  disabled_reason: string | null;
  failing_since: Timestamp | null;
  created_by: string | null;
  created_date: Timestamp;
  last_modified_date: Timestamp;
}

/** One event for one webhook: queued in the transaction of its cause, sent in order per webhook, retried. */
export interface WebhookDeliveryTable {
  id: Generated<number>;
  tenant_id: number;
  webhook_id: number;
  /** `Parlance-Event-Id`: unique per delivery, the same on every try. */
  event_id: string;
  event_type: string;
  /** JSON: the event's `data`. */
  data: string;
  created_date: Timestamp;
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_date: Timestamp | null;
  /** A worker's claim: its token, and when the claim lapses (a crashed worker's claim lapses). */
  claim_token: string | null;
  claimed_until: Timestamp | null;
  last_attempt_date: Timestamp | null;
  last_status_code: number | null;
  last_error: string | null;
  last_response: string | null;
}

export interface TestSetTable {
  id: Generated<number>;
  tenant_id: number;
  program_id: number;
  name: string;
  created_by: string | null;
  created_date: Timestamp;
}

export interface TestConversationTable {
  id: Generated<number>;
  tenant_id: number;
  test_set_id: number;
  message_count: number;
  /** JSON: the conversation's messages with their expected stages. */
  messages: string;
}

export interface TestRunTable {
  id: Generated<number>;
  tenant_id: number;
  test_set_id: number;
  model_version: number;
  accuracy: number;
  macro_f1: number;
  /** JSON: stages, per-stage scores, the confusion matrix and the wrong messages. */
  result: string;
  created_by: string | null;
  created_date: Timestamp;
}

export interface AnalyticsEventTable {
  id: Generated<number>;
  message_id: string;
  write_key: string;
  type: string;
  event: string | null;
  name: string | null;
  user_id: string | null;
  anonymous_id: string | null;
  properties: string;
  context: string;
  sent_at: Timestamp | null;
  received_at: Timestamp;
}

export interface AnalyticsMetricTable {
  id: Generated<number>;
  metric: string;
  type: string;
  value: number;
  tags: string;
  received_at: Timestamp;
}

export interface AuditEventTable {
  id: Generated<number>;
  tenant_id: number;
  actor: string;
  action: string;
  entity_type: string;
  entity_id: string;
  before_value: string | null;
  after_value: string | null;
  created_date: Timestamp;
}

export interface TripleTable {
  id: Generated<number>;
  tenant_id: number;
  program_id: number;
  subject: string;
  predicate: string;
  object: string;
  source: Generated<string>;
  /** JSON arrays of texts: other names of the subject, and example questions the triple answers. */
  aliases: Generated<string>;
  questions: Generated<string>;
  key_hash: string;
  created_by: string | null;
  created_date: Timestamp;
  last_modified_by: string | null;
  last_modified_date: Timestamp | null;
}

export interface StageModelTable {
  id: Generated<number>;
  tenant_id: number;
  program_id: number;
  version: number;
  /** JSON: stages, order, rules, assistProvider, defaultMode. */
  model: string;
  last_modified_by: string | null;
  last_modified_date: Timestamp | null;
}

export interface ChartPaletteTable {
  tenant_id: number;
  /** JSON: ten `#rrggbb` colours. */
  colours: string;
  last_modified_by: string | null;
  last_modified_date: Timestamp | null;
}

export interface Database {
  audit_event: AuditEventTable;
  analytics_event: AnalyticsEventTable;
  analytics_metric: AnalyticsMetricTable;
  tenant: TenantTable;
  client_app: ClientAppTable;
  app_user: UserTable;
  role: RoleTable;
  permission: PermissionTable;
  role_permission: RolePermissionTable;
  user_role: UserRoleTable;
  session: SessionTable;
  user_key: UserKeyTable;
  login_attempt: LoginAttemptTable;
  rate_limit: RateLimitTable;
  outbox: OutboxTable;
  product: ProductTable;
  stage: StageTable;
  department: DepartmentTable;
  program: ProgramTable;
  conversation: ConversationTable;
  triple: TripleTable;
  stage_model: StageModelTable;
  chart_palette: ChartPaletteTable;
  frame_ticket: EngineTokenTable;
  engine_resume_token: EngineTokenTable;
  conversation_message: ConversationMessageTable;
  conversation_stage: ConversationStageTable;
  test_set: TestSetTable;
  test_conversation: TestConversationTable;
  test_run: TestRunTable;
  compliance_alert: ComplianceAlertTable;
  report_fold_pending: ReportFoldPendingTable;
  report_fold: ReportFoldTable;
  report_stage_day: ReportStageDayTable;
  report_stage_week: ReportStageWeekTable;
  report_all_week: ReportAllWeekTable;
  report_rollup_state: ReportRollupStateTable;
  report_day: ReportDayTable;
  engagement_event: EngagementEventTable;
  api_key: ApiKeyTable;
  webhook: WebhookTable;
  webhook_delivery: WebhookDeliveryTable;
}
