import { EMAIL_CODE_TTL_MS, type CodeScene } from '@swx/contract';
import type { MessageLanguage } from '../../platform/http/envelope.js';

const minutes = EMAIL_CODE_TTL_MS / 60_000;

const TEXT: Record<MessageLanguage, Record<CodeScene, { subject: string; intro: string }>> = {
  en: {
    register: {
      subject: 'Your SWX verification code',
      intro: 'Use this code to finish creating your SWX account:',
    },
    reset: {
      subject: 'Your SWX password reset code',
      intro: 'Use this code to set a new password for your SWX account:',
    },
  },
  zh: {
    register: { subject: 'SWX 注册验证码', intro: '请使用以下验证码完成 SWX 账户注册：' },
    reset: { subject: 'SWX 重置密码验证码', intro: '请使用以下验证码重置您的 SWX 账户密码：' },
  },
};

const FOOTER: Record<MessageLanguage, string> = {
  en: `The code expires in ${minutes} minutes. If you did not ask for it, ignore this email; nobody can use your account without it.`,
  zh: `验证码 ${minutes} 分钟内有效。如非本人操作，请忽略此邮件。`,
};

export function codeMail(scene: CodeScene, code: string, language: MessageLanguage) {
  const t = TEXT[language][scene];
  return {
    subject: t.subject,
    text: `${t.intro}\n\n    ${code}\n\n${FOOTER[language]}\n`,
  };
}
