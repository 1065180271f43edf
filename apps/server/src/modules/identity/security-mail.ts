import type { DeviceInfo, Language } from '@swx/contract';

/**
 * Security mail to an account's owner, in the language of the request that caused it: a
 * sign-in from a device the account had not used before, and a password changed (or reset).
 * Each says what happened, from which device and address and when, and what to do if it was
 * not them, with the link to do it.
 */

interface MailText {
  subject: string;
  body: string;
  action: string;
}

interface SecurityMailText {
  labels: {
    device: string;
    address: string;
    time: string;
    unknownDevice: string;
    network: string;
    withdrawalAddress: string;
    label: string;
    usableFrom: string;
    takesEffect: string;
    passkey: string;
    signedOut: string;
    passkeysRemoved: string;
    amount: string;
    fee: string;
    paidOut: string;
    transaction: string;
  };
  newDevice: MailText;
  passwordChanged: MailText;
  twoFactorOn: MailText;
  twoFactorOff: MailText;
  addressAdded: MailText;
  whitelistOff: MailText;
  passkeyAdded: MailText;
  passkeyRemoved: MailText;
  withdrawalRequested: MailText;
  withdrawalCompleted: MailText;
}

const EN: SecurityMailText = {
  labels: {
    device: 'Device',
    address: 'IP address',
    time: 'Time',
    unknownDevice: 'Unknown device',
    network: 'Network',
    withdrawalAddress: 'Withdrawal address',
    label: 'Label',
    usableFrom: 'Usable from',
    takesEffect: 'Takes effect',
    passkey: 'Passkey',
    signedOut: 'Devices signed out',
    passkeysRemoved: 'Passkeys removed',
    amount: 'Amount',
    fee: 'Fee',
    paidOut: 'Paid out',
    transaction: 'Transaction hash',
  },
  newDevice: {
    subject: 'SWX: new sign-in to your account',
    body: 'Your SWX account was just signed in to from a device it had not used before.',
    action:
      'If it was you, there is nothing to do. If it was not you, sign that device out on the Security page, then change your password:',
  },
  passwordChanged: {
    subject: 'SWX: your password was changed',
    body: 'The password of your SWX account was just changed, and the devices signed in with the old password were signed out.',
    action:
      'If you did not change it, reset your password now with a code sent to this address, and contact support:',
  },
  twoFactorOn: {
    subject: 'SWX: two-factor sign-in turned on',
    body: 'Two-factor sign-in was just turned on for your SWX account: signing in now also asks for a code from the authenticator app.',
    action:
      'If you did not turn it on, reset your password now with a code sent to this address, and contact support:',
  },
  twoFactorOff: {
    subject: 'SWX: two-factor sign-in turned off',
    body: 'Two-factor sign-in was just turned off for your SWX account: signing in asks only for the password again.',
    action:
      'If you did not turn it off, reset your password now with a code sent to this address, turn two-factor sign-in back on, and contact support:',
  },
  addressAdded: {
    subject: 'SWX: a withdrawal address was added',
    body: 'An address was just saved in the withdrawal address book of your SWX account.',
    action:
      'If you did not add it, cancel it with this link (no sign-in needed), then change your password:',
  },
  whitelistOff: {
    subject: 'SWX: your withdrawal whitelist will turn off',
    body: 'A request was just made to turn off the withdrawal whitelist of your SWX account: once it takes effect, withdrawals can go to any address.',
    action:
      'If you did not ask for it, keep the whitelist on with this link (no sign-in needed), then change your password:',
  },
  passkeyAdded: {
    subject: 'SWX: a passkey was added',
    body: 'A passkey was just added to your SWX account: it signs in to the account on its own, without the password.',
    action:
      'If you did not add it, remove it on the Security page now, change your password, and contact support:',
  },
  passkeyRemoved: {
    subject: 'SWX: a passkey was removed',
    body: 'A passkey was just removed from your SWX account, and the devices that had signed in with it were signed out.',
    action:
      'If you did not remove it, change your password now, check your passkeys and devices on the Security page, and contact support:',
  },
  withdrawalRequested: {
    subject: 'SWX: a withdrawal was requested',
    body: 'A withdrawal was just requested from your SWX account. Staff review every withdrawal before it is paid out.',
    action:
      'If you did not request it, change your password now and contact support before it is paid out. Your withdrawals are listed here:',
  },
  withdrawalCompleted: {
    subject: 'SWX: your withdrawal was paid out',
    body: 'A withdrawal from your SWX account was just paid out to the address below.',
    action:
      'If you did not request it, change your password now and contact support. Your withdrawals are listed here:',
  },
};

