/**
 * Authorities (spec section 6, DESIGN.md sections 2 and 3): a user's authorities are the names of its roles
 * (`ROLE_…`) plus the permissions of those roles (`p-…`).
 */
export const ROLES = {
  admin: 'ROLE_ADMIN',
  supervisor: 'ROLE_SUPERVISOR',
  designer: 'ROLE_DESIGNER',
  agent: 'ROLE_XLM_AGENT',
} as const;

/** Every permission, with what it allows. The first group is named by the spec; the rest are ours. */
export const PERMISSIONS = {
  'p-view_user_accounts': 'View user accounts',
  'p-view_agent_accounts': 'View agent accounts',
  'p-create_roles': 'Create and edit roles',
  'p-view_programs': 'View programs',
  'p-create_programs': 'Create programs',
  'p-update_programs': 'Update programs',
  'p-delete_programs': 'Delete programs',
  'p-create_departments': 'Manage departments and settings',
  'p-view_knowledge_graphs': 'Open Studio',
  'p-view_agentic-voice-management_product': 'Open Agentic voice',
  'p-view_post-call-analytics_product': 'Open Reporting',
  'p-view_xlm_triples_ui': 'Open the Studio dashboard',
  'p-view_xlm_test_ui': 'Open the simulator',
  'p-view_studio_settings': 'Open Studio settings',
  // Write permissions the spec does not list (DESIGN.md section 3), in the same naming style.
  'p-create_user_accounts': 'Create and invite users and agents',
  'p-update_user_accounts': 'Edit, deactivate and reactivate users and agents',
  'p-update_knowledge_graphs': 'Edit knowledge graphs',
  'p-update_studio_settings': 'Change Studio settings',
  'p-view_supervisor': 'Watch live conversations',
  'p-correct_stage_labels': 'Correct the stages the engine gave messages',
  'p-view_audit_log': 'Read the audit log',
  'p-manage_webhooks': 'Manage webhooks and read their delivery log',
} as const;
export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** The standard roles every tenant gets, with their permissions. ROLE_ADMIN holds every permission. */
export const STANDARD_ROLES: Record<(typeof ROLES)[keyof typeof ROLES], readonly Permission[]> = {
  ROLE_ADMIN: PERMISSION_NAMES,
  ROLE_SUPERVISOR: [
    'p-view_supervisor',
    'p-correct_stage_labels',
    'p-view_agent_accounts',
    'p-view_programs',
    'p-view_post-call-analytics_product',
  ],
  ROLE_DESIGNER: [
    'p-view_knowledge_graphs',
    'p-update_knowledge_graphs',
    'p-view_xlm_triples_ui',
    'p-view_xlm_test_ui',
    'p-view_studio_settings',
    'p-update_studio_settings',
    'p-view_programs',
  ],
  ROLE_XLM_AGENT: [],
};

export const STANDARD_ROLE_DESCRIPTIONS: Record<keyof typeof STANDARD_ROLES, string> = {
  ROLE_ADMIN: 'Administers the tenant: people, roles, programs and settings',
  ROLE_SUPERVISOR: 'Watches live conversations and reads reports',
  ROLE_DESIGNER: 'Builds programs in Studio and tries them in the simulator',
  ROLE_XLM_AGENT: 'Handles conversations with the assist frame',
};

/** Spec section 6: has a given authority. */
export const hasAuthority = (authorities: readonly string[] | undefined, authority: string): boolean =>
  !!authorities?.includes(authority);

/** Spec section 6: has at least one authority from a list (an empty list allows everyone). */
export const hasAnyAuthority = (
  authorities: readonly string[] | undefined,
  required: readonly string[],
): boolean => required.length === 0 || required.some((a) => hasAuthority(authorities, a));
