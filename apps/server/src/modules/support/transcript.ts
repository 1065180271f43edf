import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  Code,
  SUPPORT_CODE_MAX_TRIES,
  SUPPORT_CODE_TTL_MS,
  SUPPORT_TRANSCRIPTS_PER_HOUR,
  type Language,
  type SendSupportTranscriptResult,
} from '@swx/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rows } from '../../platform/db/rows.js';
import { AppError, RateLimitedError } from '../../platform/http/errors.js';
import type { Mailer } from '../../platform/mail.js';
import type { RateLimiter } from '../../platform/rate-limiter.js';
import { ownedBy, type SupportOwner } from './service.js';

/**
 * A conversation's transcript by email (issue 21). A signed-in customer's goes to their
 * account's email (proven at sign-up); a visitor's only to an email they proved: the first
 * request mails a six-digit code, the request with it marks the email proven and mails the
 * transcript. Requests are limited per owner and hour, codes expire and take few wrong tries.
 */

const HOUR_MS = 3_600_000;

interface TranscriptText {
  subject: string;
  intro: string;
  /** The customer's own lines. */
  you: string;
  image: string;
  footer: (link: string) => string;
  codeSubject: string;
  codeBody: (minutes: number) => string;
  codeFooter: string;
}

const TEXTS: Record<Language, TranscriptText> = {
  en: {
    subject: 'Your conversation with SWX support',
    intro: 'Here is your conversation with SWX support, as you asked (times in UTC):',
    you: 'You',
    image: '[image]',
    footer: (link) =>
      `To continue it, open the support chat on ${link}. SWX support never asks for your password or codes.`,
    codeSubject: 'Your SWX support code',
    codeBody: (minutes) =>
      `Enter this code in the support chat to receive your conversation by email. It expires in ${minutes} minutes.`,
    codeFooter: 'If you did not ask for it, ignore this email: nothing is sent without the code.',
  },
  zh: {
    subject: '您与 SWX 客服的对话记录',
    intro: '以下是您要求发送的与 SWX 客服的对话记录（时间为 UTC）：',
    you: '您',
    image: '[图片]',
    footer: (link) =>
      `如需继续对话，请在 ${link} 打开在线客服。SWX 客服绝不会索取您的密码或验证码。`,
    codeSubject: '您的 SWX 客服验证码',
    codeBody: (minutes) =>
      `请在在线客服中输入此验证码，以通过邮件接收对话记录。验证码 ${minutes} 分钟内有效。`,
    codeFooter: '如果这不是您本人的操作，请忽略此邮件：没有验证码，我们不会发送任何内容。',
  },
  hk: {
    subject: '您與 SWX 客服的對話記錄',
    intro: '以下是您要求發送的與 SWX 客服的對話記錄（時間為 UTC）：',
    you: '您',
    image: '[圖片]',
    footer: (link) =>
      `如需繼續對話，請在 ${link} 開啟網上客服。SWX 客服絕不會索取您的密碼或驗證碼。`,
    codeSubject: '您的 SWX 客服驗證碼',
    codeBody: (minutes) =>
      `請在網上客服中輸入此驗證碼，以透過電郵接收對話記錄。驗證碼 ${minutes} 分鐘內有效。`,
    codeFooter: '如果這不是您本人的操作，請忽略此電郵：沒有驗證碼，我們不會發送任何內容。',
  },
  ja: {
    subject: 'SWX サポートとの会話記録',
    intro: 'ご依頼いただいた SWX サポートとの会話記録です（時刻は UTC）：',
    you: 'あなた',
    image: '[画像]',
    footer: (link) =>
      `会話を続けるには、${link} でサポートチャットを開いてください。SWX サポートがパスワードや認証コードを尋ねることはありません。`,
    codeSubject: 'SWX サポートの確認コード',
    codeBody: (minutes) =>
      `会話記録をメールで受け取るには、サポートチャットにこのコードを入力してください。有効期限は ${minutes} 分です。`,
    codeFooter:
      'お心当たりがない場合は、このメールを無視してください。コードなしでは何も送信されません。',
  },
  ko: {
    subject: 'SWX 고객지원과의 대화 내용',
    intro: '요청하신 SWX 고객지원과의 대화 내용입니다(시간은 UTC 기준):',
    you: '나',
    image: '[이미지]',
    footer: (link) =>
      `대화를 이어가려면 ${link}에서 고객지원 채팅을 여세요. SWX 고객지원은 비밀번호나 인증 코드를 절대 요청하지 않습니다.`,
    codeSubject: 'SWX 고객지원 인증 코드',
    codeBody: (minutes) =>
      `대화 내용을 이메일로 받으려면 고객지원 채팅에 이 코드를 입력하세요. 코드는 ${minutes}분 후 만료됩니다.`,
    codeFooter:
      '요청하지 않으셨다면 이 이메일을 무시하세요. 코드 없이는 아무것도 발송되지 않습니다.',
  },
  de: {
    subject: 'Ihr Gespräch mit dem SWX-Support',
    intro: 'Hier ist, wie gewünscht, Ihr Gespräch mit dem SWX-Support (Zeiten in UTC):',
    you: 'Sie',
    image: '[Bild]',
    footer: (link) =>
      `Um es fortzusetzen, öffnen Sie den Support-Chat auf ${link}. Der SWX-Support fragt nie nach Ihrem Passwort oder Ihren Codes.`,
    codeSubject: 'Ihr Code für den SWX-Support',
    codeBody: (minutes) =>
      `Geben Sie diesen Code im Support-Chat ein, um Ihr Gespräch per E-Mail zu erhalten. Er ist ${minutes} Minuten gültig.`,
    codeFooter:
      'Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ohne den Code wird nichts gesendet.',
  },
  fr: {
    subject: 'Votre conversation avec le support SWX',
    intro: 'Voici, comme demandé, votre conversation avec le support SWX (heures en UTC) :',
    you: 'Vous',
    image: '[image]',
    footer: (link) =>
      `Pour la poursuivre, ouvrez le chat d’assistance sur ${link}. Le support SWX ne vous demande jamais votre mot de passe ni vos codes.`,
    codeSubject: 'Votre code du support SWX',
    codeBody: (minutes) =>
      `Saisissez ce code dans le chat d’assistance pour recevoir votre conversation par e-mail. Il expire dans ${minutes} minutes.`,
    codeFooter:
      'Si vous ne l’avez pas demandé, ignorez cet e-mail : rien n’est envoyé sans le code.',
  },
  it: {
    subject: 'La tua conversazione con l’assistenza SWX',
    intro: 'Ecco, come richiesto, la tua conversazione con l’assistenza SWX (orari in UTC):',
    you: 'Tu',
    image: '[immagine]',
    footer: (link) =>
      `Per continuarla, apri la chat di assistenza su ${link}. L’assistenza SWX non chiede mai la tua password o i tuoi codici.`,
    codeSubject: 'Il tuo codice dell’assistenza SWX',
    codeBody: (minutes) =>
      `Inserisci questo codice nella chat di assistenza per ricevere la conversazione via email. Scade tra ${minutes} minuti.`,
    codeFooter:
      'Se non l’hai richiesto, ignora questa email: senza il codice non viene inviato nulla.',
  },
  ar: {
    subject: 'محادثتك مع فريق دعم SWX',
    intro: 'إليك محادثتك مع فريق دعم SWX كما طلبت (الأوقات بتوقيت UTC):',
    you: 'أنت',
    image: '[صورة]',
    footer: (link) =>
      `لمتابعتها، افتح محادثة الدعم على ${link}. لا يطلب فريق دعم SWX أبدًا كلمة مرورك أو رموزك.`,
    codeSubject: 'رمزك من فريق دعم SWX',
    codeBody: (minutes) =>
      `أدخل هذا الرمز في محادثة الدعم لتصلك المحادثة بالبريد الإلكتروني. تنتهي صلاحيته بعد ${minutes} دقيقة.`,
    codeFooter: 'إن لم تطلبه، فتجاهل هذه الرسالة: لا يُرسل شيء من دون الرمز.',
  },
  es: {
    subject: 'Tu conversación con el soporte de SWX',
    intro: 'Aquí tienes, como pediste, tu conversación con el soporte de SWX (horas en UTC):',
    you: 'Tú',
    image: '[imagen]',
    footer: (link) =>
      `Para continuarla, abre el chat de soporte en ${link}. El soporte de SWX nunca te pedirá tu contraseña ni tus códigos.`,
    codeSubject: 'Tu código del soporte de SWX',
    codeBody: (minutes) =>
      `Introduce este código en el chat de soporte para recibir tu conversación por correo. Caduca en ${minutes} minutos.`,
    codeFooter: 'Si no lo has pedido, ignora este correo: no se envía nada sin el código.',
  },
};

