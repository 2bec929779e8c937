/**
 * The `/api/v1` part of Parlance's OpenAPI document (`/api-docs/openapi.json`) as TypeScript types, made by
 * openapi-typescript. Generated: do not edit. After a change to the API, run `npm run generate -w
 * packages/api-client`; the server test `api-client.test.ts` fails while this file is out of date. It keeps
 * the generator's formatting (biome.json leaves it out), since that test compares it byte for byte.
 */

export interface paths {
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
}
