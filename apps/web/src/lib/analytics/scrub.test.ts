import { describe, expect, it } from 'vitest';
import { scrubEvent } from './scrub';

describe('scrubEvent', () => {
  it('cuts query strings and fragments from the page context and page properties', () => {
    const event = {
      type: 'page',
      properties: {
        path: '/account/reset/finish',
        url: 'http://h/account/reset/finish?key=secret',
        search: '?key=secret',
        referrer: 'http://h/login#x',
      },
      context: {
        page: {
          url: 'http://h/account/reset/finish?key=secret',
          search: '?key=secret',
          referrer: 'http://mail.example.com/?key=secret',
          path: '/account/reset/finish',
        },
      },
    };
    scrubEvent(event);
    expect(event).toEqual({
      type: 'page',
      properties: {
        path: '/account/reset/finish',
        url: 'http://h/account/reset/finish',
        search: '',
        referrer: 'http://h/login',
      },
      context: {
        page: {
          url: 'http://h/account/reset/finish',
          search: '',
          referrer: 'http://mail.example.com/',
          path: '/account/reset/finish',
        },
      },
    });
  });

  it("leaves a track event's own properties alone", () => {
    const event = { type: 'track', properties: { url: 'kept?x=1' }, context: {} };
    scrubEvent(event);
    expect(event.properties.url).toBe('kept?x=1');
  });
});
