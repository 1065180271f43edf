import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives, so that tests read verification
 * codes from actual mail sent through nodemailer.
 */
export class TestSmtp {
  readonly mails: ReceivedMail[] = [];
  private waiters: Array<() => void> = [];
  private server: SMTPServer;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          this.mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          for (const wake of this.waiters.splice(0)) wake();
          callback();
        });
      },
    });
    // A sender that goes away mid-conversation (a server a test kills while it mails) resets
    // its connection; smtp-server reports that on the server, where no listener would make it
    // an uncaught exception. A mail a test waits for still fails that test by not arriving.
    this.server.on('error', () => undefined);
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  /** Mail to an address, oldest first. */
  to(address: string): ReceivedMail[] {
    return this.mails.filter((m) => m.to.includes(address.toLowerCase()));
  }

  /**
   * Waits until `count` mails have reached `address` (the SMTP server answers after storing).
   * The bound only fails a test: a sign-up mail takes well under a second on a quiet machine,
   * but more than 10 s was seen with three browsers and their servers on two cores.
   */
  async waitFor(address: string, count = 1, timeoutMs = 30_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.to(address).length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail for ${address} after ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.to(address);
  }

  /** The first mail to an address with this subject (security mail arrives in any order). */
  async withSubject(address: string, subject: string): Promise<ReceivedMail> {
    for (let wanted = 1; ; wanted += 1) {
      const mail = (await this.waitFor(address, wanted)).find(
        (m) => mailSubject(m.raw) === subject,
      );
      if (mail) return mail;
    }
  }

  /**
   * The six-digit code of the newest mail to an address that carries one, the `count`th or a
   * later one: security mail (a sign-in from a new browser, a password changed) is sent without
   * waiting and may arrive before or after a code mail.
   */
  async latestCode(address: string, count = 1): Promise<string> {
    for (let wanted = count; ;) {
      const mails = await this.waitFor(address, wanted);
      const code = mails
        .slice(count - 1)
        .reverse()
        .map((mail) => /^ {4}(\d{6})$/m.exec(mailText(mail.raw))?.[1])
        .find((found) => found !== undefined);
      if (code !== undefined) return code;
      wanted = mails.length + 1;
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * The text of a single-part mail as its reader sees it: the body after the headers, decoded
 * from quoted-printable or base64 (nodemailer picks by content), with lines ending in `\n`.
 */
export function mailText(raw: string): string {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const encoding = /^content-transfer-encoding:\s*([\w-]+)/im.exec(head)?.[1]?.toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body.replace(/=\r?\n/g, ''))
        : Buffer.from(body, 'utf8');
  return bytes.toString('utf8').replace(/\r\n/g, '\n');
}

/**
 * The subject of a raw mail as its reader sees it: folded lines unfolded and RFC 2047 encoded
 * words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) decoded, as a subject in any language is sent.
 */
export function mailSubject(raw: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!;
  const folded = /^Subject:(.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1];
  if (folded === undefined) return undefined;
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  return folded
    .replace(/\r?\n[ \t]/g, ' ')
    .trim()
    .replace(/(\?=)\s+(?==\?)/g, '$1') // whitespace between encoded words is not text
    .replace(word, (_all, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : quotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

/** The bytes of quoted-printable text (`=XX` escapes; soft line breaks already removed). */
function quotedPrintable(text: string): Buffer {
  return Buffer.from(
    text.replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
}
