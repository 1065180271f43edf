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

/** Verification mail in each of the product's languages. */
const TEXTS: Record<Language, MailText> = {
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
  ja: {
    register: {
      subject: 'SWX 認証コード',
      intro: 'SWX アカウントの作成を完了するには、次のコードを入力してください：',
    },
    reset: {
      subject: 'SWX パスワード再設定コード',
      intro: 'SWX アカウントの新しいパスワードを設定するには、次のコードを入力してください：',
    },
    footer: `このコードの有効期限は ${minutes} 分です。お心当たりのない場合は、このメールを破棄してください。このコードがなければ、誰もお客様のアカウントを利用できません。`,
  },
  ko: {
    register: {
      subject: 'SWX 인증 코드',
      intro: 'SWX 계정 만들기를 완료하려면 다음 코드를 입력하세요:',
    },
    reset: {
      subject: 'SWX 비밀번호 재설정 코드',
      intro: 'SWX 계정의 새 비밀번호를 설정하려면 다음 코드를 입력하세요:',
    },
    footer: `이 코드는 ${minutes}분 후에 만료됩니다. 요청하지 않으셨다면 이 이메일을 무시하세요. 이 코드 없이는 누구도 회원님의 계정을 사용할 수 없습니다.`,
  },
  de: {
    register: {
      subject: 'Ihr SWX-Bestätigungscode',
      intro: 'Mit diesem Code schließen Sie die Eröffnung Ihres SWX-Kontos ab:',
    },
    reset: {
      subject: 'Ihr Code zum Zurücksetzen des SWX-Passworts',
      intro: 'Mit diesem Code legen Sie ein neues Passwort für Ihr SWX-Konto fest:',
    },
    footer: `Der Code ist ${minutes} Minuten gültig. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail; ohne den Code kann niemand Ihr Konto verwenden.`,
  },
  fr: {
    register: {
      subject: 'Votre code de vérification SWX',
      intro: 'Saisissez ce code pour terminer la création de votre compte SWX :',
    },
    reset: {
      subject: 'Votre code de réinitialisation du mot de passe SWX',
      intro: 'Saisissez ce code pour définir un nouveau mot de passe pour votre compte SWX :',
    },
    footer: `Le code expire dans ${minutes} minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail : personne ne peut utiliser votre compte sans lui.`,
  },
  it: {
    register: {
      subject: 'Il tuo codice di verifica SWX',
      intro: 'Usa questo codice per completare la creazione del tuo account SWX:',
    },
    reset: {
      subject: 'Il tuo codice per reimpostare la password SWX',
      intro: 'Usa questo codice per impostare una nuova password per il tuo account SWX:',
    },
    footer: `Il codice scade tra ${minutes} minuti. Se non l’hai richiesto, ignora questa email: senza il codice nessuno può usare il tuo account.`,
  },
  ar: {
    register: {
      subject: 'رمز التحقق الخاص بك من SWX',
      intro: 'استخدم هذا الرمز لإكمال إنشاء حسابك في SWX:',
    },
    reset: {
      subject: 'رمز إعادة تعيين كلمة المرور في SWX',
      intro: 'استخدم هذا الرمز لتعيين كلمة مرور جديدة لحسابك في SWX:',
    },
    footer: `تنتهي صلاحية الرمز بعد ${minutes} دقائق. إذا لم تطلبه، فتجاهل هذه الرسالة؛ فلا يمكن لأحد استخدام حسابك من دونه.`,
  },
  es: {
    register: {
      subject: 'Tu código de verificación de SWX',
      intro: 'Usa este código para terminar de crear tu cuenta de SWX:',
    },
    reset: {
      subject: 'Tu código para restablecer la contraseña de SWX',
      intro: 'Usa este código para establecer una nueva contraseña en tu cuenta de SWX:',
    },
    footer: `El código caduca en ${minutes} minutos. Si no lo has solicitado, ignora este correo: nadie puede usar tu cuenta sin él.`,
  },
};