/** The security mail in each of the product's languages. */
const TEXTS: Record<Language, SecurityMailText> = {
  en: EN,
  zh: {
    labels: {
      device: '设备',
      address: 'IP 地址',
      time: '时间',
      unknownDevice: '未知设备',
      network: '网络',
      withdrawalAddress: '提现地址',
      label: '备注',
      usableFrom: '可用时间',
      takesEffect: '生效时间',
      passkey: '通行密钥',
      signedOut: '已退出登录的设备',
      passkeysRemoved: '已删除的通行密钥',
      amount: '金额',
      fee: '手续费',
      paidOut: '已支付',
      transaction: '交易哈希',
    },
    newDevice: {
      subject: 'SWX：您的账户有新的登录',
      body: '您的 SWX 账户刚刚在一台此前未使用过的设备上登录。',
      action:
        '如果是您本人，无需任何操作。如果不是您本人，请在“账户安全”页面将该设备退出登录，然后修改密码：',
    },
    passwordChanged: {
      subject: 'SWX：您的密码已修改',
      body: '您的 SWX 账户密码刚刚被修改，使用旧密码登录的设备均已退出登录。',
      action: '如果不是您本人修改的，请立即使用发送到此邮箱的验证码重置密码，并联系客服：',
    },
    twoFactorOn: {
      subject: 'SWX：双重验证登录已开启',
      body: '您的 SWX 账户刚刚开启了双重验证登录：现在登录时，除密码外还需要输入身份验证器应用中的验证码。',
      action: '如果不是您本人开启的，请立即使用发送到此邮箱的验证码重置密码，并联系客服：',
    },
    twoFactorOff: {
      subject: 'SWX：双重验证登录已关闭',
      body: '您的 SWX 账户刚刚关闭了双重验证登录：现在登录时恢复为只需输入密码。',
      action:
        '如果不是您本人关闭的，请立即使用发送到此邮箱的验证码重置密码，重新开启双重验证登录，并联系客服：',
    },
    addressAdded: {
      subject: 'SWX：已添加提现地址',
      body: '您的 SWX 账户的提现地址簿中刚刚保存了一个地址。',
      action: '如果不是您本人添加的，请通过此链接取消（无需登录），然后修改密码：',
    },
    whitelistOff: {
      subject: 'SWX：您的提现白名单即将关闭',
      body: '您的 SWX 账户刚刚提交了关闭提现白名单的请求：生效后，提现可发送至任意地址。',
      action: '如果不是您本人申请的，请通过此链接保持白名单开启（无需登录），然后修改密码：',
    },
    passkeyAdded: {
      subject: 'SWX：已添加通行密钥',
      body: '您的 SWX 账户刚刚添加了一个通行密钥：该通行密钥无需密码即可单独登录此账户。',
      action: '如果不是您本人添加的，请立即在“账户安全”页面将其删除，修改密码，并联系客服：',
    },
    passkeyRemoved: {
      subject: 'SWX：已删除通行密钥',
      body: '您的 SWX 账户刚刚删除了一个通行密钥，使用该通行密钥登录的设备均已退出登录。',
      action:
        '如果不是您本人删除的，请立即修改密码，在“账户安全”页面检查您的通行密钥和设备，并联系客服：',
    },
    withdrawalRequested: {
      subject: 'SWX：已提交提现申请',
      body: '您的 SWX 账户刚刚提交了一笔提现申请。每笔提现在支付前都会经过工作人员审核。',
      action: '如果不是您本人申请的，请立即修改密码，并在支付前联系客服。您的提现记录见此处：',
    },
    withdrawalCompleted: {
      subject: 'SWX：您的提现已支付',
      body: '您的 SWX 账户的一笔提现刚刚已支付至以下地址。',
      action: '如果不是您本人申请的，请立即修改密码并联系客服。您的提现记录见此处：',
    },
  },
  hk: {
    labels: {
      device: '裝置',
      address: 'IP 地址',
      time: '時間',
      unknownDevice: '不明裝置',
      network: '網絡',
      withdrawalAddress: '提現地址',
      label: '備註',
      usableFrom: '可用時間',
      takesEffect: '生效時間',
      passkey: '通行密鑰',
      signedOut: '已登出的裝置',
      passkeysRemoved: '已刪除的通行密鑰',
      amount: '金額',
      fee: '手續費',
      paidOut: '已支付',
      transaction: '交易雜湊',
    },
    newDevice: {
      subject: 'SWX：您的帳戶有新的登入',
      body: '您的 SWX 帳戶剛剛在一部從未使用過的裝置上登入。',
      action:
        '如果是您本人，無需任何操作。如果不是您本人，請在「帳戶安全」頁面將該裝置登出，然後更改密碼：',
    },
    passwordChanged: {
      subject: 'SWX：您的密碼已更改',
      body: '您的 SWX 帳戶密碼剛剛已被更改，以舊密碼登入的裝置均已登出。',
      action: '如果並非您本人更改，請立即以發送至此電郵地址的驗證碼重設密碼，並聯絡客戶服務：',
    },
    twoFactorOn: {
      subject: 'SWX：雙重驗證登入已開啟',
      body: '您的 SWX 帳戶剛剛已開啟雙重驗證登入：現在登入時，除密碼外亦需輸入驗證器應用程式中的驗證碼。',
      action: '如果並非您本人開啟，請立即以發送至此電郵地址的驗證碼重設密碼，並聯絡客戶服務：',
    },
    twoFactorOff: {
      subject: 'SWX：雙重驗證登入已關閉',
      body: '您的 SWX 帳戶剛剛已關閉雙重驗證登入：現在登入時恢復為只需輸入密碼。',
      action:
        '如果並非您本人關閉，請立即以發送至此電郵地址的驗證碼重設密碼，重新開啟雙重驗證登入，並聯絡客戶服務：',
    },
    addressAdded: {
      subject: 'SWX：已新增提現地址',
      body: '您的 SWX 帳戶的提現地址簿剛剛已儲存一個地址。',
      action: '如果並非您本人新增，請以此連結取消（無需登入），然後更改密碼：',
    },
    whitelistOff: {
      subject: 'SWX：您的提現白名單即將關閉',
      body: '您的 SWX 帳戶剛剛已提出關閉提現白名單的要求：生效後，提現可發送至任何地址。',
      action: '如果並非您本人提出，請以此連結保持白名單開啟（無需登入），然後更改密碼：',
    },
    passkeyAdded: {
      subject: 'SWX：已新增通行密鑰',
      body: '您的 SWX 帳戶剛剛已新增一個通行密鑰：該通行密鑰無需密碼即可獨立登入此帳戶。',
      action: '如果並非您本人新增，請立即在「帳戶安全」頁面將其刪除，更改密碼，並聯絡客戶服務：',
    },
    passkeyRemoved: {
      subject: 'SWX：已刪除通行密鑰',
      body: '您的 SWX 帳戶剛剛刪除了一個通行密鑰，使用該通行密鑰登入的裝置均已登出。',
      action:
        '如果並非您本人刪除，請立即更改密碼，在「帳戶安全」頁面檢查您的通行密鑰和裝置，並聯絡客戶服務：',
    },
    withdrawalRequested: {
      subject: 'SWX：已提交提款申請',
      body: '您的 SWX 帳戶剛剛提交了一筆提款申請。每筆提款在支付前均會經職員審核。',
      action: '如果並非您本人申請，請立即更改密碼，並在支付前聯絡客戶服務。您的提款記錄見此處：',
    },
    withdrawalCompleted: {
      subject: 'SWX：您的提款已支付',
      body: '您的 SWX 帳戶的一筆提款剛剛已支付至以下地址。',
      action: '如果並非您本人申請，請立即更改密碼並聯絡客戶服務。您的提款記錄見此處：',
    },
  },
  ja: {
    labels: {
      device: '端末',
      address: 'IP アドレス',
      time: '日時',
      unknownDevice: '不明な端末',
      network: 'ネットワーク',
      withdrawalAddress: '出金先アドレス',
      label: 'ラベル',
      usableFrom: '利用可能日時',
      takesEffect: '適用日時',
      passkey: 'パスキー',
      signedOut: 'ログアウトした端末',
      passkeysRemoved: '削除されたパスキー',
      amount: '金額',
      fee: '手数料',
      paidOut: '支払額',
      transaction: 'トランザクションハッシュ',
    },
    newDevice: {
      subject: 'SWX：アカウントへの新しいログイン',
      body: 'お客様の SWX アカウントに、これまで使用されたことのない端末からログインがありました。',
      action:
        'ご本人によるものであれば、対応は不要です。お心当たりのない場合は、「セキュリティ」ページでその端末をログアウトさせてから、パスワードを変更してください：',
    },
    passwordChanged: {
      subject: 'SWX：パスワードが変更されました',
      body: 'お客様の SWX アカウントのパスワードが変更され、以前のパスワードでログインしていた端末はログアウトされました。',
      action:
        'お心当たりのない場合は、このメールアドレスに送信されるコードで今すぐパスワードを再設定し、サポートまでお問い合わせください：',
    },
    twoFactorOn: {
      subject: 'SWX：2段階認証が有効になりました',
      body: 'お客様の SWX アカウントで2段階認証が有効になりました。今後のログインでは、パスワードに加えて認証アプリのコードの入力が必要になります。',
      action:
        'お心当たりのない場合は、このメールアドレスに送信されるコードで今すぐパスワードを再設定し、サポートまでお問い合わせください：',
    },
    twoFactorOff: {
      subject: 'SWX：2段階認証が無効になりました',
      body: 'お客様の SWX アカウントで2段階認証が無効になりました。今後のログインでは、再びパスワードのみの入力となります。',
      action:
        'お心当たりのない場合は、このメールアドレスに送信されるコードで今すぐパスワードを再設定し、2段階認証を再度有効にしたうえで、サポートまでお問い合わせください：',
    },
    addressAdded: {
      subject: 'SWX：出金先アドレスが追加されました',
      body: 'お客様の SWX アカウントの出金先アドレス帳に、アドレスが保存されました。',
      action:
        'お心当たりのない場合は、このリンクから取り消し（ログインは不要です）、パスワードを変更してください：',
    },
    whitelistOff: {
      subject: 'SWX：出金先ホワイトリストが無効になります',
      body: 'お客様の SWX アカウントで、出金先ホワイトリストを無効にするリクエストがありました。適用後は、任意のアドレスへ出金できるようになります。',
      action:
        'お心当たりのない場合は、このリンクからホワイトリストを有効のままにし（ログインは不要です）、パスワードを変更してください：',
    },
    passkeyAdded: {
      subject: 'SWX：パスキーが追加されました',
      body: 'お客様の SWX アカウントにパスキーが追加されました。このパスキーだけで、パスワードなしでアカウントにログインできます。',
      action:
        'お心当たりのない場合は、今すぐ「セキュリティ」ページでそのパスキーを削除し、パスワードを変更したうえで、サポートまでお問い合わせください：',
    },
    passkeyRemoved: {
      subject: 'SWX：パスキーが削除されました',
      body: 'お客様の SWX アカウントからパスキーが削除され、そのパスキーでログインしていた端末はログアウトされました。',
      action:
        'お心当たりのない場合は、今すぐパスワードを変更し、「セキュリティ」ページでパスキーと端末を確認したうえで、サポートまでお問い合わせください：',
    },
    withdrawalRequested: {
      subject: 'SWX：出金が申請されました',
      body: 'お客様の SWX アカウントから出金が申請されました。すべての出金は、支払い前にスタッフが審査します。',
      action:
        'お心当たりのない場合は、今すぐパスワードを変更し、支払い前にサポートまでお問い合わせください。出金の一覧はこちらです：',
    },
    withdrawalCompleted: {
      subject: 'SWX：出金が支払われました',
      body: 'お客様の SWX アカウントからの出金が、以下のアドレスに支払われました。',
      action:
        'お心当たりのない場合は、今すぐパスワードを変更し、サポートまでお問い合わせください。出金の一覧はこちらです：',
    },
  },
  ko: {
    labels: {
      device: '기기',
      address: 'IP 주소',
      time: '시간',
      unknownDevice: '알 수 없는 기기',
      network: '네트워크',
      withdrawalAddress: '출금 주소',
      label: '별칭',
      usableFrom: '사용 가능 시간',
      takesEffect: '적용 시간',
      passkey: '패스키',
      signedOut: '로그아웃된 기기',
      passkeysRemoved: '삭제된 패스키',
      amount: '금액',
      fee: '수수료',
      paidOut: '지급액',
      transaction: '트랜잭션 해시',
    },
    newDevice: {
      subject: 'SWX: 계정에 새로운 로그인이 있습니다',
      body: '이전에 사용한 적 없는 기기에서 회원님의 SWX 계정에 방금 로그인했습니다.',
      action:
        '본인이라면 하실 일은 없습니다. 본인이 아니라면 보안 페이지에서 해당 기기를 로그아웃한 다음 비밀번호를 변경하세요:',
    },
    passwordChanged: {
      subject: 'SWX: 비밀번호가 변경되었습니다',
      body: '회원님의 SWX 계정 비밀번호가 방금 변경되었으며, 이전 비밀번호로 로그인된 기기는 로그아웃되었습니다.',
      action:
        '직접 변경하지 않으셨다면 지금 이 주소로 전송되는 코드로 비밀번호를 재설정하고 고객 지원팀에 문의하세요:',
    },
    twoFactorOn: {
      subject: 'SWX: 2단계 인증이 설정되었습니다',
      body: '회원님의 SWX 계정에 방금 2단계 인증이 설정되었습니다. 이제 로그인할 때 비밀번호와 함께 인증 앱의 코드도 입력해야 합니다.',
      action:
        '직접 설정하지 않으셨다면 지금 이 주소로 전송되는 코드로 비밀번호를 재설정하고 고객 지원팀에 문의하세요:',
    },
    twoFactorOff: {
      subject: 'SWX: 2단계 인증이 해제되었습니다',
      body: '회원님의 SWX 계정에서 방금 2단계 인증이 해제되었습니다. 이제 로그인할 때 다시 비밀번호만 입력하면 됩니다.',
      action:
        '직접 해제하지 않으셨다면 지금 이 주소로 전송되는 코드로 비밀번호를 재설정하고, 2단계 인증을 다시 설정한 다음 고객 지원팀에 문의하세요:',
    },
    addressAdded: {
      subject: 'SWX: 출금 주소가 추가되었습니다',
      body: '회원님의 SWX 계정 출금 주소록에 방금 주소가 저장되었습니다.',
      action:
        '직접 추가하지 않으셨다면 이 링크로 취소하고(로그인 필요 없음) 비밀번호를 변경하세요:',
    },
    whitelistOff: {
      subject: 'SWX: 출금 화이트리스트가 해제될 예정입니다',
      body: '회원님의 SWX 계정에서 방금 출금 화이트리스트 해제가 요청되었습니다. 적용되면 모든 주소로 출금할 수 있게 됩니다.',
      action:
        '직접 요청하지 않으셨다면 이 링크로 화이트리스트를 유지하고(로그인 필요 없음) 비밀번호를 변경하세요:',
    },
    passkeyAdded: {
      subject: 'SWX: 패스키가 추가되었습니다',
      body: '회원님의 SWX 계정에 방금 패스키가 추가되었습니다. 이 패스키만으로 비밀번호 없이 계정에 로그인할 수 있습니다.',
      action:
        '직접 추가하지 않으셨다면 지금 보안 페이지에서 해당 패스키를 삭제하고, 비밀번호를 변경한 다음 고객 지원팀에 문의하세요:',
    },
    passkeyRemoved: {
      subject: 'SWX: 패스키가 삭제되었습니다',
      body: '회원님의 SWX 계정에서 방금 패스키가 삭제되었으며, 해당 패스키로 로그인한 기기는 로그아웃되었습니다.',
      action:
        '직접 삭제하지 않으셨다면 지금 비밀번호를 변경하고, 보안 페이지에서 패스키와 기기를 확인한 다음 고객 지원팀에 문의하세요:',
    },
    withdrawalRequested: {
      subject: 'SWX: 출금이 요청되었습니다',
      body: '회원님의 SWX 계정에서 방금 출금이 요청되었습니다. 모든 출금은 지급 전에 담당자가 검토합니다.',
      action:
        '직접 요청하지 않으셨다면 지금 비밀번호를 변경하고, 지급 전에 고객 지원팀에 문의하세요. 출금 내역은 여기에서 볼 수 있습니다:',
    },
    withdrawalCompleted: {
      subject: 'SWX: 출금이 지급되었습니다',
      body: '회원님의 SWX 계정에서 요청한 출금이 방금 아래 주소로 지급되었습니다.',
      action:
        '직접 요청하지 않으셨다면 지금 비밀번호를 변경하고 고객 지원팀에 문의하세요. 출금 내역은 여기에서 볼 수 있습니다:',
    },
  },
  de: {
    labels: {
      device: 'Gerät',
      address: 'IP-Adresse',
      time: 'Zeit',
      unknownDevice: 'Unbekanntes Gerät',
      network: 'Netzwerk',
      withdrawalAddress: 'Auszahlungsadresse',
      label: 'Bezeichnung',
      usableFrom: 'Nutzbar ab',
      takesEffect: 'Wirksam ab',
      passkey: 'Passkey',
      signedOut: 'Abgemeldete Geräte',
      passkeysRemoved: 'Entfernte Passkeys',
      amount: 'Betrag',
      fee: 'Gebühr',
      paidOut: 'Ausgezahlt',
      transaction: 'Transaktions-Hash',
    },
    newDevice: {
      subject: 'SWX: Neue Anmeldung bei Ihrem Konto',
      body: 'Bei Ihrem SWX-Konto wurde soeben eine Anmeldung von einem Gerät aus durchgeführt, das bisher nicht verwendet wurde.',
      action:
        'Wenn Sie es waren, müssen Sie nichts tun. Wenn nicht, melden Sie dieses Gerät auf der Seite „Sicherheit“ ab und ändern Sie dann Ihr Passwort:',
    },
    passwordChanged: {
      subject: 'SWX: Ihr Passwort wurde geändert',
      body: 'Das Passwort Ihres SWX-Kontos wurde soeben geändert, und die mit dem alten Passwort angemeldeten Geräte wurden abgemeldet.',
      action:
        'Wenn Sie es nicht geändert haben, setzen Sie Ihr Passwort jetzt mit einem Code zurück, der an diese Adresse gesendet wird, und wenden Sie sich an den Support:',
    },
    twoFactorOn: {
      subject: 'SWX: Zwei-Faktor-Anmeldung aktiviert',
      body: 'Für Ihr SWX-Konto wurde soeben die Zwei-Faktor-Anmeldung aktiviert: Bei der Anmeldung wird jetzt zusätzlich zum Passwort ein Code aus der Authenticator-App abgefragt.',
      action:
        'Wenn Sie sie nicht aktiviert haben, setzen Sie Ihr Passwort jetzt mit einem Code zurück, der an diese Adresse gesendet wird, und wenden Sie sich an den Support:',
    },
    twoFactorOff: {
      subject: 'SWX: Zwei-Faktor-Anmeldung deaktiviert',
      body: 'Für Ihr SWX-Konto wurde soeben die Zwei-Faktor-Anmeldung deaktiviert: Bei der Anmeldung wird jetzt wieder nur das Passwort abgefragt.',
      action:
        'Wenn Sie sie nicht deaktiviert haben, setzen Sie Ihr Passwort jetzt mit einem Code zurück, der an diese Adresse gesendet wird, aktivieren Sie die Zwei-Faktor-Anmeldung wieder und wenden Sie sich an den Support:',
    },
    addressAdded: {
      subject: 'SWX: Eine Auszahlungsadresse wurde hinzugefügt',
      body: 'Im Adressbuch für Auszahlungen Ihres SWX-Kontos wurde soeben eine Adresse gespeichert.',
      action:
        'Wenn Sie sie nicht hinzugefügt haben, machen Sie dies mit diesem Link rückgängig (keine Anmeldung nötig) und ändern Sie dann Ihr Passwort:',
    },
    whitelistOff: {
      subject: 'SWX: Ihre Auszahlungs-Whitelist wird deaktiviert',
      body: 'Für Ihr SWX-Konto wurde soeben beantragt, die Auszahlungs-Whitelist zu deaktivieren: Sobald dies wirksam wird, können Auszahlungen an jede Adresse gehen.',
      action:
        'Wenn Sie das nicht beantragt haben, lassen Sie die Whitelist mit diesem Link aktiviert (keine Anmeldung nötig) und ändern Sie dann Ihr Passwort:',
    },
    passkeyAdded: {
      subject: 'SWX: Ein Passkey wurde hinzugefügt',
      body: 'Ihrem SWX-Konto wurde soeben ein Passkey hinzugefügt: Mit ihm allein ist eine Anmeldung beim Konto möglich, ohne das Passwort.',
      action:
        'Wenn Sie ihn nicht hinzugefügt haben, entfernen Sie ihn jetzt auf der Seite „Sicherheit“, ändern Sie Ihr Passwort und wenden Sie sich an den Support:',
    },
    passkeyRemoved: {
      subject: 'SWX: Ein Passkey wurde entfernt',
      body: 'Von Ihrem SWX-Konto wurde soeben ein Passkey entfernt, und die Geräte, die sich damit angemeldet hatten, wurden abgemeldet.',
      action:
        'Wenn Sie ihn nicht entfernt haben, ändern Sie jetzt Ihr Passwort, prüfen Sie Ihre Passkeys und Geräte auf der Seite „Sicherheit“ und wenden Sie sich an den Support:',
    },
    withdrawalRequested: {
      subject: 'SWX: Eine Auszahlung wurde beantragt',
      body: 'Von Ihrem SWX-Konto wurde soeben eine Auszahlung beantragt. Jede Auszahlung wird vor der Überweisung von unseren Mitarbeitern geprüft.',
      action:
        'Wenn Sie sie nicht beantragt haben, ändern Sie jetzt Ihr Passwort und wenden Sie sich vor der Auszahlung an den Support. Ihre Auszahlungen finden Sie hier:',
    },
    withdrawalCompleted: {
      subject: 'SWX: Ihre Auszahlung wurde überwiesen',
      body: 'Eine Auszahlung von Ihrem SWX-Konto wurde soeben an die unten stehende Adresse überwiesen.',
      action:
        'Wenn Sie sie nicht beantragt haben, ändern Sie jetzt Ihr Passwort und wenden Sie sich an den Support. Ihre Auszahlungen finden Sie hier:',
    },
  },
  fr: {
    labels: {
      device: 'Appareil',
      address: 'Adresse IP',
      time: 'Heure',
      unknownDevice: 'Appareil inconnu',
      network: 'Réseau',
      withdrawalAddress: 'Adresse de retrait',
      label: 'Libellé',
      usableFrom: 'Utilisable à partir de',
      takesEffect: 'Prise d’effet',
      passkey: 'Clé d’accès',
      signedOut: 'Appareils déconnectés',
      passkeysRemoved: 'Clés d’accès supprimées',
      amount: 'Montant',
      fee: 'Frais',
      paidOut: 'Versé',
      transaction: 'Hash de la transaction',
    },
    newDevice: {
      subject: 'SWX : nouvelle connexion à votre compte',
      body: 'Une connexion à votre compte SWX vient d’avoir lieu depuis un appareil qui n’avait encore jamais été utilisé.',
      action:
        'Si c’était vous, vous n’avez rien à faire. Sinon, déconnectez cet appareil depuis la page Sécurité, puis modifiez votre mot de passe :',
    },
    passwordChanged: {
      subject: 'SWX : votre mot de passe a été modifié',
      body: 'Le mot de passe de votre compte SWX vient d’être modifié, et les appareils connectés avec l’ancien mot de passe ont été déconnectés.',
      action:
        'Si vous n’êtes pas à l’origine de ce changement, réinitialisez dès maintenant votre mot de passe avec un code envoyé à cette adresse, puis contactez le support :',
    },
    twoFactorOn: {
      subject: 'SWX : connexion à deux facteurs activée',
      body: 'La connexion à deux facteurs vient d’être activée sur votre compte SWX : la connexion demande désormais, en plus du mot de passe, un code de l’application d’authentification.',
      action:
        'Si vous n’êtes pas à l’origine de cette activation, réinitialisez dès maintenant votre mot de passe avec un code envoyé à cette adresse, puis contactez le support :',
    },
    twoFactorOff: {
      subject: 'SWX : connexion à deux facteurs désactivée',
      body: 'La connexion à deux facteurs vient d’être désactivée sur votre compte SWX : la connexion ne demande de nouveau que le mot de passe.',
      action:
        'Si vous n’êtes pas à l’origine de cette désactivation, réinitialisez dès maintenant votre mot de passe avec un code envoyé à cette adresse, réactivez la connexion à deux facteurs, puis contactez le support :',
    },
    addressAdded: {
      subject: 'SWX : une adresse de retrait a été ajoutée',
      body: 'Une adresse vient d’être enregistrée dans le carnet d’adresses de retrait de votre compte SWX.',
      action:
        'Si vous n’êtes pas à l’origine de cet ajout, annulez-le avec ce lien (aucune connexion requise), puis modifiez votre mot de passe :',
    },
    whitelistOff: {
      subject: 'SWX : votre liste blanche de retrait va être désactivée',
      body: 'Une demande de désactivation de la liste blanche de retrait de votre compte SWX vient d’être faite : une fois la désactivation effective, les retraits pourront être envoyés vers n’importe quelle adresse.',
      action:
        'Si vous n’êtes pas à l’origine de cette demande, gardez la liste blanche activée avec ce lien (aucune connexion requise), puis modifiez votre mot de passe :',
    },
    passkeyAdded: {
      subject: 'SWX : une clé d’accès a été ajoutée',
      body: 'Une clé d’accès vient d’être ajoutée à votre compte SWX : elle permet à elle seule de se connecter au compte, sans le mot de passe.',
      action:
        'Si vous n’êtes pas à l’origine de cet ajout, supprimez-la dès maintenant depuis la page Sécurité, modifiez votre mot de passe, puis contactez le support :',
    },
    passkeyRemoved: {
      subject: 'SWX : une clé d’accès a été supprimée',
      body: 'Une clé d’accès vient d’être supprimée de votre compte SWX, et les appareils qui s’étaient connectés avec elle ont été déconnectés.',
      action:
        'Si vous n’êtes pas à l’origine de cette suppression, modifiez votre mot de passe dès maintenant, vérifiez vos clés d’accès et vos appareils depuis la page Sécurité, puis contactez le support :',
    },
    withdrawalRequested: {
      subject: 'SWX : un retrait a été demandé',
      body: 'Un retrait vient d’être demandé depuis votre compte SWX. Notre équipe examine chaque retrait avant de le verser.',
      action:
        'Si vous n’êtes pas à l’origine de cette demande, modifiez votre mot de passe dès maintenant et contactez le support avant le versement. Vos retraits sont listés ici :',
    },
    withdrawalCompleted: {
      subject: 'SWX : votre retrait a été versé',
      body: 'Un retrait de votre compte SWX vient d’être versé à l’adresse ci-dessous.',
      action:
        'Si vous n’êtes pas à l’origine de cette demande, modifiez votre mot de passe dès maintenant et contactez le support. Vos retraits sont listés ici :',
    },
  },
  it: {
    labels: {
      device: 'Dispositivo',
      address: 'Indirizzo IP',
      time: 'Ora',
      unknownDevice: 'Dispositivo sconosciuto',
      network: 'Rete',
      withdrawalAddress: 'Indirizzo di prelievo',
      label: 'Etichetta',
      usableFrom: 'Utilizzabile da',
      takesEffect: 'In vigore da',
      passkey: 'Passkey',
      signedOut: 'Dispositivi disconnessi',
      passkeysRemoved: 'Passkey rimosse',
      amount: 'Importo',
      fee: 'Commissione',
      paidOut: 'Pagato',
      transaction: 'Hash della transazione',
    },
    newDevice: {
      subject: 'SWX: nuovo accesso al tuo account',
      body: 'È appena stato effettuato l’accesso al tuo account SWX da un dispositivo mai usato prima.',
      action:
        'Se eri tu, non devi fare nulla. Se non eri tu, disconnetti quel dispositivo dalla pagina Sicurezza, poi cambia la password:',
    },
    passwordChanged: {
      subject: 'SWX: la tua password è stata cambiata',
      body: 'La password del tuo account SWX è appena stata cambiata e i dispositivi connessi con la vecchia password sono stati disconnessi.',
      action:
        'Se non l’hai cambiata tu, reimposta subito la password con un codice inviato a questo indirizzo e contatta l’assistenza:',
    },
    twoFactorOn: {
      subject: 'SWX: accesso a due fattori attivato',
      body: 'L’accesso a due fattori è appena stato attivato per il tuo account SWX: ora, oltre alla password, l’accesso richiede anche un codice dell’app di autenticazione.',
      action:
        'Se non l’hai attivato tu, reimposta subito la password con un codice inviato a questo indirizzo e contatta l’assistenza:',
    },
    twoFactorOff: {
      subject: 'SWX: accesso a due fattori disattivato',
      body: 'L’accesso a due fattori è appena stato disattivato per il tuo account SWX: l’accesso richiede di nuovo solo la password.',
      action:
        'Se non l’hai disattivato tu, reimposta subito la password con un codice inviato a questo indirizzo, riattiva l’accesso a due fattori e contatta l’assistenza:',
    },
    addressAdded: {
      subject: 'SWX: è stato aggiunto un indirizzo di prelievo',
      body: 'Un indirizzo è appena stato salvato nella rubrica degli indirizzi di prelievo del tuo account SWX.',
      action:
        'Se non l’hai aggiunto tu, annullalo con questo link (senza bisogno di accedere), poi cambia la password:',
    },
    whitelistOff: {
      subject: 'SWX: la tua whitelist dei prelievi verrà disattivata',
      body: 'È appena stata richiesta la disattivazione della whitelist dei prelievi del tuo account SWX: quando avrà effetto, i prelievi potranno andare a qualsiasi indirizzo.',
      action:
        'Se non l’hai richiesta tu, mantieni attiva la whitelist con questo link (senza bisogno di accedere), poi cambia la password:',
    },
    passkeyAdded: {
      subject: 'SWX: è stata aggiunta una passkey',
      body: 'Una passkey è appena stata aggiunta al tuo account SWX: da sola consente di accedere all’account, senza la password.',
      action:
        'Se non l’hai aggiunta tu, rimuovila subito dalla pagina Sicurezza, cambia la password e contatta l’assistenza:',
    },
    passkeyRemoved: {
      subject: 'SWX: è stata rimossa una passkey',
      body: 'Una passkey è appena stata rimossa dal tuo account SWX e i dispositivi che avevano effettuato l’accesso con essa sono stati disconnessi.',
      action:
        'Se non l’hai rimossa tu, cambia subito la password, controlla passkey e dispositivi nella pagina Sicurezza e contatta l’assistenza:',
    },
    withdrawalRequested: {
      subject: 'SWX: è stato richiesto un prelievo',
      body: 'È appena stato richiesto un prelievo dal tuo account SWX. Il nostro staff controlla ogni prelievo prima di pagarlo.',
      action:
        'Se non l’hai richiesto tu, cambia subito la password e contatta l’assistenza prima del pagamento. I tuoi prelievi sono elencati qui:',
    },
    withdrawalCompleted: {
      subject: 'SWX: il tuo prelievo è stato pagato',
      body: 'Un prelievo dal tuo account SWX è appena stato pagato all’indirizzo qui sotto.',
      action:
        'Se non l’hai richiesto tu, cambia subito la password e contatta l’assistenza. I tuoi prelievi sono elencati qui:',
    },
  },
  ar: {
    labels: {
      device: 'الجهاز',
      address: 'عنوان IP',
      time: 'الوقت',
      unknownDevice: 'جهاز غير معروف',
      network: 'الشبكة',
      withdrawalAddress: 'عنوان السحب',
      label: 'التسمية',
      usableFrom: 'متاح للاستخدام من',
      takesEffect: 'موعد السريان',
      passkey: 'مفتاح المرور',
      signedOut: 'الأجهزة التي سُجّل خروجها',
      passkeysRemoved: 'مفاتيح المرور المحذوفة',
      amount: 'المبلغ',
      fee: 'الرسوم',
      paidOut: 'المبلغ المدفوع',
      transaction: 'تجزئة المعاملة',
    },
    newDevice: {
      subject: 'SWX: تسجيل دخول جديد إلى حسابك',
      body: 'تم للتو تسجيل الدخول إلى حسابك في SWX من جهاز لم يُستخدم من قبل.',
      action:
        'إذا كنت أنت، فلا حاجة إلى أي إجراء. وإذا لم تكن أنت، فسجّل الخروج من ذلك الجهاز في صفحة «الأمان»، ثم غيّر كلمة المرور:',
    },
    passwordChanged: {
      subject: 'SWX: تم تغيير كلمة المرور',
      body: 'تم للتو تغيير كلمة مرور حسابك في SWX، وتم تسجيل خروج الأجهزة التي كانت مسجَّلة الدخول بكلمة المرور القديمة.',
      action:
        'إذا لم تغيّرها أنت، فأعد تعيين كلمة المرور الآن باستخدام رمز يُرسَل إلى هذا العنوان، وتواصل مع الدعم:',
    },
    twoFactorOn: {
      subject: 'SWX: تم تفعيل تسجيل الدخول بخطوتين',
      body: 'تم للتو تفعيل تسجيل الدخول بخطوتين لحسابك في SWX: أصبح تسجيل الدخول يطلب الآن رمزًا من تطبيق المصادقة إلى جانب كلمة المرور.',
      action:
        'إذا لم تفعّله أنت، فأعد تعيين كلمة المرور الآن باستخدام رمز يُرسَل إلى هذا العنوان، وتواصل مع الدعم:',
    },
    twoFactorOff: {
      subject: 'SWX: تم تعطيل تسجيل الدخول بخطوتين',
      body: 'تم للتو تعطيل تسجيل الدخول بخطوتين لحسابك في SWX: أصبح تسجيل الدخول يطلب كلمة المرور فقط من جديد.',
      action:
        'إذا لم تعطّله أنت، فأعد تعيين كلمة المرور الآن باستخدام رمز يُرسَل إلى هذا العنوان، وأعد تفعيل تسجيل الدخول بخطوتين، وتواصل مع الدعم:',
    },
    addressAdded: {
      subject: 'SWX: تمت إضافة عنوان سحب',
      body: 'تم للتو حفظ عنوان في دفتر عناوين السحب لحسابك في SWX.',
      action:
        'إذا لم تُضِفه أنت، فألغِه عبر هذا الرابط (دون الحاجة إلى تسجيل الدخول)، ثم غيّر كلمة المرور:',
    },
    whitelistOff: {
      subject: 'SWX: سيتم تعطيل القائمة البيضاء للسحب',
      body: 'تم للتو تقديم طلب لتعطيل القائمة البيضاء للسحب في حسابك في SWX: بعد سريان التعطيل، يمكن إرسال السحوبات إلى أي عنوان.',
      action:
        'إذا لم تطلب ذلك أنت، فأبقِ القائمة البيضاء مفعّلة عبر هذا الرابط (دون الحاجة إلى تسجيل الدخول)، ثم غيّر كلمة المرور:',
    },
    passkeyAdded: {
      subject: 'SWX: تمت إضافة مفتاح مرور',
      body: 'تمت للتو إضافة مفتاح مرور إلى حسابك في SWX: يتيح هذا المفتاح وحده تسجيل الدخول إلى الحساب دون كلمة المرور.',
      action: 'إذا لم تُضِفه أنت، فاحذفه الآن في صفحة «الأمان»، وغيّر كلمة المرور، وتواصل مع الدعم:',
    },
    passkeyRemoved: {
      subject: 'SWX: تم حذف مفتاح مرور',
      body: 'تم للتو حذف مفتاح مرور من حسابك في SWX، وسُجّل خروج الأجهزة التي سجّلت الدخول به.',
      action:
        'إذا لم تحذفه أنت، فغيّر كلمة المرور الآن، وراجع مفاتيح المرور والأجهزة في صفحة «الأمان»، وتواصل مع الدعم:',
    },
    withdrawalRequested: {
      subject: 'SWX: تم طلب سحب',
      body: 'تم للتو طلب سحب من حسابك في SWX. يراجع فريقنا كل عملية سحب قبل دفعها.',
      action:
        'إذا لم تطلبه أنت، فغيّر كلمة المرور الآن وتواصل مع الدعم قبل الدفع. عمليات السحب الخاصة بك مدرجة هنا:',
    },
    withdrawalCompleted: {
      subject: 'SWX: تم دفع عملية السحب',
      body: 'تم للتو دفع عملية سحب من حسابك في SWX إلى العنوان أدناه.',
      action:
        'إذا لم تطلبها أنت، فغيّر كلمة المرور الآن وتواصل مع الدعم. عمليات السحب الخاصة بك مدرجة هنا:',
    },
  },
  es: {
    labels: {
      device: 'Dispositivo',
      address: 'Dirección IP',
      time: 'Hora',
      unknownDevice: 'Dispositivo desconocido',
      network: 'Red',
      withdrawalAddress: 'Dirección de retiro',
      label: 'Etiqueta',
      usableFrom: 'Utilizable desde',
      takesEffect: 'Entrada en vigor',
      passkey: 'Llave de acceso',
      signedOut: 'Dispositivos desconectados',
      passkeysRemoved: 'Llaves de acceso eliminadas',
      amount: 'Importe',
      fee: 'Comisión',
      paidOut: 'Pagado',
      transaction: 'Hash de la transacción',
    },
    newDevice: {
      subject: 'SWX: nuevo inicio de sesión en tu cuenta',
      body: 'Se acaba de iniciar sesión en tu cuenta de SWX desde un dispositivo que no se había usado antes.',
      action:
        'Si fuiste tú, no tienes que hacer nada. Si no fuiste tú, cierra la sesión de ese dispositivo en la página Seguridad y luego cambia tu contraseña:',
    },
    passwordChanged: {
      subject: 'SWX: se ha cambiado tu contraseña',
      body: 'Se acaba de cambiar la contraseña de tu cuenta de SWX y se ha cerrado la sesión en los dispositivos que la habían iniciado con la contraseña anterior.',
      action:
        'Si no la cambiaste tú, restablece ahora tu contraseña con un código enviado a esta dirección y ponte en contacto con el servicio de asistencia:',
    },
    twoFactorOn: {
      subject: 'SWX: se ha activado el inicio de sesión en dos pasos',
      body: 'Se acaba de activar el inicio de sesión en dos pasos en tu cuenta de SWX: ahora, además de la contraseña, al iniciar sesión se pide un código de la aplicación de autenticación.',
      action:
        'Si no lo activaste tú, restablece ahora tu contraseña con un código enviado a esta dirección y ponte en contacto con el servicio de asistencia:',
    },
    twoFactorOff: {
      subject: 'SWX: se ha desactivado el inicio de sesión en dos pasos',
      body: 'Se acaba de desactivar el inicio de sesión en dos pasos en tu cuenta de SWX: al iniciar sesión se vuelve a pedir solo la contraseña.',
      action:
        'Si no lo desactivaste tú, restablece ahora tu contraseña con un código enviado a esta dirección, vuelve a activar el inicio de sesión en dos pasos y ponte en contacto con el servicio de asistencia:',
    },
    addressAdded: {
      subject: 'SWX: se ha añadido una dirección de retiro',
      body: 'Se acaba de guardar una dirección en la libreta de direcciones de retiro de tu cuenta de SWX.',
      action:
        'Si no la añadiste tú, cancélala con este enlace (sin necesidad de iniciar sesión) y luego cambia tu contraseña:',
    },
    whitelistOff: {
      subject: 'SWX: se desactivará tu lista blanca de retiros',
      body: 'Se acaba de solicitar la desactivación de la lista blanca de retiros de tu cuenta de SWX: cuando entre en vigor, los retiros podrán enviarse a cualquier dirección.',
      action:
        'Si no lo solicitaste tú, mantén activada la lista blanca con este enlace (sin necesidad de iniciar sesión) y luego cambia tu contraseña:',
    },
    passkeyAdded: {
      subject: 'SWX: se ha añadido una llave de acceso',
      body: 'Se acaba de añadir una llave de acceso a tu cuenta de SWX: permite iniciar sesión en la cuenta por sí sola, sin la contraseña.',
      action:
        'Si no la añadiste tú, elimínala ahora en la página Seguridad, cambia tu contraseña y ponte en contacto con el servicio de asistencia:',
    },
    passkeyRemoved: {
      subject: 'SWX: se ha eliminado una llave de acceso',
      body: 'Se acaba de eliminar una llave de acceso de tu cuenta de SWX, y se ha cerrado la sesión de los dispositivos que la habían usado para iniciar sesión.',
      action:
        'Si no la eliminaste tú, cambia tu contraseña ahora, revisa tus llaves de acceso y dispositivos en la página Seguridad y ponte en contacto con el servicio de asistencia:',
    },
    withdrawalRequested: {
      subject: 'SWX: se ha solicitado un retiro',
      body: 'Se acaba de solicitar un retiro desde tu cuenta de SWX. Nuestro equipo revisa cada retiro antes de pagarlo.',
      action:
        'Si no lo solicitaste tú, cambia tu contraseña ahora y ponte en contacto con el servicio de asistencia antes del pago. Tus retiros aparecen aquí:',
    },
    withdrawalCompleted: {
      subject: 'SWX: tu retiro se ha pagado',
      body: 'Se acaba de pagar un retiro de tu cuenta de SWX a la dirección indicada abajo.',
      action:
        'Si no lo solicitaste tú, cambia tu contraseña ahora y ponte en contacto con el servicio de asistencia. Tus retiros aparecen aquí:',
    },
  },
};

