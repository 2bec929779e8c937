import { canSee, type Screen } from './access.js';
import { type DrillDown, drillDownOfQuery } from './reporting.js';
import type { UserAccount } from './schemas/account.js';

/** A page's heading and the sentence under it, as the web app's `AdminPage` draws them. */
export interface PageHeader {
  title: string;
  lead?: string;
}

/**
 * The heading and lead sentence of each page that starts with one (web `AdminPage`), by screen: the pages read
 * them from here, and so does the server's first paint of a signed-in page, which draws them before the app's
 * code has run.
 */
export const PAGE_HEADERS = {
  'admin/account-management/users': {
    title: 'Users',
    lead: 'Everyone who signs in to your organisation: invite people, give them roles and a department, and deactivate those who leave.',
  },
  'admin/account-management/agents': {
    title: 'Agents',
    lead: "The people who take your organisation's conversations: their departments and external codes, and who is in the control group, whose agents get no assist.",
  },
  'admin/role-management/standard': {
    title: 'Roles & Permissions',
    lead: 'Roles give people permissions. The standard roles are fixed; create custom roles for anything else.',
  },
  'admin/programs': {
    title: 'Programs',
    lead: 'The conversation programs of your organisation, for voice and chat.',
  },
  'admin/agent-attributes/departments': {
    title: 'Settings',
    lead: 'Departments, the links to your external applications, the time zone, API keys, webhooks and the audit log.',
  },
  supervisor: {
    title: 'Supervisor',
    lead: "Watch your organisation's conversations as they happen, correct the engine's stages and see compliance alerts.",
  },
  'studio/dashboard': {
    title: 'Studio dashboard',
    lead: 'The knowledge graph of a program: facts as subject, predicate and object, which the assistant finds in conversations.',
  },
  'studio/simulator': {
    title: 'Simulator',
    lead: 'Play the visitor or the agent of a program and watch the assist frame label each message with its stage.',
  },
  'studio/settings': {
    title: 'Studio settings',
    lead: "The stages the assistant recognises in each program's conversations, their colours and examples, and your chart colours.",
  },
} as const satisfies Partial<Record<Screen, PageHeader>>;

/**
 * The headers of Reporting's pages (`/{tenantPublicId}/reporting/{page}`), one screen with a page each (DESIGN.md
 * section 8). The drill-down (`reporting/conversations`) names its condition in its heading: `drillDownHeader`.
 */
export const REPORTING_PAGE_HEADERS = {
  funnel: {
    title: 'Funnel',
    lead: "How far conversations get: the share of the period's conversations that reached each stage.",
  },
  'time-in-stage': {
    title: 'Time in stage',
    lead: 'Where the time of a conversation goes: how long conversations stay in each stage, and how long they last.',
  },
  flow: {
    title: 'Flow and alerts',
    lead: 'Stages that conversations skipped or took out of order, and the compliance alerts they raised.',
  },
  'assist-impact': {
    title: 'Assist impact',
    lead: 'Whether conversations with the assistant reach Agent Recommend more often than those of the control group, whose agents get no assist.',
  },
  agents: {
    title: 'Agents',
    lead: "Each agent's conversations in the period: how often they reached Agent Recommend, how long they lasted, their alerts and the corrections of the engine's stages.",
  },
  'model-quality': {
    title: 'Model quality',
    lead: "How often supervisors correct the engine's stages, which stages it confuses, and how the program's test sets score.",
  },
} as const satisfies Record<string, PageHeader>;
export type ReportingPageId = keyof typeof REPORTING_PAGE_HEADERS;

/** What the drill-down lists (its URL's conditions, `DRILL_DOWN_KEYS`), in words: its heading. */
export const drillDownTitle = (drill: DrillDown): string => {
  if (drill.reached) return `Conversations that reached ${drill.reached}`;
  if (drill.notReached) return `Conversations that skipped ${drill.notReached}`;
  if (drill.pairFirst && drill.pairThen)
    return `Conversations that reached ${drill.pairFirst} before ${drill.pairThen}`;
  if (drill.ruleId) return `Conversations with alerts of rule ${drill.ruleId}`;
  return 'Conversations';
};

/** The drill-down's condition as its URL's query gives it (the rule the web app and the server read it by). */
export const drillDownOf = (search: string) => drillDownOfQuery(new URLSearchParams(search));

/** The drill-down's header: its heading names the bar it came from; rows open transcripts for Supervisor users. */
export const drillDownHeader = (search: string, mayOpenTranscripts: boolean): PageHeader => ({
  title: drillDownTitle(drillDownOf(search)),
  lead: mayOpenTranscripts
    ? 'The conversations behind the figure, for the filters below. Open one to read its transcript in the Supervisor.'
    : 'The conversations behind the figure, for the filters below.',
});

/**
 * The header of a Reporting page by its path and query (`/7/reporting/flow?from=…` → Flow and alerts), when it
 * has one; the drill-down's is made of its query and whether `account` may open transcripts.
 */
export const reportingPageHeaderOf = (
  url: string,
  account?: Pick<UserAccount, 'authorities'>,
): PageHeader | undefined => {
  const [path = '', search = ''] = url.split('#')[0]!.split('?');
  const [, , section, page] = path.split('/');
  if (section !== 'reporting' || !page) return undefined;
  if (page === 'conversations') return drillDownHeader(search, canSee(account, 'supervisor'));
  return Object.hasOwn(REPORTING_PAGE_HEADERS, page)
    ? REPORTING_PAGE_HEADERS[page as ReportingPageId]
    : undefined;
};

/**
 * The header of a screen's page, when it has one. Reporting is one screen of several pages: its header needs the
 * page's path and query too (`url`), and the drill-down's the account.
 */
export const pageHeaderOf = (
  screen: Screen | undefined,
  url: string,
  account?: Pick<UserAccount, 'authorities'>,
): PageHeader | undefined => {
  if (screen === 'reporting') return reportingPageHeaderOf(url, account);
  return screen ? (PAGE_HEADERS as Partial<Record<Screen, PageHeader>>)[screen] : undefined;
};