export function codeMail(scene: CodeScene, code: string, language: Language) {
  const text = TEXTS[language];
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

/** The unlock mail in each of the product's languages. */
const UNLOCK_TEXTS: Record<Language, UnlockText> = {
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
  ja: {
    subject: 'SWX：新しい端末からのログインを一時停止しました',
    body: (attempts, minutes) =>
      `お客様がこれまでに使用したことのない端末から、誤ったパスワードで SWX アカウントへのログインが ${attempts} 回試みられました。お客様を保護するため、新しい端末からのログインを ${minutes} 分間停止しています。普段お使いの端末は引き続きご利用いただけます。`,
    link: 'ご本人によるもので、今すぐ新しい端末からログインしたい場合は、次のリンクを開いてください（1 時間以内に 1 回のみ有効）：',
    footer:
      'ご本人でない場合、対応は不要です。パスワードは受け付けられていません。同じパスワードを他のサービスでもお使いの場合は、変更をご検討ください。',
  },
  ko: {
    subject: 'SWX: 새 기기에서의 로그인이 일시 중지되었습니다',
    body: (attempts, minutes) =>
      `회원님이 사용한 적 없는 기기에서 잘못된 비밀번호로 SWX 계정에 ${attempts}회 로그인이 시도되었습니다. 회원님을 보호하기 위해 새 기기에서의 로그인을 ${minutes}분 동안 중지합니다. 이미 사용 중인 기기는 계속 이용할 수 있습니다.`,
    link: '본인이 시도한 것이고 지금 새 기기에서 로그인하려면 다음 링크를 여세요(1시간 이내, 1회만 사용 가능):',
    footer:
      '본인이 아니라면 추가로 하실 일은 없습니다. 비밀번호는 받아들여지지 않았습니다. 같은 비밀번호를 다른 곳에서도 사용하신다면 변경을 고려하세요.',
  },
  de: {
    subject: 'SWX: Anmeldung von neuen Geräten pausiert',
    body: (attempts, minutes) =>
      `Jemand hat ${attempts}-mal versucht, sich von Geräten, die Sie bisher nicht verwendet haben, mit einem falschen Passwort bei Ihrem SWX-Konto anzumelden. Zu Ihrem Schutz ist die Anmeldung von neuen Geräten für ${minutes} Minuten pausiert; Ihre bereits verwendeten Geräte funktionieren weiterhin.`,
    link: 'Wenn Sie es waren und sich jetzt von einem neuen Gerät anmelden möchten, öffnen Sie diesen Link (einmalig, innerhalb einer Stunde):',
    footer:
      'Wenn Sie es nicht waren, müssen Sie nichts weiter tun: Ihr Passwort wurde nicht akzeptiert. Ändern Sie es, falls Sie es auch anderswo verwenden.',
  },
  fr: {
    subject: 'SWX : connexion depuis de nouveaux appareils suspendue',
    body: (attempts, minutes) =>
      `Quelqu’un a tenté ${attempts} fois de se connecter à votre compte SWX avec un mot de passe erroné depuis des appareils que vous n’avez jamais utilisés. Pour vous protéger, la connexion depuis de nouveaux appareils est suspendue pendant ${minutes} minutes ; les appareils que vous utilisez déjà fonctionnent toujours.`,
    link: 'Si c’était vous et que vous souhaitez vous connecter dès maintenant depuis un nouvel appareil, ouvrez ce lien (une seule fois, dans l’heure) :',
    footer:
      'Si ce n’était pas vous, vous n’avez rien d’autre à faire : le mot de passe n’a pas été accepté. Pensez à le changer si vous l’utilisez ailleurs.',
  },
  it: {
    subject: 'SWX: accesso da nuovi dispositivi sospeso',
    body: (attempts, minutes) =>
      `Qualcuno ha tentato ${attempts} volte di accedere al tuo account SWX con una password errata da dispositivi che non hai mai usato. Per proteggerti, l’accesso da nuovi dispositivi è sospeso per ${minutes} minuti; i dispositivi che usi già continuano a funzionare.`,
    link: 'Se eri tu e vuoi accedere subito da un nuovo dispositivo, apri questo link (una sola volta, entro un’ora):',
    footer:
      'Se non eri tu, non devi fare nulla: la password non è stata accettata. Valuta di cambiarla se la usi anche altrove.',
  },
  ar: {
    subject: 'SWX: تم إيقاف تسجيل الدخول من الأجهزة الجديدة مؤقتًا',
    body: (attempts, minutes) =>
      `حاول شخص ما تسجيل الدخول إلى حسابك في SWX بكلمة مرور خاطئة ${attempts} مرات من أجهزة لم تستخدمها من قبل. ولحمايتك، تم إيقاف تسجيل الدخول من الأجهزة الجديدة مدة ${minutes} دقيقة؛ وتظل الأجهزة التي تستخدمها بالفعل تعمل كالمعتاد.`,
    link: 'إذا كنت أنت من حاول وتريد تسجيل الدخول من جهاز جديد الآن، فافتح هذا الرابط (مرة واحدة، خلال ساعة):',
    footer:
      'إذا لم تكن أنت، فلا حاجة إلى أي إجراء آخر: لم تُقبل كلمة المرور. ننصحك بتغييرها إذا كنت تستخدمها في مكان آخر.',
  },
  es: {
    subject: 'SWX: inicio de sesión desde dispositivos nuevos en pausa',
    body: (attempts, minutes) =>
      `Alguien ha intentado ${attempts} veces iniciar sesión en tu cuenta de SWX con una contraseña incorrecta desde dispositivos que no has usado antes. Para protegerte, el inicio de sesión desde dispositivos nuevos queda en pausa durante ${minutes} minutos; los dispositivos que ya usas siguen funcionando.`,
    link: 'Si fuiste tú y quieres iniciar sesión ahora desde un dispositivo nuevo, abre este enlace (una sola vez, en la próxima hora):',
    footer:
      'Si no fuiste tú, no tienes que hacer nada más: la contraseña no fue aceptada. Plantéate cambiarla si la usas en otros sitios.',
  },
};

/** The mail to an account's owner when failed sign-ins pause new devices, with the unlock link. */
export function unlockMail(link: string, attempts: number, minutes: number, language: Language) {
  const text = UNLOCK_TEXTS[language];
  return {
    subject: text.subject,
    text: `${text.body(attempts, minutes)}\n\n${text.link}\n\n    ${link}\n\n${text.footer}\n`,
  };
}