export interface SecurityEvent {
  /** The device and address of the request; none when staff acted (a withdrawal paid). */
  device?: DeviceInfo;
  ip?: string | null;
  at: Date;
}

/** "2026-11-29 11:05 UTC": the same in every language, and unambiguous. */
const utc = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** A line of a mail's details beside the device, address and time: its label and value. */
export type MailDetail = [keyof SecurityMailText['labels'], string];

function details(text: SecurityMailText, event: SecurityEvent, extra: MailDetail[]): string {
  const { labels } = text;
  const from = event.device && [event.device.browser, event.device.os].filter(Boolean).join(' · ');
  const lines = [
    ...(event.device
      ? [
          `${labels.device}: ${from || labels.unknownDevice}`,
          `${labels.address}: ${event.ip ?? '-'}`,
        ]
      : []),
    `${labels.time}: ${utc(event.at)}`,
    ...extra.map(([label, value]) => `${labels[label]}: ${value}`),
  ];
  return lines.map((line) => `    ${line}`).join('\n');
}

/** A sign-in from a device the account had not used before; `link` opens the Security page. */
export function newDeviceMail(event: SecurityEvent, link: string, language: Language) {
  return securityMail('newDevice', event, link, language);
}

/** One security mail: what happened, from where and when, what to do, and the link for it. */
function securityMail(
  kind: Exclude<keyof SecurityMailText, 'labels'>,
  event: SecurityEvent,
  link: string,
  language: Language,
  extra: MailDetail[] = [],
) {
  const text = TEXTS[language];
  const { subject, body, action } = text[kind];
  return {
    subject,
    text: `${body}\n\n${details(text, event, extra)}\n\n${action}\n\n    ${link}\n`,
  };
}

