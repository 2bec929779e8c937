import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * With `SMTP_URL` mail goes out through nodemailer; without it, it is kept in the outbox table and logged,
 * so that the embedded default works offline.
 */
export const createMailer = (options: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
}): Mailer => {
  const { smtpUrl, from, db, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(mail) {
      await db.kysely
        .insertInto('outbox')
        .values({
          recipient: mail.to,
          subject: mail.subject,
          body_text: mail.text,
          body_html: mail.html,
          created_date: nowIso(),
        })
        .execute();
      log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in the outbox');
    },
    close: () => {},
  };
};
