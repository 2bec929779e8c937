import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@parlance/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

type Body = Record<string, unknown> | unknown[] | string | undefined;

export interface RequestOptions {
  /** Send the body form-encoded (the sign-in call). */
  form?: boolean;
  /** Send the body as raw text, text/plain unless `headers` name another type (the reset-init call). */
  text?: boolean;
  /** Leave out the X-XSRF-TOKEN header. */
  noCsrf?: boolean;
  headers?: Record<string, string>;
}

/** A browser-like client over `app.inject`: keeps cookies and echoes the XSRF cookie, as the web app does. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  get sessionId() {
    return this.cookies.get(SESSION_COOKIE);
  }

  async request(method: string, url: string, body?: Body, options: RequestOptions = {}) {
    if (!this.cookies.has(XSRF_COOKIE) && method !== 'GET') await this.request('GET', '/api/authenticate');
    const headers: Record<string, string> = { ...options.headers };
    let payload: string | undefined;
    if (body !== undefined) {
      if (options.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(body as Record<string, string>).toString();
      } else if (options.text) {
        // A raw text body; its content type may be named by the caller (a malformed JSON body, say).
        headers['content-type'] ??= 'text/plain';
        payload = String(body);
      } else {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      }
    }
    const xsrf = this.cookies.get(XSRF_COOKIE);
    if (xsrf && !options.noCsrf) headers[XSRF_HEADER] = xsrf;
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const response = await this.app.inject({ method: method as 'GET', url, headers, payload });
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const cleared =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() < Date.now());
      if (cleared) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, options?: RequestOptions) {
    return this.request('GET', url, undefined, options);
  }
  post(url: string, body?: Body, options?: RequestOptions) {
    return this.request('POST', url, body, options);
  }
  put(url: string, body?: Body, options?: RequestOptions) {
    return this.request('PUT', url, body, options);
  }
  delete(url: string, options?: RequestOptions) {
    return this.request('DELETE', url, undefined, options);
  }

  login(username: string, password: string): Promise<LightMyRequestResponse> {
    return this.post('/api/authentication', { username, password }, { form: true });
  }
}