/** The password changed or reset; `link` opens the password reset. */
export function passwordChangedMail(
  event: SecurityEvent,
  link: string,
  language: Language,
  details: MailDetail[] = [],
) {
  return securityMail('passwordChanged', event, link, language, details);
}

/** Two-factor sign-in turned on; `link` opens the password reset. */
export function twoFactorOnMail(event: SecurityEvent, link: string, language: Language) {
  return securityMail('twoFactorOn', event, link, language);
}

/** Two-factor sign-in turned off; `link` opens the password reset. */
export function twoFactorOffMail(event: SecurityEvent, link: string, language: Language) {
  return securityMail('twoFactorOff', event, link, language);
}

/** The time a mail states (a new address's first use, a switch-off taking effect). */
export const mailTime = utc;

/** An address saved in the withdrawal address book; `link` cancels it without signing in. */
export function addressAddedMail(
  event: SecurityEvent,
  link: string,
  language: Language,
  details: MailDetail[],
) {
  return securityMail('addressAdded', event, link, language, details);
}

/** The withdrawal whitelist asked to turn off; `link` keeps it on without signing in. */
export function whitelistOffMail(
  event: SecurityEvent,
  link: string,
  language: Language,
  details: MailDetail[],
) {
  return securityMail('whitelistOff', event, link, language, details);
}

