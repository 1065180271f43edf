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

type UnlockText = {
  subject: string;
  body: (attempts: number, minutes: number) => string;
  link: string;
  footer: string;
};

const UNLOCK_EN: UnlockText = {
  subject: 'SWX: sign-in from new devices paused',
  body: (attempts, minutes) =>
    `Someone tried to sign in to your SWX account with a wrong password ${attempts} times from ` +
    `devices you have not used before. To protect you, signing in from new devices is paused ` +
    `for ${minutes} minutes; the devices you already use still work.`,
  link: 'If it was you and you want to sign in from a new device now, open this link (once, within an hour):',
  footer:
    'If it was not you, nothing else is needed: your password was not accepted. Consider changing it if it is used anywhere else.',
};

/** The unlock mail per language; a language not here gets English. */
const UNLOCK_TEXTS: Partial<Record<Language, UnlockText>> = {
  en: UNLOCK_EN,
  zh: {
    subject: 'SWX：已暂停新设备登录',
    body: (attempts, minutes) =>
      `有人在您未使用过的设备上以错误密码尝试登录您的 SWX 账户 ${attempts} 次。为保护您的账户，新设备登录已暂停 ${minutes} 分钟；您常用的设备不受影响。`,
    link: '如果是您本人并希望现在在新设备上登录，请打开以下链接（一小时内有效，仅可使用一次）：',
    footer:
      '如果不是您本人，无需任何操作：对方的密码未被接受。若该密码在其他地方也有使用，建议修改。',
  },
  hk: {
    subject: 'SWX：已暫停新裝置登入',
    body: (attempts, minutes) =>
      `有人在您未曾使用的裝置上以錯誤密碼嘗試登入您的 SWX 帳戶 ${attempts} 次。為保護您的帳戶，新裝置登入已暫停 ${minutes} 分鐘；您常用的裝置不受影響。`,
    link: '如果是您本人並希望現在在新裝置上登入，請開啟以下連結（一小時內有效，只可使用一次）：',
    footer: '如果不是您本人，無需任何操作：對方的密碼未被接受。若此密碼亦用於其他地方，建議更改。',
  },
};

/** The mail to an account's owner when failed sign-ins pause new devices, with the unlock link. */
export function unlockMail(link: string, attempts: number, minutes: number, language: Language) {
  const text = UNLOCK_TEXTS[language] ?? UNLOCK_EN;
  return {
    subject: text.subject,
    text: `${text.body(attempts, minutes)}\n\n${text.link}\n\n    ${link}\n\n${text.footer}\n`,
  };
}
