import { expect } from '@playwright/test';
import { MAIL_HTTP_PORT } from '../playwright.config.js';

/** Waits for a mail to `address` at the loopback SMTP peer and returns the link to the reset-finish page. */
export const waitForMailLink = async (address: string): Promise<string> => {
  let link = '';
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `http://127.0.0.1:${MAIL_HTTP_PORT}/mails?to=${encodeURIComponent(address)}`,
        );
        const mails = (await response.json()) as { text: string }[];
        const match =
          /https?:\/\/[^\s"<]+\/account\/reset\/finish\?key=[^\s"<&]+(&amp;create=1|&create=1)?/.exec(
            mails.at(-1)?.text ?? '',
          );
        link = match ? match[0].replace('&amp;', '&') : '';
        return link;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  return link;
};
