/**
 * Every operation of Parlance's OpenAPI document (`/api-docs/openapi.json`) as TypeScript types, made by
 * openapi-typescript: the contract the web app calls the server through (`@parlance/api-client/app`).
 * Generated: do not edit. After a change to the API, run `npm run generate -w packages/api-client`; the server
 * test `operations.test.ts` fails while this file is out of date, and the web app's build while it disagrees.
 */

export interface paths {
    "/management/health/liveness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: the process answers and its heap is within its limit.
         * @description Public.
         */
        get: operations["getManagementHealthLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/health/readiness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: the database answers, every migration has run, and the server is not shutting down.
         * @description Public.
         */
        get: operations["getManagementHealthReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health: the database answers.
         * @description Public.
         */
        get: operations["getManagementHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authentication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a login or e-mail and a password; sets the session cookie.
         * @description Public.
         */
        post: operations["postAuthentication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the request has a session (204) or not (401).
         * @description Needs a session (also one that must still change a temporary password).
         */
        get: operations["getAuthenticate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends the session.
         * @description Public.
         */
        post: operations["postLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user.
         * @description Needs a session (also one that must still change a temporary password).
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/reset-password/init": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mails a password-reset link to an address, if it names an account that can sign in.
         * @description Public.
         */
        post: operations["postAccountResetPasswordInit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/reset-password/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a new password with a reset key.
         * @description Public.
         */
        post: operations["postAccountResetPasswordFinish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/reset-password/finish-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets the first password with an invitation key.
         * @description Public.
         */
        post: operations["postAccountResetPasswordFinishCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes the signed-in user's password.
         * @description Needs a session (also one that must still change a temporary password).
         */
        post: operations["postAccountChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's tenant and its client apps.
         * @description Needs a session (also one that must still change a temporary password).
         */
        get: operations["getTenantCurrent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/tenant-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's settings: the time zone of report days and weeks.
         * @description Needs one of: p-create_departments.
         */
        get: operations["getTenantSettings"];
        /**
         * Sets the tenant's settings: an IANA time zone (`UTC` by default).
         * @description Needs one of: p-create_departments.
         */
        put: operations["putTenantSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tenant/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a tenant and its admin.
         * @description Public.
         */
        post: operations["postTenantSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's product cards.
         * @description Needs a signed-in user.
         */
        get: operations["getProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/segment-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Usage analytics settings of the web app.
         * @description Public.
         */
        get: operations["getSegmentDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/collect/v1/projects/{writeKey}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The settings the usage-analytics library loads for a write key.
         * @description Public.
         */
        get: operations["getCollectV1ProjectsByWriteKeySettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/collect/v1/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stores usage-analytics events (Segment-compatible): `t`, `p`, `i`, `g`, `a`, `s` one event of that type, `b` a batch, `m` metrics.
         * @description Public.
         */
        post: operations["postCollectV1ByKind"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The permission catalogue.
         * @description Needs one of: p-create_roles, p-create_user_accounts.
         */
        get: operations["getPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of roles.
         * @description Needs one of: p-create_roles, p-create_user_accounts, p-view_user_accounts, p-view_agent_accounts.
         */
        get: operations["getRoles"];
        put?: never;
        /**
         * Creates a custom role.
         * @description Needs one of: p-create_roles.
         */
        post: operations["postRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One role.
         * @description Needs one of: p-create_roles, p-create_user_accounts, p-view_user_accounts, p-view_agent_accounts.
         */
        get: operations["getRolesById"];
        /**
         * Edits a custom role.
         * @description Needs one of: p-create_roles.
         */
        put: operations["putRolesById"];
        post?: never;
        /**
         * Deletes a custom role that nobody holds.
         * @description Needs one of: p-create_roles.
         */
        delete: operations["deleteRolesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/programs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of programs.
         * @description Needs one of: p-view_programs, p-create_programs, p-update_programs, p-delete_programs, p-view_xlm_triples_ui, p-view_xlm_test_ui, p-view_studio_settings.
         */
        get: operations["getPrograms"];
        put?: never;
        /**
         * Creates a program.
         * @description Needs one of: p-create_programs.
         */
        post: operations["postPrograms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/programs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One program.
         * @description Needs one of: p-view_programs, p-create_programs, p-update_programs, p-delete_programs, p-view_xlm_triples_ui, p-view_xlm_test_ui, p-view_studio_settings.
         */
        get: operations["getProgramsById"];
        /**
         * Edits a program.
         * @description Needs one of: p-update_programs.
         */
        put: operations["putProgramsById"];
        post?: never;
        /**
         * Deletes a program, or archives it when it has conversations.
         * @description Needs one of: p-delete_programs.
         */
        delete: operations["deleteProgramsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/departments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of departments.
         * @description Needs one of: p-create_departments, p-create_user_accounts, p-view_user_accounts, p-view_agent_accounts.
         */
        get: operations["getDepartments"];
        put?: never;
        /**
         * Creates a department.
         * @description Needs one of: p-create_departments.
         */
        post: operations["postDepartments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/departments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One department.
         * @description Needs one of: p-create_departments, p-create_user_accounts, p-view_user_accounts, p-view_agent_accounts.
         */
        get: operations["getDepartmentsById"];
        /**
         * Edits a department.
         * @description Needs one of: p-create_departments.
         */
        put: operations["putDepartmentsById"];
        post?: never;
        /**
         * Deletes a department nobody belongs to.
         * @description Needs one of: p-create_departments.
         */
        delete: operations["deleteDepartmentsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/client-apps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every client app and its address.
         * @description Needs one of: p-create_departments.
         */
        get: operations["getClientApps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/client-apps/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets or removes a client app's address.
         * @description Needs one of: p-create_departments.
         */
        put: operations["putClientAppsByClientId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/audit-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the audit log, newest first.
         * @description Needs one of: p-view_audit_log.
         */
        get: operations["getAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of users.
         * @description Needs one of: p-view_user_accounts.
         */
        get: operations["getUsers"];
        put?: never;
        /**
         * Creates a user.
         * @description Needs one of: p-create_user_accounts.
         */
        post: operations["postUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One user.
         * @description Needs one of: p-view_user_accounts.
         */
        get: operations["getUsersById"];
        /**
         * Edits a user.
         * @description Needs one of: p-update_user_accounts.
         */
        put: operations["putUsersById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/users/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivates a user and ends their sessions.
         * @description Needs one of: p-update_user_accounts.
         */
        post: operations["postUsersByIdDeactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/users/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reactivates a user.
         * @description Needs one of: p-update_user_accounts.
         */
        post: operations["postUsersByIdReactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/users/{id}/resend-invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends the invitation mail again.
         * @description Needs one of: p-create_user_accounts.
         */
        post: operations["postUsersByIdResendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/users/{id}/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mails the user a password-reset link.
         * @description Needs one of: p-update_user_accounts.
         */
        post: operations["postUsersByIdPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of agents.
         * @description Needs one of: p-view_agent_accounts.
         */
        get: operations["getAgents"];
        put?: never;
        /**
         * Creates an agent.
         * @description Needs one of: p-create_user_accounts.
         */
        post: operations["postAgents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/agents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One agent.
         * @description Needs one of: p-view_agent_accounts.
         */
        get: operations["getAgentsById"];
        /**
         * Edits an agent.
         * @description Needs one of: p-update_user_accounts.
         */
        put: operations["putAgentsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/agents/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivates an agent and ends their sessions.
         * @description Needs one of: p-update_user_accounts.
         */
        post: operations["postAgentsByIdDeactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/agents/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reactivates an agent.
         * @description Needs one of: p-update_user_accounts.
         */
        post: operations["postAgentsByIdReactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/agents/{id}/resend-invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends the invitation mail again.
         * @description Needs one of: p-create_user_accounts.
         */
        post: operations["postAgentsByIdResendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/agents/{id}/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mails the agent a password-reset link.
         * @description Needs one of: p-update_user_accounts.
         */
        post: operations["postAgentsByIdPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/agents/{id}/control-group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Puts an active agent in the control group or takes them out.
         * @description Needs one of: p-update_user_accounts.
         */
        post: operations["postAgentsByIdControlGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/programs/{programId}/triples": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the program's triples.
         * @description Needs one of: p-view_xlm_triples_ui.
         */
        get: operations["getProgramsByProgramIdTriples"];
        put?: never;
        /**
         * Adds a triple.
         * @description Needs one of: p-update_knowledge_graphs.
         */
        post: operations["postProgramsByProgramIdTriples"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/programs/{programId}/triples/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Counts of the program's triples, subjects and predicates.
         * @description Needs one of: p-view_xlm_triples_ui.
         */
        get: operations["getProgramsByProgramIdTriplesStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/programs/{programId}/triples/graph": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The neighbourhood of a subject in the knowledge graph, to a depth.
         * @description Needs one of: p-view_xlm_triples_ui.
         */
        get: operations["getProgramsByProgramIdTriplesGraph"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/programs/{programId}/triples/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The program's triples as a CSV file (streamed).
         * @description Needs one of: p-view_xlm_triples_ui.
         */
        get: operations["getProgramsByProgramIdTriplesExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/programs/{programId}/triples/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One triple.
         * @description Needs one of: p-view_xlm_triples_ui.
         */
        get: operations["getProgramsByProgramIdTriplesById"];
        /**
         * Edits a triple.
         * @description Needs one of: p-update_knowledge_graphs.
         */
        put: operations["putProgramsByProgramIdTriplesById"];
        post?: never;
        /**
         * Deletes a triple.
         * @description Needs one of: p-update_knowledge_graphs.
         */
        delete: operations["deleteProgramsByProgramIdTriplesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/programs/{programId}/triples/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Imports triples from a CSV file, all or nothing; triples already known are skipped. `dryRun=true` only checks.
         * @description Needs one of: p-update_knowledge_graphs.
         */
        post: operations["postProgramsByProgramIdTriplesImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/programs/{programId}/stage-model": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The program's stage model and its version.
         * @description Needs one of: p-view_studio_settings.
         */
        get: operations["getProgramsByProgramIdStageModel"];
        /**
         * Saves the stage model over the version it was read at (409 when someone saved since).
         * @description Needs one of: p-update_studio_settings.
         */
        put: operations["putProgramsByProgramIdStageModel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/chart-palette": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's chart palette.
         * @description Needs a signed-in user.
         */
        get: operations["getChartPalette"];
        /**
         * Sets the tenant's chart palette.
         * @description Needs one of: p-update_studio_settings.
         */
        put: operations["putChartPalette"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/simulator/frame-src": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The assist frame's address, as a JSON string.
         * @description Needs one of: p-view_xlm_test_ui.
         */
        get: operations["getSimulatorFrameSrc"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/simulator/frame-ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A short-lived ticket with which the simulator's frame opens the engine's socket.
         * @description Needs one of: p-view_xlm_test_ui.
         */
        post: operations["postSimulatorFrameTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engine/frame-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The parent origins the assist frame accepts messages from.
         * @description Public.
         */
        get: operations["getEngineFrameConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/engine/ws": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The assist frame's WebSocket (an upgrade, 101): frames are the zod schemas of `packages/shared/src/schemas/engine.ts`.
         * @description Public.
         */
        get: operations["getEngineWs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/simulator/engagements/{engagementId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stored simulator engagement, for resuming its page.
         * @description Needs one of: p-view_xlm_test_ui.
         */
        get: operations["getSimulatorEngagementsByEngagementId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/programs/{programId}/stage-model/label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Labels messages with the current stage model, as the socket does; stores nothing.
         * @description Needs one of: p-view_xlm_test_ui.
         */
        post: operations["postProgramsByProgramIdStageModelLabel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/programs/{programId}/test-sets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The program's test sets.
         * @description Needs one of: p-view_studio_settings, p-correct_stage_labels.
         */
        get: operations["getProgramsByProgramIdTestSets"];
        put?: never;
        /**
         * Creates a test set, optionally with its first conversations. A test set holds at most 5000 messages, naming at most 100 expected stages (400 otherwise).
         * @description Needs one of: p-update_studio_settings.
         */
        post: operations["postProgramsByProgramIdTestSets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/programs/{programId}/test-sets/{testSetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A test set with its conversations.
         * @description Needs one of: p-view_studio_settings.
         */
        get: operations["getProgramsByProgramIdTestSetsByTestSetId"];
        put?: never;
        post?: never;
        /**
         * Deletes a test set.
         * @description Needs one of: p-update_studio_settings.
         */
        delete: operations["deleteProgramsByProgramIdTestSetsByTestSetId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/programs/{programId}/test-sets/{testSetId}/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a conversation to a test set, within its 5000 messages and 100 expected stages (400 otherwise).
         * @description Needs one of: p-update_studio_settings.
         */
        post: operations["postProgramsByProgramIdTestSetsByTestSetIdConversations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/programs/{programId}/test-sets/{testSetId}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The test set's latest 50 runs.
         * @description Needs one of: p-view_studio_settings.
         */
        get: operations["getProgramsByProgramIdTestSetsByTestSetIdRuns"];
        put?: never;
        /**
         * Runs the current stage model over the test set and stores the scores, with the first 200 wrong messages.
         * @description Needs one of: p-update_studio_settings.
         */
        post: operations["postProgramsByProgramIdTestSetsByTestSetIdRuns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/engagements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the tenant's engagements, ongoing first; `q` searches engagement ids, agents and what was said, `from` and `to` are days in the tenant's time zone.
         * @description Needs one of: ROLE_ADMIN, p-view_supervisor.
         */
        get: operations["getEngagements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/engagements/{engagementId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One engagement with its messages, labels, corrections and alerts.
         * @description Needs one of: ROLE_ADMIN, p-view_supervisor.
         */
        get: operations["getEngagementsByEngagementId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/engagements/{engagementId}/messages/{index}/stage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Corrects a message's stage, optionally adding its text as an example of that stage.
         * @description Needs one of: p-correct_stage_labels.
         */
        put: operations["putEngagementsByEngagementIdMessagesByIndexStage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/engagements/{engagementId}/test-set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds the engagement, corrections included, to a test set of its program.
         * @description Needs one of: p-correct_stage_labels.
         */
        post: operations["postEngagementsByEngagementIdTestSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/engagements/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent events: snapshot, then engagement, message, alert and ended; resumes after Last-Event-ID.
         * @description Needs one of: ROLE_ADMIN, p-view_supervisor.
         */
        get: operations["getEngagementsEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's API keys with their last use (never the key).
         * @description Needs one of: p-create_departments.
         */
        get: operations["getApiKeys"];
        put?: never;
        /**
         * Creates an API key; the answer holds the key, shown this once.
         * @description Needs one of: p-create_departments.
         */
        post: operations["postApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revokes an API key.
         * @description Needs one of: p-create_departments.
         */
        delete: operations["deleteApiKeysById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/engagements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts an engagement from an external platform. The same start sent again before any message or end (a retry) answers the stored engagement.
         * @description Needs a tenant API key: `Authorization: Bearer <key>`; no session, no CSRF.
         */
        post: operations["postV1Engagements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/engagements/{engagementId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Labels and stores the next message of an engagement; answers the label.
         * @description Needs a tenant API key: `Authorization: Bearer <key>`; no session, no CSRF.
         */
        post: operations["postV1EngagementsByEngagementIdMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/engagements/{engagementId}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends an engagement.
         * @description Needs a tenant API key: `Authorization: Bearer <key>`; no session, no CSRF.
         */
        post: operations["postV1EngagementsByEngagementIdEnd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/frame-tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A frame ticket for an external agent desktop, for the agent with this external code.
         * @description Needs a tenant API key: `Authorization: Bearer <key>`; no session, no CSRF.
         */
        post: operations["postV1FrameTickets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Imports a transcript recorded elsewhere, after the call: labels it as live, checks the rules, stores it ended.
         * @description Needs a tenant API key: `Authorization: Bearer <key>`; no session, no CSRF.
         */
        post: operations["postV1Conversations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/reports/funnel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many conversations reached each stage. `Accept: text/csv` answers a CSV.
         * @description Needs one of: p-view_post-call-analytics_product.
         */
        get: operations["getReportsFunnel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/reports/time-in-stage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Time in each stage and handle time: medians and 90th percentiles, and weekly medians.
         * @description Needs one of: p-view_post-call-analytics_product.
         */
        get: operations["getReportsTimeInStage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/reports/flow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Skipped stages, stages reached out of order, and compliance alerts by rule.
         * @description Needs one of: p-view_post-call-analytics_product.
         */
        get: operations["getReportsFlow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/reports/assist-impact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Assisted conversations against the control group: reaching Agent Recommend, with a z-test.
         * @description Needs one of: p-view_post-call-analytics_product.
         */
        get: operations["getReportsAssistImpact"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/reports/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of agents with their conversations in the period.
         * @description Needs one of: p-view_post-call-analytics_product.
         */
        get: operations["getReportsAgents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/reports/corrections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How often supervisors corrected the engine's labels, by stage and week; the program's test runs.
         * @description Needs one of: p-view_post-call-analytics_product.
         */
        get: operations["getReportsCorrections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/reports/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the conversations behind a figure; as `text/csv`, all of them (at most 100,000), streamed.
         * @description Needs one of: p-view_post-call-analytics_product.
         */
        get: operations["getReportsConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's webhooks (never their secrets), and whether one was disabled for failing.
         * @description Needs one of: p-manage_webhooks.
         */
        get: operations["getWebhooks"];
        put?: never;
        /**
         * Adds a webhook: `https` only, to no private, loopback or link-local address. The answer holds the signing secret, shown this once.
         * @description Needs one of: p-manage_webhooks.
         */
        post: operations["postWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a webhook's address, events, description or whether it is enabled.
         * @description Needs one of: p-manage_webhooks.
         */
        put: operations["putWebhooksById"];
        post?: never;
        /**
         * Removes a webhook and its delivery log.
         * @description Needs one of: p-manage_webhooks.
         */
        delete: operations["deleteWebhooksById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the webhook's delivery log: event, status, tries, last answer, next try.
         * @description Needs one of: p-manage_webhooks.
         */
        get: operations["getWebhooksByIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/webhooks/{id}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a delivery again now (one more try, whatever its status).
         * @description Needs one of: p-manage_webhooks.
         */
        post: operations["postWebhooksByIdDeliveriesByDeliveryIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{tenantPublicId}/api/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queues a signed `webhook.test` delivery to an enabled webhook, shown in its delivery log (202); one waiting test at a time.
         * @description Needs one of: p-manage_webhooks.
         */
        post: operations["postWebhooksByIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-docs/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI document.
         * @description Public.
         */
        get: operations["getApiDocsOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/prometheus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Metrics in the Prometheus text format.
         * @description Public.
         */
        get: operations["getManagementPrometheus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getManagementHealthLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "UP";
                        components?: {
                            [key: string]: {
                                status: string;
                                database?: string;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getManagementHealthReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "UP";
                        components?: {
                            [key: string]: {
                                status: string;
                                database?: string;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getManagementHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "UP";
                        components?: {
                            [key: string]: {
                                status: string;
                                database?: string;
                            };
                        };
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAuthentication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Too many requests from this address in a minute, or the account is locked after failed sign-ins. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAuthenticate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        login: string;
                        firstName: string | null;
                        middleName: string | null;
                        lastName: string | null;
                        fullName: string;
                        email: string;
                        activated: boolean;
                        /** @enum {string} */
                        status: "INVITED" | "ACTIVE" | "DEACTIVATED" | "CONTROL_GROUP" | "TEMP_PASSWORD";
                        roles: string[];
                        authorities: string[];
                        tenantPublicId: number;
                        externalCode: string | null;
                        createdBy: string | null;
                        createdDate: string | null;
                        lastModifiedBy: string | null;
                        lastModifiedDate: string | null;
                        lastActivityDate: string | null;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAccountResetPasswordInit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/plain": string;
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Too many requests from this address in a minute. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAccountResetPasswordFinish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Too many requests from this address in a minute. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAccountResetPasswordFinishCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Too many requests from this address in a minute. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAccountChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getTenantCurrent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publicId: number;
                        name: string;
                        clientApps: {
                            clientId: string;
                            url: string;
                        }[];
                        timeZone: string;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getTenantSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        timeZone: string;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putTenantSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    timeZone: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        timeZone: string;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postTenantSignup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tenantName: string;
                    firstName: string;
                    lastName: string;
                    email: string;
                    login: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publicId: number;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Too many requests from this address in a minute. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getProducts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        code: string;
                        name: string;
                        description: string;
                        url: string;
                        enabled: boolean;
                        external: boolean;
                    }[];
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getSegmentDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        writeKey: string | null;
                        cdnEnabled: boolean;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getCollectV1ProjectsByWriteKeySettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The usage-analytics write key. */
                writeKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        integrations: {
                            "Segment.io": {
                                apiKey: string;
                                apiHost: string;
                                /** @enum {string} */
                                protocol: "http" | "https";
                                unbundledIntegrations: string[];
                                addBundledMetadata: boolean;
                                maybeBundledConfigIds: {
                                    [key: string]: unknown;
                                };
                                deliveryStrategy: {
                                    strategy: string;
                                    config: {
                                        size: number;
                                        timeout: number;
                                    };
                                };
                            };
                        };
                        plan: {
                            track: {
                                __default: {
                                    enabled: boolean;
                                    integrations: {
                                        [key: string]: unknown;
                                    };
                                };
                            };
                        };
                        edgeFunction: {
                            [key: string]: unknown;
                        };
                        analyticsNextEnabled: boolean;
                        middlewareSettings: {
                            [key: string]: unknown;
                        };
                        enabledMiddleware: {
                            [key: string]: unknown;
                        };
                        metrics: {
                            sampleRate: number;
                            host: string;
                            /** @enum {string} */
                            protocol: "http" | "https";
                            flushTimer: number;
                            maxQueueSize: number;
                        };
                        legacyVideoPluginsEnabled: boolean;
                        remotePlugins: unknown[];
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Too many requests from this address in a minute. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postCollectV1ByKind: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description track, page, identify, group, alias, screen, a batch, or metrics. */
                kind: "t" | "p" | "i" | "g" | "a" | "s" | "b" | "m";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/plain": string;
                "application/json": {
                    /** @enum {string} */
                    type: "track" | "page" | "identify" | "group" | "alias" | "screen";
                    messageId: string;
                    writeKey?: string;
                    event?: string | null;
                    name?: string | null;
                    userId?: string | null;
                    anonymousId?: string | null;
                    properties?: {
                        [key: string]: unknown;
                    };
                    traits?: {
                        [key: string]: unknown;
                    };
                    context?: {
                        [key: string]: unknown;
                    };
                    timestamp?: string;
                    sentAt?: string;
                } | {
                    writeKey: string;
                    batch: {
                        /** @enum {string} */
                        type: "track" | "page" | "identify" | "group" | "alias" | "screen";
                        messageId: string;
                        writeKey?: string;
                        event?: string | null;
                        name?: string | null;
                        userId?: string | null;
                        anonymousId?: string | null;
                        properties?: {
                            [key: string]: unknown;
                        };
                        traits?: {
                            [key: string]: unknown;
                        };
                        context?: {
                            [key: string]: unknown;
                        };
                        timestamp?: string;
                        sentAt?: string;
                    }[];
                    sentAt?: string;
                } | {
                    series: {
                        type: string;
                        metric: string;
                        value: number;
                        /** @default {} */
                        tags?: {
                            [key: string]: string | number | boolean;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Too many requests from this address in a minute. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        description: string;
                    }[];
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getRoles: {
        parameters: {
            query?: {
                /** @description Page number, from 0. */
                page?: number;
                /** @description Rows per page. */
                size?: number;
                /** @description `field,asc` or `field,desc`; may repeat. */
                sort?: string;
            };
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string | null;
                        standard: boolean;
                        permissions: string[];
                        userCount: number;
                    }[];
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postRoles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    /** @default [] */
                    permissions?: ("p-view_user_accounts" | "p-view_agent_accounts" | "p-create_roles" | "p-view_programs" | "p-create_programs" | "p-update_programs" | "p-delete_programs" | "p-create_departments" | "p-view_knowledge_graphs" | "p-view_agentic-voice-management_product" | "p-view_post-call-analytics_product" | "p-view_xlm_triples_ui" | "p-view_xlm_test_ui" | "p-view_studio_settings" | "p-create_user_accounts" | "p-update_user_accounts" | "p-update_knowledge_graphs" | "p-update_studio_settings" | "p-view_supervisor" | "p-correct_stage_labels" | "p-view_audit_log" | "p-manage_webhooks")[];
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string | null;
                        standard: boolean;
                        permissions: string[];
                        userCount: number;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getRolesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string | null;
                        standard: boolean;
                        permissions: string[];
                        userCount: number;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putRolesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    /** @default [] */
                    permissions?: ("p-view_user_accounts" | "p-view_agent_accounts" | "p-create_roles" | "p-view_programs" | "p-create_programs" | "p-update_programs" | "p-delete_programs" | "p-create_departments" | "p-view_knowledge_graphs" | "p-view_agentic-voice-management_product" | "p-view_post-call-analytics_product" | "p-view_xlm_triples_ui" | "p-view_xlm_test_ui" | "p-view_studio_settings" | "p-create_user_accounts" | "p-update_user_accounts" | "p-update_knowledge_graphs" | "p-update_studio_settings" | "p-view_supervisor" | "p-correct_stage_labels" | "p-view_audit_log" | "p-manage_webhooks")[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string | null;
                        standard: boolean;
                        permissions: string[];
                        userCount: number;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteRolesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPrograms: {
        parameters: {
            query?: {
                /** @description Page number, from 0. */
                page?: number;
                /** @description Rows per page. */
                size?: number;
                /** @description `field,asc` or `field,desc`; may repeat. */
                sort?: string;
            };
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string | null;
                        /** @enum {string} */
                        channel: "voice" | "chat";
                        agentOnly: boolean;
                        /** @enum {string} */
                        status: "active" | "archived";
                        hasConversations: boolean;
                        createdBy: string | null;
                        createdDate: string;
                        lastModifiedBy: string | null;
                        lastModifiedDate: string | null;
                    }[];
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postPrograms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    /** @enum {string} */
                    channel: "voice" | "chat";
                    /** @default false */
                    agentOnly?: boolean;
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "archived";
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string | null;
                        /** @enum {string} */
                        channel: "voice" | "chat";
                        agentOnly: boolean;
                        /** @enum {string} */
                        status: "active" | "archived";
                        hasConversations: boolean;
                        createdBy: string | null;
                        createdDate: string;
                        lastModifiedBy: string | null;
                        lastModifiedDate: string | null;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getProgramsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string | null;
                        /** @enum {string} */
                        channel: "voice" | "chat";
                        agentOnly: boolean;
                        /** @enum {string} */
                        status: "active" | "archived";
                        hasConversations: boolean;
                        createdBy: string | null;
                        createdDate: string;
                        lastModifiedBy: string | null;
                        lastModifiedDate: string | null;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putProgramsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    /** @enum {string} */
                    channel: "voice" | "chat";
                    /** @default false */
                    agentOnly?: boolean;
                    /** @enum {string} */
                    status: "active" | "archived";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string | null;
                        /** @enum {string} */
                        channel: "voice" | "chat";
                        agentOnly: boolean;
                        /** @enum {string} */
                        status: "active" | "archived";
                        hasConversations: boolean;
                        createdBy: string | null;
                        createdDate: string;
                        lastModifiedBy: string | null;
                        lastModifiedDate: string | null;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteProgramsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        archived: boolean;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getDepartments: {
        parameters: {
            query?: {
                /** @description Page number, from 0. */
                page?: number;
                /** @description Rows per page. */
                size?: number;
                /** @description `field,asc` or `field,desc`; may repeat. */
                sort?: string;
            };
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string | null;
                        userCount: number;
                    }[];
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postDepartments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string | null;
                        userCount: number;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getDepartmentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string | null;
                        userCount: number;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putDepartmentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string | null;
                        userCount: number;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteDepartmentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getClientApps: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientId: string;
                        url: string;
                    }[];
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putClientAppsByClientId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                /** @description A client app's id. */
                clientId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientId: string;
                        url: string;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAuditEvents: {
        parameters: {
            query?: {
                /** @description Page number, from 0. */
                page?: number;
                /** @description Rows per page. */
                size?: number;
                /** @description `field,asc` or `field,desc`; may repeat. */
                sort?: string;
            };
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        actor: string;
                        action: string;
                        entityType: string;
                        entityId: string;
                        before: unknown;
                        after: unknown;
                        createdDate: string;
                    }[];
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getUsers: {
        parameters: {
            query?: {
                /** @description Page number, from 0. */
                page?: number;
                /** @description Rows per page. */
                size?: number;
                /** @description `field,asc` or `field,desc`; may repeat. */
                sort?: string;
            };
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        login: string;
                        firstName: string | null;
                        middleName: string | null;
                        lastName: string | null;
                        fullName: string;
                        email: string;
                        activated: boolean;
                        /** @enum {string} */
                        status: "INVITED" | "ACTIVE" | "DEACTIVATED" | "CONTROL_GROUP" | "TEMP_PASSWORD";
                        roles: string[];
                        authorities: string[];
                        tenantPublicId: number;
                        externalCode: string | null;
                        createdBy: string | null;
                        createdDate: string | null;
                        lastModifiedBy: string | null;
                        lastModifiedDate: string | null;
                        lastActivityDate: string | null;
                        departmentId: number | null;
                    }[];
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postUsers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    login: string;
                    email: string;
                    firstName: string;
                    middleName?: string | null;
                    lastName: string;
                    roles: string[];
                    departmentId?: number | null;
                    externalCode?: string | null;
                    /** @enum {string} */
                    mode: "invite" | "temporaryPassword";
                    temporaryPassword?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        login: string;
                        firstName: string | null;
                        middleName: string | null;
                        lastName: string | null;
                        fullName: string;
                        email: string;
                        activated: boolean;
                        /** @enum {string} */
                        status: "INVITED" | "ACTIVE" | "DEACTIVATED" | "CONTROL_GROUP" | "TEMP_PASSWORD";
                        roles: string[];
                        authorities: string[];
                        tenantPublicId: number;
                        externalCode: string | null;
                        createdBy: string | null;
                        createdDate: string | null;
                        lastModifiedBy: string | null;
                        lastModifiedDate: string | null;
                        lastActivityDate: string | null;
                        departmentId: number | null;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        login: string;
                        firstName: string | null;
                        middleName: string | null;
                        lastName: string | null;
                        fullName: string;
                        email: string;
                        activated: boolean;
                        /** @enum {string} */
                        status: "INVITED" | "ACTIVE" | "DEACTIVATED" | "CONTROL_GROUP" | "TEMP_PASSWORD";
                        roles: string[];
                        authorities: string[];
                        tenantPublicId: number;
                        externalCode: string | null;
                        createdBy: string | null;
                        createdDate: string | null;
                        lastModifiedBy: string | null;
                        lastModifiedDate: string | null;
                        lastActivityDate: string | null;
                        departmentId: number | null;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    login?: string;
                    email: string;
                    firstName: string;
                    middleName?: string | null;
                    lastName: string;
                    roles?: string[];
                    departmentId?: number | null;
                    externalCode?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        login: string;
                        firstName: string | null;
                        middleName: string | null;
                        lastName: string | null;
                        fullName: string;
                        email: string;
                        activated: boolean;
                        /** @enum {string} */
                        status: "INVITED" | "ACTIVE" | "DEACTIVATED" | "CONTROL_GROUP" | "TEMP_PASSWORD";
                        roles: string[];
                        authorities: string[];
                        tenantPublicId: number;
                        externalCode: string | null;
                        createdBy: string | null;
                        createdDate: string | null;
                        lastModifiedBy: string | null;
                        lastModifiedDate: string | null;
                        lastActivityDate: string | null;
                        departmentId: number | null;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postUsersByIdDeactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        login: string;
                        firstName: string | null;
                        middleName: string | null;
                        lastName: string | null;
                        fullName: string;
                        email: string;
                        activated: boolean;
                        /** @enum {string} */
                        status: "INVITED" | "ACTIVE" | "DEACTIVATED" | "CONTROL_GROUP" | "TEMP_PASSWORD";
                        roles: string[];
                        authorities: string[];
                        tenantPublicId: number;
                        externalCode: string | null;
                        createdBy: string | null;
                        createdDate: string | null;
                        lastModifiedBy: string | null;
                        lastModifiedDate: string | null;
                        lastActivityDate: string | null;
                        departmentId: number | null;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postUsersByIdReactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        login: string;
                        firstName: string | null;
                        middleName: string | null;
                        lastName: string | null;
                        fullName: string;
                        email: string;
                        activated: boolean;
                        /** @enum {string} */
                        status: "INVITED" | "ACTIVE" | "DEACTIVATED" | "CONTROL_GROUP" | "TEMP_PASSWORD";
                        roles: string[];
                        authorities: string[];
                        tenantPublicId: number;
                        externalCode: string | null;
                        createdBy: string | null;
                        createdDate: string | null;
                        lastModifiedBy: string | null;
                        lastModifiedDate: string | null;
                        lastActivityDate: string | null;
                        departmentId: number | null;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postUsersByIdResendInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postUsersByIdPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAgents: {
        parameters: {
            query?: {
                /** @description Page number, from 0. */
                page?: number;
                /** @description Rows per page. */
                size?: number;
                /** @description `field,asc` or `field,desc`; may repeat. */
                sort?: string;
            };
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        login: string;
                        firstName: string | null;
                        middleName: string | null;
                        lastName: string | null;
                        fullName: string;
                        email: string;
                        activated: boolean;
                        /** @enum {string} */
                        status: "INVITED" | "ACTIVE" | "DEACTIVATED" | "CONTROL_GROUP" | "TEMP_PASSWORD";
                        roles: string[];
                        authorities: string[];
                        tenantPublicId: number;
                        externalCode: string | null;
                        createdBy: string | null;
                        createdDate: string | null;
                        lastModifiedBy: string | null;
                        lastModifiedDate: string | null;
                        lastActivityDate: string | null;
                        departmentId: number | null;
                    }[];
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAgents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    login: string;
                    email: string;
                    firstName: string;
                    middleName?: string | null;
                    lastName: string;
                    roles: string[];
                    departmentId?: number | null;
                    externalCode?: string | null;
                    /** @enum {string} */
                    mode: "invite" | "temporaryPassword";
                    temporaryPassword?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        login: string;
                        firstName: string | null;
                        middleName: string | null;
                        lastName: string | null;
                        fullName: string;
                        email: string;
                        activated: boolean;
                        /** @enum {string} */
                        status: "INVITED" | "ACTIVE" | "DEACTIVATED" | "CONTROL_GROUP" | "TEMP_PASSWORD";
                        roles: string[];
                        authorities: string[];
                        tenantPublicId: number;
                        externalCode: string | null;
                        createdBy: string | null;
                        createdDate: string | null;
                        lastModifiedBy: string | null;
                        lastModifiedDate: string | null;
                        lastActivityDate: string | null;
                        departmentId: number | null;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getAgentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        login: string;
                        firstName: string | null;
                        middleName: string | null;
                        lastName: string | null;
                        fullName: string;
                        email: string;
                        activated: boolean;
                        /** @enum {string} */
                        status: "INVITED" | "ACTIVE" | "DEACTIVATED" | "CONTROL_GROUP" | "TEMP_PASSWORD";
                        roles: string[];
                        authorities: string[];
                        tenantPublicId: number;
                        externalCode: string | null;
                        createdBy: string | null;
                        createdDate: string | null;
                        lastModifiedBy: string | null;
                        lastModifiedDate: string | null;
                        lastActivityDate: string | null;
                        departmentId: number | null;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putAgentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    login?: string;
                    email: string;
                    firstName: string;
                    middleName?: string | null;
                    lastName: string;
                    roles?: string[];
                    departmentId?: number | null;
                    externalCode?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        login: string;
                        firstName: string | null;
                        middleName: string | null;
                        lastName: string | null;
                        fullName: string;
                        email: string;
                        activated: boolean;
                        /** @enum {string} */
                        status: "INVITED" | "ACTIVE" | "DEACTIVATED" | "CONTROL_GROUP" | "TEMP_PASSWORD";
                        roles: string[];
                        authorities: string[];
                        tenantPublicId: number;
                        externalCode: string | null;
                        createdBy: string | null;
                        createdDate: string | null;
                        lastModifiedBy: string | null;
                        lastModifiedDate: string | null;
                        lastActivityDate: string | null;
                        departmentId: number | null;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAgentsByIdDeactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        login: string;
                        firstName: string | null;
                        middleName: string | null;
                        lastName: string | null;
                        fullName: string;
                        email: string;
                        activated: boolean;
                        /** @enum {string} */
                        status: "INVITED" | "ACTIVE" | "DEACTIVATED" | "CONTROL_GROUP" | "TEMP_PASSWORD";
                        roles: string[];
                        authorities: string[];
                        tenantPublicId: number;
                        externalCode: string | null;
                        createdBy: string | null;
                        createdDate: string | null;
                        lastModifiedBy: string | null;
                        lastModifiedDate: string | null;
                        lastActivityDate: string | null;
                        departmentId: number | null;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAgentsByIdReactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        login: string;
                        firstName: string | null;
                        middleName: string | null;
                        lastName: string | null;
                        fullName: string;
                        email: string;
                        activated: boolean;
                        /** @enum {string} */
                        status: "INVITED" | "ACTIVE" | "DEACTIVATED" | "CONTROL_GROUP" | "TEMP_PASSWORD";
                        roles: string[];
                        authorities: string[];
                        tenantPublicId: number;
                        externalCode: string | null;
                        createdBy: string | null;
                        createdDate: string | null;
                        lastModifiedBy: string | null;
                        lastModifiedDate: string | null;
                        lastActivityDate: string | null;
                        departmentId: number | null;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAgentsByIdResendInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAgentsByIdPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postAgentsByIdControlGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    controlGroup: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        login: string;
                        firstName: string | null;
                        middleName: string | null;
                        lastName: string | null;
                        fullName: string;
                        email: string;
                        activated: boolean;
                        /** @enum {string} */
                        status: "INVITED" | "ACTIVE" | "DEACTIVATED" | "CONTROL_GROUP" | "TEMP_PASSWORD";
                        roles: string[];
                        authorities: string[];
                        tenantPublicId: number;
                        externalCode: string | null;
                        createdBy: string | null;
                        createdDate: string | null;
                        lastModifiedBy: string | null;
                        lastModifiedDate: string | null;
                        lastActivityDate: string | null;
                        departmentId: number | null;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getProgramsByProgramIdTriples: {
        parameters: {
            query?: {
                /** @description Page number, from 0. */
                page?: number;
                /** @description Rows per page. */
                size?: number;
                /** @description `field,asc` or `field,desc`; may repeat. */
                sort?: string;
            };
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                programId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        subject: string;
                        predicate: string;
                        object: string;
                        source: string;
                        aliases: string[];
                        questions: string[];
                        createdBy: string | null;
                        createdDate: string;
                        lastModifiedBy: string | null;
                        lastModifiedDate: string | null;
                    }[];
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postProgramsByProgramIdTriples: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                programId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    predicate: string;
                    object: string;
                    source?: string | null;
                    aliases?: string[] | null;
                    questions?: string[] | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        subject: string;
                        predicate: string;
                        object: string;
                        source: string;
                        aliases: string[];
                        questions: string[];
                        createdBy: string | null;
                        createdDate: string;
                        lastModifiedBy: string | null;
                        lastModifiedDate: string | null;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getProgramsByProgramIdTriplesStats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                programId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        triples: number;
                        subjects: number;
                        predicates: number;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getProgramsByProgramIdTriplesGraph: {
        parameters: {
            query?: {
                subject?: string;
                depth?: number;
            };
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                programId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nodes: {
                            id: string;
                            label: string;
                        }[];
                        edges: {
                            id: string;
                            source: string;
                            target: string;
                            label: string;
                        }[];
                        truncated: boolean;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getProgramsByProgramIdTriplesExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                programId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getProgramsByProgramIdTriplesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                programId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        subject: string;
                        predicate: string;
                        object: string;
                        source: string;
                        aliases: string[];
                        questions: string[];
                        createdBy: string | null;
                        createdDate: string;
                        lastModifiedBy: string | null;
                        lastModifiedDate: string | null;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putProgramsByProgramIdTriplesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                programId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    predicate: string;
                    object: string;
                    source?: string | null;
                    aliases?: string[] | null;
                    questions?: string[] | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        subject: string;
                        predicate: string;
                        object: string;
                        source: string;
                        aliases: string[];
                        questions: string[];
                        createdBy: string | null;
                        createdDate: string;
                        lastModifiedBy: string | null;
                        lastModifiedDate: string | null;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteProgramsByProgramIdTriplesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                programId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postProgramsByProgramIdTriplesImport: {
        parameters: {
            query?: {
                /** @description `true` checks the file and previews its first rows without storing anything. */
                dryRun?: "true" | "false";
            };
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                programId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        skipped: number;
                        preview?: {
                            subject: string;
                            predicate: string;
                            object: string;
                            source: string;
                            aliases: string[];
                            questions: string[];
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 10 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getProgramsByProgramIdStageModel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                programId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                        stages: {
                            label: string;
                            colour: string;
                            enabled: boolean;
                            examples: string[];
                        }[];
                        order: string[];
                        rules: ({
                            id: string;
                            /** @enum {string} */
                            kind: "before";
                            /** @enum {string} */
                            severity: "info" | "warning" | "critical";
                            stage: string;
                            then: string;
                        } | {
                            id: string;
                            /** @enum {string} */
                            kind: "phrase";
                            /** @enum {string} */
                            severity: "info" | "warning" | "critical";
                            stage: string;
                            /** @enum {string} */
                            speaker: "Agent" | "Visitor";
                            phrases: string[];
                        })[];
                        /** @enum {string} */
                        assistProvider: "parlance";
                        /** @enum {string} */
                        defaultMode: "Visitor" | "Agent";
                        lastModifiedBy: string | null;
                        lastModifiedDate: string | null;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putProgramsByProgramIdStageModel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                programId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: number;
                    stages: {
                        label: string;
                        colour: string;
                        enabled: boolean;
                        examples: string[];
                    }[];
                    order: string[];
                    rules: ({
                        id: string;
                        /** @enum {string} */
                        severity: "info" | "warning" | "critical";
                        stage: string;
                        /** @enum {string} */
                        kind: "before";
                        then: string;
                    } | {
                        id: string;
                        /** @enum {string} */
                        severity: "info" | "warning" | "critical";
                        stage: string;
                        /** @enum {string} */
                        kind: "phrase";
                        /** @enum {string} */
                        speaker: "Agent" | "Visitor";
                        phrases: string[];
                    })[];
                    /** @enum {string} */
                    assistProvider: "parlance";
                    /** @enum {string} */
                    defaultMode: "Visitor" | "Agent";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                        stages: {
                            label: string;
                            colour: string;
                            enabled: boolean;
                            examples: string[];
                        }[];
                        order: string[];
                        rules: ({
                            id: string;
                            /** @enum {string} */
                            kind: "before";
                            /** @enum {string} */
                            severity: "info" | "warning" | "critical";
                            stage: string;
                            then: string;
                        } | {
                            id: string;
                            /** @enum {string} */
                            kind: "phrase";
                            /** @enum {string} */
                            severity: "info" | "warning" | "critical";
                            stage: string;
                            /** @enum {string} */
                            speaker: "Agent" | "Visitor";
                            phrases: string[];
                        })[];
                        /** @enum {string} */
                        assistProvider: "parlance";
                        /** @enum {string} */
                        defaultMode: "Visitor" | "Agent";
                        lastModifiedBy: string | null;
                        lastModifiedDate: string | null;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 10 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getChartPalette: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        colours: string[];
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putChartPalette: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    colours: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        colours: string[];
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getSimulatorFrameSrc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postSimulatorFrameTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ticket: string;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getEngineFrameConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        parentOrigins: string[];
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getEngineWs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Switching protocols: the WebSocket is open. */
            101: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getSimulatorEngagementsByEngagementId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                /** @description The engagement's id. */
                engagementId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        engagementId: string;
                        programId: number;
                        startedDate: string;
                        endedDate: string | null;
                        stages: {
                            label: string;
                            colour: string;
                        }[];
                        messages: {
                            index: number;
                            /** @enum {string} */
                            from: "Agent" | "Visitor";
                            content: string;
                            stage: string;
                            confidence: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postProgramsByProgramIdStageModelLabel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                programId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    messages: {
                        /** @enum {string} */
                        from: "Agent" | "Visitor";
                        content: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                        labels: {
                            stage: string;
                            confidence: number;
                            evidence: {
                                example: string;
                                stage: string;
                                score: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 2 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getProgramsByProgramIdTestSets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                programId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        conversations: number;
                        messages: number;
                        createdBy: string | null;
                        createdDate: string;
                    }[];
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postProgramsByProgramIdTestSets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                programId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    conversations: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        conversations: number;
                        messages: number;
                        createdBy: string | null;
                        createdDate: string;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 5184 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getProgramsByProgramIdTestSetsByTestSetId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                programId: number;
                testSetId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        conversations: number;
                        messages: number;
                        createdBy: string | null;
                        createdDate: string;
                        items: {
                            id: number;
                            messages: {
                                /** @enum {string} */
                                from: "Agent" | "Visitor";
                                content: string;
                                stage: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteProgramsByProgramIdTestSetsByTestSetId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                programId: number;
                testSetId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postProgramsByProgramIdTestSetsByTestSetIdConversations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                programId: number;
                testSetId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    messages: {
                        /** @enum {string} */
                        from: "Agent" | "Visitor";
                        content: string;
                        stage: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        conversations: number;
                        messages: number;
                        createdBy: string | null;
                        createdDate: string;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 5184 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getProgramsByProgramIdTestSetsByTestSetIdRuns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                programId: number;
                testSetId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        testSetId: number;
                        modelVersion: number;
                        accuracy: number;
                        macroF1: number;
                        messages: number;
                        stages: string[];
                        perStage: {
                            stage: string;
                            precision: number;
                            recall: number;
                            f1: number;
                            support: number;
                        }[];
                        confusion: number[][];
                        wrong: {
                            conversation: number;
                            index: number;
                            /** @enum {string} */
                            from: "Agent" | "Visitor";
                            content: string;
                            expected: string;
                            answered: string;
                            confidence: number;
                        }[];
                        createdBy: string | null;
                        createdDate: string;
                    }[];
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postProgramsByProgramIdTestSetsByTestSetIdRuns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                programId: number;
                testSetId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        testSetId: number;
                        modelVersion: number;
                        accuracy: number;
                        macroF1: number;
                        messages: number;
                        stages: string[];
                        perStage: {
                            stage: string;
                            precision: number;
                            recall: number;
                            f1: number;
                            support: number;
                        }[];
                        confusion: number[][];
                        wrong: {
                            conversation: number;
                            index: number;
                            /** @enum {string} */
                            from: "Agent" | "Visitor";
                            content: string;
                            expected: string;
                            answered: string;
                            confidence: number;
                        }[];
                        createdBy: string | null;
                        createdDate: string;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Another test run is going on on this server: runs go one at a time. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getEngagements: {
        parameters: {
            query?: {
                /** @description Page number, from 0. */
                page?: number;
                /** @description Rows per page. */
                size?: number;
                /** @description `field,asc` or `field,desc`; may repeat. */
                sort?: string;
                q?: string;
                /** @description A date YYYY-MM-DD, from 1970-01-01 to 2199-12-31. */
                from?: string;
                /** @description A date YYYY-MM-DD, from 1970-01-01 to 2199-12-31. */
                to?: string;
            };
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        engagementId: string;
                        programId: number;
                        programName: string;
                        agent: {
                            id: number;
                            login: string;
                            name: string;
                            externalCode: string | null;
                        } | null;
                        /** @enum {string} */
                        source: "simulator" | "api" | "import";
                        channel: string | null;
                        /** @enum {string} */
                        status: "ongoing" | "ended";
                        startedDate: string;
                        endedDate: string | null;
                        currentStage: string | null;
                        lastMessage: {
                            /** @enum {string} */
                            from: "Agent" | "Visitor";
                            content: string;
                            time: string;
                        } | null;
                        messageCount: number;
                        alertCount: number;
                    }[];
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getEngagementsByEngagementId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                /** @description The engagement's id. */
                engagementId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        engagementId: string;
                        programId: number;
                        programName: string;
                        agent: {
                            id: number;
                            login: string;
                            name: string;
                            externalCode: string | null;
                        } | null;
                        /** @enum {string} */
                        source: "simulator" | "api" | "import";
                        channel: string | null;
                        /** @enum {string} */
                        status: "ongoing" | "ended";
                        startedDate: string;
                        endedDate: string | null;
                        currentStage: string | null;
                        lastMessage: {
                            /** @enum {string} */
                            from: "Agent" | "Visitor";
                            content: string;
                            time: string;
                        } | null;
                        messageCount: number;
                        alertCount: number;
                        stages: {
                            label: string;
                            colour: string;
                        }[];
                        messages: {
                            index: number;
                            /** @enum {string} */
                            from: "Agent" | "Visitor";
                            content: string;
                            stage: string;
                            engineStage: string;
                            confidence: number;
                            correction: {
                                stage: string;
                                by: string;
                                date: string;
                            } | null;
                            cards: {
                                subject: string;
                                predicate: string;
                                object: string;
                                reason?: string;
                            }[];
                            time: string;
                        }[];
                        alerts: {
                            id: number;
                            engagementId: string;
                            rule: string;
                            /** @enum {string} */
                            kind: "before" | "phrase";
                            /** @enum {string} */
                            severity: "info" | "warning" | "critical";
                            index: number;
                            message: string;
                            createdDate: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putEngagementsByEngagementIdMessagesByIndexStage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                /** @description The engagement's id. */
                engagementId: string;
                /** @description The message's place in the engagement, from 0. */
                index: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stage: string;
                    /** @default false */
                    addAsExample?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        index: number;
                        /** @enum {string} */
                        from: "Agent" | "Visitor";
                        content: string;
                        stage: string;
                        engineStage: string;
                        confidence: number;
                        correction: {
                            stage: string;
                            by: string;
                            date: string;
                        } | null;
                        cards: {
                            subject: string;
                            predicate: string;
                            object: string;
                            reason?: string;
                        }[];
                        time: string;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postEngagementsByEngagementIdTestSet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                /** @description The engagement's id. */
                engagementId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    testSetId?: number;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        conversations: number;
                        messages: number;
                        createdBy: string | null;
                        createdDate: string;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getEngagementsEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        createdBy: string | null;
                        createdDate: string;
                        lastUsedDate: string | null;
                    }[];
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        key: string;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteApiKeysById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postV1Engagements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Your own id of the conversation, unique in the tenant: 1 to 128 letters, digits, -, _, . or :, not dots alone (pattern ^(?!\.+$)[A-Za-z0-9._:-]{1,128}$). The simulator's ids are PLATFORM and a number. */
                    engagementId: string;
                    program: number;
                    agent?: {
                        externalCode: string;
                    };
                    channel: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        engagementId: string;
                        programId: number;
                        programName: string;
                        agent: {
                            id: number;
                            login: string;
                            name: string;
                            externalCode: string | null;
                        } | null;
                        /** @enum {string} */
                        source: "simulator" | "api" | "import";
                        channel: string | null;
                        /** @enum {string} */
                        status: "ongoing" | "ended";
                        startedDate: string;
                        endedDate: string | null;
                        currentStage: string | null;
                        lastMessage: {
                            /** @enum {string} */
                            from: "Agent" | "Visitor";
                            content: string;
                            time: string;
                        } | null;
                        messageCount: number;
                        alertCount: number;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Too many requests with this key to this endpoint in a minute (`API_KEY_RATE_LIMIT_PER_MINUTE`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postV1EngagementsByEngagementIdMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Your own id of the engagement: 1 to 128 letters, digits, -, _, . or :, not dots alone (pattern ^(?!\.+$)[A-Za-z0-9._:-]{1,128}$). */
                engagementId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    from: "Agent" | "Visitor";
                    content: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        index: number;
                        /** @enum {string} */
                        from: "Agent" | "Visitor";
                        stage: string;
                        confidence: number;
                        evidence: {
                            example: string;
                            stage: string;
                            score: number;
                        }[];
                        time: string;
                        /** @enum {string} */
                        type: "label";
                        engagementId: string;
                        cards: {
                            subject: string;
                            predicate: string;
                            object: string;
                            reason?: string;
                        }[];
                        stageChanged: boolean;
                        alerts: {
                            id: number;
                            engagementId: string;
                            rule: string;
                            /** @enum {string} */
                            kind: "before" | "phrase";
                            /** @enum {string} */
                            severity: "info" | "warning" | "critical";
                            index: number;
                            message: string;
                            createdDate: string;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Too many requests with this key to this endpoint in a minute (`API_KEY_RATE_LIMIT_PER_MINUTE`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postV1EngagementsByEngagementIdEnd: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Your own id of the engagement: 1 to 128 letters, digits, -, _, . or :, not dots alone (pattern ^(?!\.+$)[A-Za-z0-9._:-]{1,128}$). */
                engagementId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        engagementId: string;
                        endedDate: string;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Too many requests with this key to this endpoint in a minute (`API_KEY_RATE_LIMIT_PER_MINUTE`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postV1FrameTickets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    agent: {
                        externalCode: string;
                    };
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ticket: string;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Too many requests with this key to this endpoint in a minute (`API_KEY_RATE_LIMIT_PER_MINUTE`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postV1Conversations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Your own id of the conversation, unique in the tenant: 1 to 128 letters, digits, -, _, . or :, not dots alone (pattern ^(?!\.+$)[A-Za-z0-9._:-]{1,128}$). The simulator's ids are PLATFORM and a number. */
                    engagementId: string;
                    program: number;
                    agent?: {
                        externalCode: string;
                    };
                    channel: string;
                    messages: {
                        /** @enum {string} */
                        from: "Agent" | "Visitor";
                        content: string;
                        /**
                         * Format: date-time
                         * @description An ISO 8601 time with seconds and Z or an offset; its instant from 1970-01-01 to 2199-12-31 (UTC).
                         */
                        time: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        engagementId: string;
                        labels: {
                            index: number;
                            stage: string;
                            confidence: number;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 12 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Too many requests with this key to this endpoint in a minute (`API_KEY_RATE_LIMIT_PER_MINUTE`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getReportsFunnel: {
        parameters: {
            query?: {
                /** @description A date YYYY-MM-DD, from 1970-01-01 to 2199-12-31. */
                from?: string;
                /** @description A date YYYY-MM-DD, from 1970-01-01 to 2199-12-31. */
                to?: string;
                programId?: number;
                agentId?: number;
                channel?: string;
                source?: "simulator" | "api" | "import";
                group?: "assisted" | "control";
                /** @description The table a `text/csv` answer holds (default: the first). */
                table?: string;
            };
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        timeZone: string;
                        conversations: number;
                        /** @description The order's stages, in sequence. */
                        stages: {
                            stage: string;
                            reached: number;
                            reachedShare: number | null;
                        }[];
                        /** @description Stages outside the order, reported apart: Not in Anchor and Other (always), then any other stage reached, by label. */
                        outsideOrder: {
                            stage: string;
                            reached: number;
                            reachedShare: number | null;
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getReportsTimeInStage: {
        parameters: {
            query?: {
                /** @description A date YYYY-MM-DD, from 1970-01-01 to 2199-12-31. */
                from?: string;
                /** @description A date YYYY-MM-DD, from 1970-01-01 to 2199-12-31. */
                to?: string;
                programId?: number;
                agentId?: number;
                channel?: string;
                source?: "simulator" | "api" | "import";
                group?: "assisted" | "control";
                /** @description The table a `text/csv` answer holds (default: the first). */
                table?: string;
            };
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        timeZone: string;
                        stages: {
                            stage: string;
                            conversations: number;
                            medianSeconds: number | null;
                            p90Seconds: number | null;
                        }[];
                        handleTime: {
                            medianSeconds: number | null;
                            p90Seconds: number | null;
                        };
                        weekly: {
                            weekStart: string;
                            stage: string;
                            medianSeconds: number | null;
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getReportsFlow: {
        parameters: {
            query?: {
                /** @description A date YYYY-MM-DD, from 1970-01-01 to 2199-12-31. */
                from?: string;
                /** @description A date YYYY-MM-DD, from 1970-01-01 to 2199-12-31. */
                to?: string;
                programId?: number;
                agentId?: number;
                channel?: string;
                source?: "simulator" | "api" | "import";
                group?: "assisted" | "control";
                /** @description The table a `text/csv` answer holds (default: the first). */
                table?: string;
            };
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        timeZone: string;
                        conversations: number;
                        skipped: {
                            stage: string;
                            conversations: number;
                        }[];
                        outOfOrder: {
                            first: string;
                            then: string;
                            conversations: number;
                        }[];
                        alerts: {
                            ruleId: string;
                            /** @enum {string} */
                            severity: "info" | "warning" | "critical";
                            alerts: number;
                            conversations: number;
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getReportsAssistImpact: {
        parameters: {
            query?: {
                /** @description A date YYYY-MM-DD, from 1970-01-01 to 2199-12-31. */
                from?: string;
                /** @description A date YYYY-MM-DD, from 1970-01-01 to 2199-12-31. */
                to?: string;
                programId?: number;
                agentId?: number;
                channel?: string;
                source?: "simulator" | "api" | "import";
                group?: "assisted" | "control";
                /** @description The table a `text/csv` answer holds (default: the first). */
                table?: string;
            };
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        timeZone: string;
                        assisted: {
                            conversations: number;
                            agents: number;
                            reachedRecommend: number;
                            reachedRecommendRate: number | null;
                            rateCi95: [
                                number,
                                number
                            ] | null;
                            medianHandleSeconds: number | null;
                            alertsPerConversation: number | null;
                        };
                        control: {
                            conversations: number;
                            agents: number;
                            reachedRecommend: number;
                            reachedRecommendRate: number | null;
                            rateCi95: [
                                number,
                                number
                            ] | null;
                            medianHandleSeconds: number | null;
                            alertsPerConversation: number | null;
                        };
                        rateDifference: number | null;
                        pValue: number | null;
                        significant: boolean;
                        enoughData: boolean;
                    };
                    "text/csv": string;
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getReportsAgents: {
        parameters: {
            query?: {
                /** @description Page number, from 0. */
                page?: number;
                /** @description Rows per page. */
                size?: number;
                /** @description `field,asc` or `field,desc`; may repeat. */
                sort?: string;
                /** @description A date YYYY-MM-DD, from 1970-01-01 to 2199-12-31. */
                from?: string;
                /** @description A date YYYY-MM-DD, from 1970-01-01 to 2199-12-31. */
                to?: string;
                programId?: number;
                agentId?: number;
                channel?: string;
                source?: "simulator" | "api" | "import";
                group?: "assisted" | "control";
            };
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agent: {
                            id: number;
                            login: string;
                            name: string;
                            externalCode: string | null;
                        };
                        /** @enum {string} */
                        group: "assisted" | "control" | "mixed";
                        conversations: number;
                        reachedRecommendRate: number | null;
                        medianHandleSeconds: number | null;
                        alertsPerConversation: number | null;
                        corrections: number;
                    }[];
                    "text/csv": string;
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getReportsCorrections: {
        parameters: {
            query?: {
                /** @description A date YYYY-MM-DD, from 1970-01-01 to 2199-12-31. */
                from?: string;
                /** @description A date YYYY-MM-DD, from 1970-01-01 to 2199-12-31. */
                to?: string;
                programId?: number;
                agentId?: number;
                channel?: string;
                source?: "simulator" | "api" | "import";
                group?: "assisted" | "control";
                /** @description The table a `text/csv` answer holds (default: the first). */
                table?: string;
            };
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        timeZone: string;
                        byStage: {
                            stage: string;
                            messages: number;
                            corrected: number;
                            correctedShare: number | null;
                        }[];
                        weekly: {
                            weekStart: string;
                            messages: number;
                            corrected: number;
                        }[];
                        confusions: {
                            engineStage: string;
                            stage: string;
                            count: number;
                        }[];
                        testRuns: {
                            testSetId: number;
                            testSetName: string;
                            date: string;
                            modelVersion: number;
                            macroF1: number;
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getReportsConversations: {
        parameters: {
            query?: {
                /** @description Page number, from 0. */
                page?: number;
                /** @description Rows per page. */
                size?: number;
                /** @description `field,asc` or `field,desc`; may repeat. */
                sort?: string;
                /** @description A date YYYY-MM-DD, from 1970-01-01 to 2199-12-31. */
                from?: string;
                /** @description A date YYYY-MM-DD, from 1970-01-01 to 2199-12-31. */
                to?: string;
                programId?: number;
                agentId?: number;
                channel?: string;
                source?: "simulator" | "api" | "import";
                group?: "assisted" | "control";
                reached?: string;
                notReached?: string;
                pairFirst?: string;
                pairThen?: string;
                ruleId?: string;
            };
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        engagementId: string;
                        programId: number;
                        programName: string;
                        agent: {
                            id: number;
                            login: string;
                            name: string;
                            externalCode: string | null;
                        } | null;
                        /** @enum {string} */
                        source: "simulator" | "api" | "import";
                        channel: string | null;
                        /** @enum {string} */
                        status: "ongoing" | "ended";
                        startedDate: string;
                        endedDate: string | null;
                        currentStage: string | null;
                        lastMessage: {
                            /** @enum {string} */
                            from: "Agent" | "Visitor";
                            content: string;
                            time: string;
                        } | null;
                        messageCount: number;
                        alertCount: number;
                    }[];
                    "text/csv": string;
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        url: string;
                        events: ("engagement.ended" | "alert.raised" | "label.corrected" | "conversation.imported")[];
                        description: string | null;
                        enabled: boolean;
                        disabledReason: "failing" | null;
                        failingSince: string | null;
                        createdBy: string | null;
                        createdDate: string;
                    }[];
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events: ("engagement.ended" | "alert.raised" | "label.corrected" | "conversation.imported")[];
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        url: string;
                        events: ("engagement.ended" | "alert.raised" | "label.corrected" | "conversation.imported")[];
                        description: string | null;
                        enabled: boolean;
                        disabledReason: "failing" | null;
                        failingSince: string | null;
                        createdBy: string | null;
                        createdDate: string;
                        secret: string;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    putWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url?: string;
                    events?: ("engagement.ended" | "alert.raised" | "label.corrected" | "conversation.imported")[];
                    description?: string | null;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        url: string;
                        events: ("engagement.ended" | "alert.raised" | "label.corrected" | "conversation.imported")[];
                        description: string | null;
                        enabled: boolean;
                        disabledReason: "failing" | null;
                        failingSince: string | null;
                        createdBy: string | null;
                        createdDate: string;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    deleteWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getWebhooksByIdDeliveries: {
        parameters: {
            query?: {
                /** @description Page number, from 0. */
                page?: number;
                /** @description Rows per page. */
                size?: number;
                /** @description `field,asc` or `field,desc`; may repeat. */
                sort?: string;
            };
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        eventId: string;
                        /** @enum {string} */
                        event: "engagement.ended" | "alert.raised" | "label.corrected" | "conversation.imported" | "webhook.test";
                        /** @enum {string} */
                        status: "pending" | "delivered" | "failed";
                        attempts: number;
                        lastStatusCode: number | null;
                        lastError: string | null;
                        lastResponse: string | null;
                        lastAttemptDate: string | null;
                        nextAttemptDate: string | null;
                        createdDate: string;
                    }[];
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postWebhooksByIdDeliveriesByDeliveryIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
                deliveryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted: queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        eventId: string;
                        /** @enum {string} */
                        event: "engagement.ended" | "alert.raised" | "label.corrected" | "conversation.imported" | "webhook.test";
                        /** @enum {string} */
                        status: "pending" | "delivered" | "failed";
                        attempts: number;
                        lastStatusCode: number | null;
                        lastError: string | null;
                        lastResponse: string | null;
                        lastAttemptDate: string | null;
                        nextAttemptDate: string | null;
                        createdDate: string;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    postWebhooksByIdTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant's public id. */
                tenantPublicId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted: queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        eventId: string;
                        /** @enum {string} */
                        event: "engagement.ended" | "alert.raised" | "label.corrected" | "conversation.imported" | "webhook.test";
                        /** @enum {string} */
                        status: "pending" | "delivered" | "failed";
                        attempts: number;
                        lastStatusCode: number | null;
                        lastError: string | null;
                        lastResponse: string | null;
                        lastAttemptDate: string | null;
                        nextAttemptDate: string | null;
                        createdDate: string;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No session, or no valid key. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The user lacks the authority, or the CSRF token is missing. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description No such resource in the tenant (another tenant's is the same). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The body is larger than 256 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getApiDocsOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getManagementPrometheus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The request is not valid: `fieldErrors` name the fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The database is unavailable; try again after `Retry-After` seconds. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A problem (`application/problem+json`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": {
                        type?: string;
                        title: string;
                        status: number;
                        detail?: string;
                        message?: string;
                        errorKey?: string;
                        fieldErrors?: {
                            objectName?: string;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
}
