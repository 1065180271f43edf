import type { Language } from '@swx/contract';
import { sql } from 'drizzle-orm';
import { claimEach } from '../../platform/db/claim.js';
import type { Db } from '../../platform/db/client.js';
import { rows } from '../../platform/db/rows.js';
import type { Mailer } from '../../platform/mail.js';

/** A reply left unread this long goes by email too. */
export const REPLY_MAIL_AFTER_MS = 2 * 60_000;

interface ReplyText {
  subject: string;
  intro: (agent: string) => string;
  footer: (link: string) => string;
}

/** The mail of agents' replies a customer has not read, in each of the product's languages. */
const TEXTS: Record<Language, ReplyText> = {
  en: {
    subject: 'SWX support replied to you',
    intro: (agent) => `${agent} from SWX support replied:`,
    footer: (link) =>
      `To answer, open the support chat on ${link}. You receive this email because the reply ` +
      'waited unread for a few minutes; SWX support never asks for your password or codes.',
  },
  zh: {
    subject: 'SWX 客服已回复您',
    intro: (agent) => `SWX 客服 ${agent} 回复：`,
    footer: (link) =>
      `如需回复，请在 ${link} 打开在线客服。由于回复在几分钟内未被阅读，我们向您发送了此邮件；SWX 客服绝不会索取您的密码或验证码。`,
  },
  hk: {
    subject: 'SWX 客服已回覆您',
    intro: (agent) => `SWX 客服 ${agent} 回覆：`,
    footer: (link) =>
      `如需回覆，請在 ${link} 開啟網上客服。由於回覆在幾分鐘內未被閱讀，我們向您發送了此電郵；SWX 客服絕不會索取您的密碼或驗證碼。`,
  },
  ja: {
    subject: 'SWX サポートから返信がありました',
    intro: (agent) => `SWX サポートの ${agent} からの返信：`,
    footer: (link) =>
      `返信するには、${link} でサポートチャットを開いてください。返信が数分間未読のままだったため、このメールをお送りしています。SWX サポートがパスワードや認証コードを尋ねることはありません。`,
  },
  ko: {
    subject: 'SWX 고객지원에서 답변을 보냈습니다',
    intro: (agent) => `SWX 고객지원 ${agent}님의 답변:`,
    footer: (link) =>
      `답장하려면 ${link}에서 고객지원 채팅을 여세요. 답변이 몇 분 동안 읽히지 않아 이 이메일을 보내드립니다. SWX 고객지원은 비밀번호나 인증 코드를 절대 요청하지 않습니다.`,
  },
  de: {
    subject: 'Der SWX-Support hat Ihnen geantwortet',
    intro: (agent) => `${agent} vom SWX-Support hat geantwortet:`,
    footer: (link) =>
      `Um zu antworten, öffnen Sie den Support-Chat auf ${link}. Sie erhalten diese E-Mail, weil die Antwort einige Minuten ungelesen war; der SWX-Support fragt nie nach Ihrem Passwort oder Ihren Codes.`,
  },
  fr: {
    subject: 'Le support SWX vous a répondu',
    intro: (agent) => `${agent}, du support SWX, a répondu :`,
    footer: (link) =>
      `Pour répondre, ouvrez le chat d’assistance sur ${link}. Vous recevez cet e-mail car la réponse est restée non lue quelques minutes ; le support SWX ne vous demande jamais votre mot de passe ni vos codes.`,
  },
  it: {
    subject: 'L’assistenza SWX ti ha risposto',
    intro: (agent) => `${agent} dell’assistenza SWX ha risposto:`,
    footer: (link) =>
      `Per rispondere, apri la chat di assistenza su ${link}. Ricevi questa email perché la risposta è rimasta non letta per qualche minuto; l’assistenza SWX non chiede mai la tua password o i tuoi codici.`,
  },
  ar: {
    subject: 'ردّ عليك فريق دعم SWX',
    intro: (agent) => `ردّ ${agent} من فريق دعم SWX:`,
    footer: (link) =>
      `للرد، افتح محادثة الدعم على ${link}. تصلك هذه الرسالة لأن الرد بقي دون قراءة بضع دقائق؛ ولا يطلب فريق دعم SWX أبدًا كلمة مرورك أو رموزك.`,
  },
  es: {
    subject: 'El soporte de SWX te ha respondido',
    intro: (agent) => `${agent}, del soporte de SWX, ha respondido:`,
    footer: (link) =>
      `Para contestar, abre el chat de soporte en ${link}. Recibes este correo porque la respuesta quedó sin leer unos minutos; el soporte de SWX nunca te pedirá tu contraseña ni tus códigos.`,
  },
};

/** The mail of unread replies: who answered, each reply's text (or an image's mention), the link. */
export function replyMail(
  language: Language,
  replies: ReadonlyArray<{ agent: string; body: string }>,
  link: string,
) {
  const text = TEXTS[language];
  const agent = replies.at(-1)?.agent ?? 'SWX';
  const quoted = replies
    .map((r) => r.body || '[image]')
    .map((body) => body.replace(/^/gm, '> '))
    .join('\n\n');
  return {
    subject: text.subject,
    text: `${text.intro(agent)}\n\n${quoted}\n\n${text.footer(link)}\n`,
  };
}

interface Due {
  id: string;
  language: Language;
  email: string;
}

/**
 * Mails each customer the agents' replies they left unread for `REPLY_MAIL_AFTER_MS`, once:
 * the conversation's row is claimed (`for update skip locked`, any instance), the replies since
 * the last mail are sent, and `mailed_up_to` moves in the same transaction (a failed send rolls
 * it back and the next run tries again).
 */
export function mailUnreadReplies(deps: {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  publicUrl: string;
}): Promise<number> {
  const before = () => new Date(deps.now().getTime() - REPLY_MAIL_AFTER_MS).toISOString();
  const unread = sql`m.author = 'agent' and not m.internal
    and m.id > greatest(coalesce(c.customer_read_up_to, 0), coalesce(c.mailed_up_to, 0))`;
  return claimEach<Due>(deps.db, {
    what: 'support reply mail',
    of: 'conversations',
    batch: 200,
    next: async (tx, skip) => {
      const [row] = rows<Due>(
        await tx.execute(sql`
          select c.id::text, c.language, coalesce(u.email, v.email) as email
          from support_conversations c
          left join users u on u.id = c.user_id
          left join support_visitors v on v.id = c.visitor_id
          where exists (select 1 from support_messages m
                        where m.conversation_id = c.id and ${unread}
                          and m.created_at < ${before()})
            ${
              skip.length > 0
                ? sql`and c.id not in (${sql.join(
                    skip.map((s) => sql`${s}`),
                    sql`, `,
                  )})`
                : sql``
            }
          order by c.id
          limit 1
          for update of c skip locked`),
      );
      return row;
    },
    handle: async (tx, due) => {
      const replies = rows<{ id: string; agent: string; body: string }>(
        await tx.execute(sql`
          select m.id::text, s.username as agent, m.body
          from support_messages m
          join support_conversations c on c.id = m.conversation_id
          join staff_users s on s.id = m.staff_id
          where m.conversation_id = ${due.id} and ${unread}
          order by m.id`),
      );
      await tx.execute(sql`
        update support_conversations set mailed_up_to = ${replies.at(-1)!.id}
        where id = ${due.id}`);
      await deps.mailer.send(
        {
          to: due.email,
          language: due.language,
          ...replyMail(due.language, replies, deps.publicUrl),
        },
        tx,
      );
      return undefined;
    },
    committed: () => undefined,
  });
}
