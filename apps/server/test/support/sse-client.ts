import { type IncomingHttpHeaders, type IncomingMessage, request } from 'node:http';
import { SESSION_COOKIE } from '@parlance/shared';

export interface SseEvent {
  id: string | undefined;
  event: string;
  data: unknown;
}

export interface SseOptions {
  /** The session id to send as the session cookie. */
  session?: string;
  lastEventId?: string;
  headers?: Record<string, string>;
}

/**
 * A small server-sent events client over a real socket, as a browser's EventSource reads a stream: the answer's
 * status and headers, then each event (`id`, `event`, JSON `data`) as it arrives; comments count as heartbeats.
 */
export class SseClient {
  readonly events: SseEvent[] = [];
  heartbeats = 0;
  ended = false;
  /** Resolves once the stream has ended, by the server's doing or by `abort()`. */
  readonly closed: Promise<void>;
  private response: IncomingMessage | undefined;
  private waiters: (() => void)[] = [];
  private buffer = '';
  private onClosed!: () => void;

  private constructor(
    readonly status: number,
    readonly headers: IncomingHttpHeaders,
    readonly body: string,
    private readonly abortRequest: () => void,
  ) {
    this.closed = new Promise((resolve) => {
      this.onClosed = resolve;
    });
  }

  /** Opens `url` (absolute); resolves once the answer's head (and, for a refusal, its body) has arrived. */
  static connect(url: string, options: SseOptions = {}): Promise<SseClient> {
    const headers: Record<string, string> = { accept: 'text/event-stream', ...options.headers };
    if (options.session) headers.cookie = `${SESSION_COOKIE}=${options.session}`;
    if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
    return new Promise((resolve, reject) => {
      const req = request(url, { headers }, (response) => {
        response.setEncoding('utf8');
        if (response.statusCode !== 200) {
          let body = '';
          response.on('data', (chunk: string) => {
            body += chunk;
          });
          response.on('end', () => {
            const client = new SseClient(response.statusCode ?? 0, response.headers, body, () => {});
            client.finish();
            resolve(client);
          });
          return;
        }
        const client = new SseClient(200, response.headers, '', () => req.destroy());
        client.response = response;
        response.on('data', (chunk: string) => client.receive(chunk));
        response.on('end', () => client.finish());
        response.on('close', () => client.finish());
        response.on('error', () => client.finish());
        resolve(client);
      });
      req.on('error', reject);
      req.end();
    });
  }

  private receive(chunk: string) {
    this.buffer += chunk;
    let boundary = this.buffer.indexOf('\n\n');
    while (boundary >= 0) {
      const block = this.buffer.slice(0, boundary);
      this.buffer = this.buffer.slice(boundary + 2);
      this.parse(block);
      boundary = this.buffer.indexOf('\n\n');
    }
    this.wake();
  }

  private parse(block: string) {
    let id: string | undefined;
    let event = 'message';
    const data: string[] = [];
    let comment = false;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        comment = true;
        continue;
      }
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) this.events.push({ id, event, data: JSON.parse(data.join('\n')) });
    else if (comment) this.heartbeats++;
  }

  private finish() {
    if (this.ended) return;
    this.ended = true;
    this.onClosed();
    this.wake();
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter();
  }

  /**
   * Waits until `condition` holds (checked on every arrival), or fails after `timeoutMs`: a bound for a stream that
   * never delivers, generous enough that a loaded machine's slowness does not fail the test.
   */
  async until(condition: () => boolean, timeoutMs = 20_000, what = 'a condition'): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      const left = deadline - Date.now();
      if (left <= 0 || (this.ended && !condition()))
        throw new Error(`stream: waited for ${what}; got ${JSON.stringify(this.events.map((e) => e.event))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The events of a type that have arrived. */
  ofType(type: string) {
    return this.events.filter((event) => event.event === type);
  }

  /** The id of the last event with one. */
  get lastEventId() {
    return this.events.findLast((event) => event.id !== undefined)?.id;
  }

  /** Stops reading (a slow client); `resume()` reads on. */
  pause() {
    this.response?.pause();
  }
  resume() {
    this.response?.resume();
  }

  abort() {
    this.abortRequest();
    this.finish();
  }
}
