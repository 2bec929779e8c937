import {
  controlGroupSchema,
  ROLES,
  USER_LIST_SPEC,
  userCreateSchema,
  userUpdateSchema,
} from '@parlance/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readListQuery, setPaginationHeaders } from '../../lib/list.js';
import { parse } from '../../lib/parse.js';
import { idParam } from '../../lib/route-params.js';
import { principalOf, secureRoute } from '../../plugins/access.js';
import type { AppContext } from '../context.js';
import { findAccessOfUsers, listUsers, toAdminUser } from './user.repository.js';
import {
  type Actor,
  type Collection,
  createUser,
  deactivateUser,
  findTarget,
  reactivateUser,
  resendInvitation,
  sendPasswordResetMail,
  setControlGroup,
  updateUserAccount,
} from './user.service.js';

const actorOf = async (context: AppContext, request: FastifyRequest): Promise<Actor> => ({
  principal: await principalOf(request),
  baseUrl: context.publicUrl(request),
});

const NO_ACCESS = { roles: [], authorities: [] };

/** `/users` lists everyone; `/agents` only holders of ROLE_XLM_AGENT. Both are served by the same code. */
const collectionRoutes = (app: FastifyInstance, context: AppContext, name: 'users' | 'agents') => {
  const { db } = context;
  const collection: Collection = { agentsOnly: name === 'agents' };
  const base = `/:tenantPublicId/api/${name}` as const;

  secureRoute(app, `GET ${base}`, async (request, reply) => {
    const principal = await principalOf(request);
    const query = readListQuery(request, USER_LIST_SPEC);
    const { rows, total } = await listUsers(
      db,
      principal.tenantId,
      query,
      context.load,
      collection.agentsOnly ? ROLES.agent : undefined,
    );
    const access = await findAccessOfUsers(
      db.kysely,
      principal.tenantId,
      rows.map((row) => row.id),
    );
    setPaginationHeaders(request, reply, query, total);
    return rows.map((row) => toAdminUser(row, principal.tenantPublicId, access.get(row.id) ?? NO_ACCESS));
  });

  secureRoute(app, `POST ${base}`, async (request, reply) => {
    const input = parse(userCreateSchema, request.body);
    const actor = await actorOf(context, request);
    const created = await createUser(context, actor, collection, input, request.log);
    return reply
      .code(201)
      .header('location', `/${actor.principal.tenantPublicId}/api/${name}/${created.id}`)
      .send(created);
  });

  secureRoute(app, `GET ${base}/:id`, async (request) => {
    const principal = await principalOf(request);
    const { user, access } = await findTarget(db.kysely, principal.tenantId, idParam(request), collection);
    return toAdminUser(user, principal.tenantPublicId, access);
  });

  secureRoute(app, `PUT ${base}/:id`, async (request) => {
    const id = idParam(request);
    const input = parse(userUpdateSchema, request.body);
    return updateUserAccount(context, await actorOf(context, request), collection, id, input);
  });

  secureRoute(app, `POST ${base}/:id/deactivate`, async (request) =>
    deactivateUser(context, await actorOf(context, request), collection, idParam(request)),
  );

  secureRoute(app, `POST ${base}/:id/reactivate`, async (request) =>
    reactivateUser(context, await actorOf(context, request), collection, idParam(request)),
  );

  secureRoute(app, `POST ${base}/:id/resend-invitation`, async (request, reply) => {
    await resendInvitation(context, await actorOf(context, request), collection, idParam(request));
    return reply.code(204).send();
  });

  secureRoute(app, `POST ${base}/:id/password-reset`, async (request, reply) => {
    await sendPasswordResetMail(context, await actorOf(context, request), collection, idParam(request));
    return reply.code(204).send();
  });
};

export const userRoutes = async (app: FastifyInstance, context: AppContext) => {
  collectionRoutes(app, context, 'users');
  collectionRoutes(app, context, 'agents');

  secureRoute(app, 'POST /:tenantPublicId/api/agents/:id/control-group', async (request) => {
    const id = idParam(request);
    const { controlGroup } = parse(controlGroupSchema, request.body);
    return setControlGroup(context, await actorOf(context, request), id, controlGroup);
  });
};
