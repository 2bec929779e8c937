import type { Screen } from './access.js';

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
  'admin/account-management/users': { title: 'Users' },
  'admin/account-management/agents': { title: 'Agents' },
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
    lead: 'Departments, the links to your external applications, API keys and the audit log.',
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

/** The header of a screen's page, when it has one. */
export const pageHeaderOf = (screen: Screen | undefined): PageHeader | undefined =>
  screen ? (PAGE_HEADERS as Partial<Record<Screen, PageHeader>>)[screen] : undefined;