export interface TranscriptLine {
  /** Null for the customer's own lines. */
  agent: string | null;
  body: string;
  image: boolean;
  createdAt: Date;
}

/** "2026-11-28 10:02" (UTC). */
const stamp = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

/** The transcript mail: each message with its time and author, the link to continue. */
export function transcriptMail(language: Language, lines: readonly TranscriptLine[], link: string) {
  const text = TEXTS[language];
  const body = lines
    .map((line) => {
      const content = [line.image ? text.image : '', line.body].filter((p) => p !== '').join(' ');
      return `[${stamp(line.createdAt)}] ${line.agent ?? text.you}:\n${content.replace(/^/gm, '  ')}`;
    })
    .join('\n\n');
  return {
    subject: text.subject,
    text: `${text.intro}\n\n${body}\n\n${text.footer(link)}\n`,
  };
}

/** The mail of the code that proves a visitor's email (the code on a line of its own). */
export function transcriptCodeMail(language: Language, code: string) {
  const text = TEXTS[language];
  return {
    subject: text.codeSubject,
    text: `${text.codeBody(SUPPORT_CODE_TTL_MS / 60_000)}\n\n    ${code}\n\n${text.codeFooter}\n`,
  };
}

const codeHash = (visitorId: number, code: string) =>
  createHash('sha256').update(`support-transcript:${visitorId}:${code}`).digest();

