import type { Language } from '@swx/contract';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.js';
import { mailOutbox } from './db/tables.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The language the mail is written in (what a wrapper adds is written in it too). */
  language?: Language;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /**
   * Sends a mail. `via` is the transaction the caller is in, if any: the mailer's own reads and
   * writes (the dev outbox, the anti-phishing code) go through it, because the embedded
   * database has one connection and a query outside the caller's transaction would wait for
   * that transaction, which waits for the mail, forever.
   */
  send(message: MailMessage, via?: Db): Promise<void>;
  close(): Promise<void>;
}

/** Mail through an SMTP server (nodemailer); `SMTP_URL` carries host, port, TLS and login. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * Without SMTP, mail goes to the dev outbox: a table (the back office shows it) and the log,
 * so that a developer can read a verification code.
 */
export function outboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    async send(message, via) {
      await (via ?? db)
        .insert(mailOutbox)
        .values({ recipient: message.to, subject: message.subject, bodyText: message.text });
      log.info(
        { mail: { to: message.to, subject: message.subject, text: message.text } },
        'dev outbox mail',
      );
    },
    async close() {},
  };
}
