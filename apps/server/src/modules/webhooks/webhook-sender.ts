import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import {
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_RESPONSE_MAX,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMEOUT_MS,
} from '@parlance/shared';
import { type AddressPolicy, checkedLookup, hostOf, isPrivateAddress, urlRefusal } from './address-policy.js';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: what `Parlance-Signature` carries. */
export const webhookSignature = (secret: string, body: string, unixSeconds: number) =>
  `t=${unixSeconds},v1=${createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')}`;

export interface SendOutcome {
  /** The answer's status, when one came. */
  statusCode?: number;
  /** Its body's first `WEBHOOK_RESPONSE_MAX` bytes. */
  response?: string;
  /** Why no answer came: refused address, timeout, connection error. */
  error?: string;
}

export interface SendRequest {
  url: string;
  secret: string;
  eventId: string;
  body: string;
}

/**
 * One `POST` of a delivery: signed, to the address checked at this moment (the lookup refuses private ones and pins
 * the one it checked), no redirect followed, the whole exchange within `timeoutMs`, at most 4 KB of the answer read.
 */
export const createWebhookSender = (policy: AddressPolicy, timeoutMs: number = WEBHOOK_TIMEOUT_MS) => {
  const lookup = checkedLookup(policy);
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 4 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 4 }),
  };
  const inFlight = new Set<http.ClientRequest>();

  const send = (request: SendRequest): Promise<SendOutcome> => {
    const refusal = urlRefusal(request.url, policy);
    if (refusal) return Promise.resolve({ error: refusal });
    const url = new URL(request.url);
    const host = hostOf(url);
    if (isIP(host) && !policy.allowPrivate && isPrivateAddress(host))
      return Promise.resolve({ error: 'The address is private.' });
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise<SendOutcome>((resolve) => {
      let settled = false;
      const finish = (outcome: SendOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        inFlight.delete(outgoing);
        resolve(outcome);
      };
      const outgoing = transport.request(
        url,
        {
          method: 'POST',
          agent: agents[url.protocol as 'http:' | 'https:'],
          lookup,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(request.body),
            'user-agent': 'Parlance-Webhooks/1',
            [WEBHOOK_EVENT_ID_HEADER]: request.eventId,
            [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(
              request.secret,
              request.body,
              Math.floor(Date.now() / 1000),
            ),
          },
        },
        (answer) => {
          const chunks: Buffer[] = [];
          let size = 0;
          const done = () => {
            const text = Buffer.concat(chunks)
              .subarray(0, WEBHOOK_RESPONSE_MAX)
              .toString('utf8')
              // PostgreSQL's text holds no NUL.
              .replaceAll('\u0000', '');
            finish({ statusCode: answer.statusCode ?? 0, response: text });
          };
          answer.on('data', (chunk: Buffer) => {
            if (size >= WEBHOOK_RESPONSE_MAX) return;
            chunks.push(chunk);
            size += chunk.length;
            if (size >= WEBHOOK_RESPONSE_MAX) {
              // Enough read: the rest is not wanted, nor is the socket kept.
              done();
              answer.destroy();
            }
          });
          answer.on('end', done);
          answer.on('error', done);
          answer.on('close', done);
        },
      );
      inFlight.add(outgoing);
      const timer = setTimeout(() => {
        outgoing.destroy();
        finish({ error: `No answer within ${Math.round(timeoutMs / 1000)} seconds.` });
      }, timeoutMs);
      outgoing.on('error', (error: NodeJS.ErrnoException) =>
        finish({
          error:
            error.code === 'EWEBHOOKADDRESS'
              ? 'The name resolves to a private address.'
              : `${error.code ?? 'Error'}: ${error.message}`.slice(0, 500),
        }),
      );
      outgoing.end(request.body);
    });
  };

  return {
    send,
    /** Ends every send in flight (their outcome is an error) and the kept sockets. */
    close() {
      for (const outgoing of inFlight) outgoing.destroy(new Error('shutting down'));
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
};