export class SupportTranscripts {
  constructor(
    private readonly deps: {
      db: Db;
      now: () => Date;
      mailer: Mailer;
      limiter: RateLimiter;
      /** The site's origin, for the link in mail. */
      publicUrl: string;
    },
  ) {}

  /**
   * Mails the owner's conversation `conversationId` (a foreign id: 404) to their proven email,
   * or, for a visitor who has not proven theirs, mails a code first (`code` proves it).
   */
  async send(
    owner: SupportOwner,
    conversationId: string,
    code: string | undefined,
  ): Promise<SendSupportTranscriptResult> {
    const { db } = this.deps;
    const [conversation] = rows<{ language: Language }>(
      await db.execute(sql`
        select language from support_conversations
        where id = ${conversationId} and ${ownedBy(owner)}`),
    );
    if (!conversation) throw new AppError(Code.NOT_FOUND);
    const { email, proven } =
      owner.kind === 'user'
        ? { email: await this.userEmail(owner.id), proven: true }
        : await this.visitorEmail(owner, conversation.language, code);
    if (!proven) return { status: 'codeSent', email };
    await this.takeMail(owner);
    await this.deps.mailer.send({
      to: email,
      language: conversation.language,
      ...transcriptMail(
        conversation.language,
        await this.lines(conversationId),
        this.deps.publicUrl,
      ),
    });
    return { status: 'sent', email };
  }

