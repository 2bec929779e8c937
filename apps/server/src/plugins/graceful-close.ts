import type { FastifyInstance } from 'fastify';

/**
 * While the server closes, requests already received are answered, each with `Connection: close`, so that a
 * keep-alive connection that carried one ends with it instead of holding the close open until it idles out.
 */
export const registerGracefulClose = (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
};
