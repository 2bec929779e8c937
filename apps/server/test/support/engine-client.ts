import { createRequire } from 'node:module';
import type { ServerFrame } from '@parlance/shared';

// `ws` (installed with @fastify/websocket) has no type declarations here; this is its typed face (the engine
// bench's load generator uses it too).
const require = createRequire(import.meta.url);
export const WebSocketClient = require('ws') as new (
  url: string,
  options: { headers?: Record<string, string> },
) => {
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'open', listener: () => void): void;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  send(data: string): void;
  close(): void;
};

/** A test client of the engine's WebSocket: collects frames, waits for the next one or for the close. */
export class EngineClient {
  readonly frames: ServerFrame[] = [];
  private readonly waiting: ((frame: ServerFrame) => void)[] = [];
  private read = 0;
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly opened: Promise<boolean>;
  private readonly socket: InstanceType<typeof WebSocketClient>;

  constructor(url: string, origin: string) {
    this.socket = new WebSocketClient(url, { headers: { origin } });
    this.socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as ServerFrame;
      this.frames.push(frame);
      const next = this.waiting.shift();
      if (next) {
        this.read++;
        next(frame);
      }
    });
    this.socket.on('error', () => {});
    this.closed = new Promise((resolve) =>
      this.socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    this.opened = new Promise((resolve) => {
      this.socket.on('open', () => resolve(true));
      void this.closed.then(() => resolve(false));
    });
  }

  /** The next frame not read yet. */
  next(timeoutMs = 5000): Promise<ServerFrame> {
    if (this.read < this.frames.length) return Promise.resolve(this.frames[this.read++]!);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no frame in time')), timeoutMs);
      this.waiting.push((frame) => {
        clearTimeout(timer);
        resolve(frame);
      });
    });
  }

  send(message: unknown) {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Sends and answers the next frame. */
  async ask(message: unknown): Promise<ServerFrame> {
    this.send(message);
    return this.next();
  }

  close() {
    this.socket.close();
  }
}