/** A passkey added to the account; `link` opens the Security page. */
export function passkeyAddedMail(
  event: SecurityEvent,
  link: string,
  language: Language,
  details: MailDetail[],
) {
  return securityMail('passkeyAdded', event, link, language, details);
}

/** A passkey removed from the account (and the devices it had signed in signed out). */
export function passkeyRemovedMail(
  event: SecurityEvent,
  link: string,
  language: Language,
  details: MailDetail[],
) {
  return securityMail('passkeyRemoved', event, link, language, details);
}

/** An amount as a mail shows it: its exact value, at least two decimals, and its asset. */
export function mailAmount(value: string, asset: string): string {
  const [whole, fraction = ''] = value.split('.');
  return `${whole}.${fraction.replace(/0+$/, '').padEnd(2, '0')} ${asset}`;
}

/** A withdrawal requested from the account; `link` opens the balance page. */
export function withdrawalRequestedMail(
  event: SecurityEvent,
  link: string,
  language: Language,
  details: MailDetail[],
) {
  return securityMail('withdrawalRequested', event, link, language, details);
}

/** A withdrawal paid out by staff (no device: staff acted); `link` opens the balance page. */
export function withdrawalCompletedMail(
  event: SecurityEvent,
  link: string,
  language: Language,
  details: MailDetail[],
) {
  return securityMail('withdrawalCompleted', event, link, language, details);
}
