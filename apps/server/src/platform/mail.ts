import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.js';
import { mailOutbox } from './db/tables.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Mail through an SMTP server (nodemailer); `SMTP_URL` carries host, port, TLS and login. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
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
    async send(message) {
      await db
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
