import { EMAIL_CODE_TTL_MS, type CodeScene, type Language } from '@swx/contract';

const minutes = EMAIL_CODE_TTL_MS / 60_000;

type MailText = Record<CodeScene, { subject: string; intro: string }> & { footer: string };

const EN: MailText = {
  register: {
    subject: 'Your SWX verification code',
    intro: 'Use this code to finish creating your SWX account:',
  },
  reset: {
    subject: 'Your SWX password reset code',
    intro: 'Use this code to set a new password for your SWX account:',
  },
  footer: `The code expires in ${minutes} minutes. If you did not ask for it, ignore this email; nobody can use your account without it.`,
};

/** Verification mail per language; a language not here gets English. */
const TEXTS: Partial<Record<Language, MailText>> = {
  en: EN,
  zh: {
    register: { subject: 'SWX 注册验证码', intro: '请使用以下验证码完成 SWX 账户注册：' },
    reset: { subject: 'SWX 重置密码验证码', intro: '请使用以下验证码重置您的 SWX 账户密码：' },
    footer: `验证码 ${minutes} 分钟内有效。如非本人操作，请忽略此邮件。`,
  },
  hk: {
    register: { subject: 'SWX 註冊驗證碼', intro: '請使用以下驗證碼完成 SWX 帳戶註冊：' },
    reset: { subject: 'SWX 重設密碼驗證碼', intro: '請使用以下驗證碼重設您的 SWX 帳戶密碼：' },
    footer: `驗證碼 ${minutes} 分鐘內有效。如非本人操作，請忽略此電郵。`,
  },
};

export function codeMail(scene: CodeScene, code: string, language: Language) {
  const text = TEXTS[language] ?? EN;
  return {
    subject: text[scene].subject,
    text: `${text[scene].intro}\n\n    ${code}\n\n${text.footer}\n`,
  };
}