  /**
   * One of the owner's mails this hour (codes and transcripts together); beyond the limit,
   * 10030. Wrong codes are bounded by each code's tries instead.
   */
  private async takeMail(owner: SupportOwner): Promise<void> {
    const window = await this.deps.limiter.hit(
      `support:transcript:${owner.kind}:${owner.id}`,
      HOUR_MS,
    );
    if (window.count > SUPPORT_TRANSCRIPTS_PER_HOUR) {
      throw new RateLimitedError(Code.TOO_MANY_ATTEMPTS, window.resetMs);
    }
  }

  private async userEmail(userId: number): Promise<string> {
    const [user] = rows<{ email: string }>(
      await this.deps.db.execute(sql`select email from users where id = ${userId}`),
    );
    if (!user) throw new AppError(Code.NOT_FOUND);
    return user.email;
  }

  /**
   * The visitor's email, proven already or now (with `code`), else not proven after mailing
   * a new code. A wrong code counts a try (10027); an expired one, or too many tries, 10028.
   */
  private async visitorEmail(
    owner: SupportOwner,
    language: Language,
    code: string | undefined,
  ): Promise<{ email: string; proven: boolean }> {
    const { db, now } = this.deps;
    const id = owner.id;
    const [visitor] = rows<{
      email: string;
      email_verified_at: string | Date | null;
      code_hash: string | null;
      code_expires_at: string | Date | null;
      code_tries: number;
    }>(
      await db.execute(sql`
        select email, email_verified_at, code_hash, code_expires_at, code_tries
        from support_visitors where id = ${id}`),
    );
    if (!visitor) throw new AppError(Code.NOT_FOUND);
    const email = visitor.email;
    if (visitor.email_verified_at !== null) return { email, proven: true };
    const at = now();
    if (code === undefined) {
      await this.takeMail(owner);
      const fresh = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.execute(sql`
        update support_visitors
        set code_hash = ${codeHash(id, fresh).toString('hex')},
            code_expires_at = ${new Date(at.getTime() + SUPPORT_CODE_TTL_MS).toISOString()},
            code_tries = 0
        where id = ${id}`);
      await this.deps.mailer.send({
        to: email,
        language,
        ...transcriptCodeMail(language, fresh),
      });
      return { email, proven: false };
    }
    if (
      visitor.code_hash === null ||
      visitor.code_expires_at === null ||
      new Date(visitor.code_expires_at) <= at ||
      visitor.code_tries >= SUPPORT_CODE_MAX_TRIES
    ) {
      throw new AppError(Code.CODE_EXPIRED);
    }
    if (!timingSafeEqual(Buffer.from(visitor.code_hash, 'hex'), codeHash(id, code))) {
      await db.execute(sql`
        update support_visitors set code_tries = code_tries + 1 where id = ${id}`);
      throw new AppError(
        visitor.code_tries + 1 >= SUPPORT_CODE_MAX_TRIES ? Code.CODE_EXPIRED : Code.CODE_INCORRECT,
      );
    }
    // The code is used up with the proof: the same code never proves twice.
    await db.execute(sql`
      update support_visitors
      set email_verified_at = ${at.toISOString()}, code_hash = null, code_expires_at = null
      where id = ${id} and code_hash = ${visitor.code_hash}`);
    return { email, proven: true };
  }

  /** The messages the customer sees, oldest first (system events and notes left out). */
  private async lines(conversationId: string): Promise<TranscriptLine[]> {
    const found = rows<{
      author: 'customer' | 'agent';
      agent: string | null;
      body: string;
      image_key: string | null;
      created_at: string | Date;
    }>(
      await this.deps.db.execute(sql`
        select m.author, s.username as agent, m.body, m.image_key, m.created_at
        from support_messages m left join staff_users s on s.id = m.staff_id
        where m.conversation_id = ${conversationId} and not m.internal
          and m.author <> 'system'
        order by m.id`),
    );
    return found.map((m) => ({
      agent: m.author === 'agent' ? (m.agent ?? 'SWX') : null,
      body: m.body,
      image: m.image_key !== null,
      createdAt: new Date(m.created_at),
    }));
  }
}
