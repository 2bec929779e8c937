import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone. */
  text: string;
}

const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** A real SMTP server on loopback that keeps what it receives. */
export const startSmtpServer = async () => {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeQuotedPrintable(raw),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Waits for a mail to `address` (up to `timeoutMs`). */
    async waitFor(address: string, timeoutMs = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((mail) => mail.to.includes(address.toLowerCase()));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The first link to the reset-finish page in a mail. */
export const resetLink = (mail: ReceivedMail) => {
  const match = /https?:\/\/[^\s"<]+\/account\/reset\/finish\?key=[^\s"<&]+(&amp;create=1|&create=1)?/.exec(
    mail.text,
  );
  if (!match) throw new Error('no reset link in the mail');
  return match[0].replace('&amp;', '&');
};
