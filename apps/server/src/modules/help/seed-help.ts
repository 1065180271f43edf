/** Help-centre FAQ and notices seeded at first start. Markdown answers and bodies. */
export interface SeedText {
  title: string;
  body: string;
}
export interface SeedFaqCategory {
  slug: string; // kebab-case
  sort: number;
  en: { title: string };
  zh: { title: string };
  hk: { title: string };
}
export interface SeedFaq {
  category: string; // a category slug
  slug: string; // kebab-case, unique
  sort: number; // order within its category
  /** title = the question, body = the answer (Markdown: paragraphs, bullet lists, bold; no headings above ###). */
  en: SeedText;
  zh: SeedText;
  hk: SeedText;
}
export interface SeedNotice {
  slug: string;
  /** Days before the first start that the notice is dated (0 = that day); orders the list. */
  ageDays: number;
  pinned: boolean;
  en: SeedText;
  zh: SeedText;
  hk: SeedText;
}

/*
 * Facts only the operator can supply are written as tokens such as {{site.charityName}}: the
 * help service fills each one at read time from the public system parameter with the same key
 * (content/site-facts.ts), and shows "not yet published" while it is empty. Tokens go in
 * answers and bodies only, never in titles. Review times other than the 48-hour KYC review are
 * not given as numbers. Configurable values (fees, penalty, interest-free days, demo balance,
 * leverage limits) are described as "shown before you confirm" rather than given as numbers.
 * Chinese paragraphs are kept on one line each, because a line break inside a Chinese
 * paragraph would render as a stray space.
 */

export const SEED_FAQ_CATEGORIES: readonly SeedFaqCategory[] = [
  {
    slug: 'account-and-security',
    sort: 1,
    en: { title: 'Account and security' },
    zh: { title: '账户与安全' },
    hk: { title: '帳戶與安全' },
  },
  {
    slug: 'demo-and-real',
    sort: 2,
    en: { title: 'Demo and real accounts' },
    zh: { title: '模拟账户与真实账户' },
    hk: { title: '模擬帳戶與真實帳戶' },
  },
  {
    slug: 'deposits-and-withdrawals',
    sort: 3,
    en: { title: 'Deposits and withdrawals' },
    zh: { title: '充值与提现' },
    hk: { title: '充值與提款' },
  },
  {
    slug: 'identity-verification',
    sort: 4,
    en: { title: 'Identity verification (KYC)' },
    zh: { title: '身份认证（KYC）' },
    hk: { title: '身份認證（KYC）' },
  },
  {
    slug: 'trading',
    sort: 5,
    en: { title: 'Markets and trading' },
    zh: { title: '行情与交易' },
    hk: { title: '市場與交易' },
  },
  {
    slug: 'plans-loans-and-nfts',
    sort: 6,
    en: { title: 'Smart plans, loans and charity NFTs' },
    zh: { title: '智能交易计划、贷款与慈善 NFT' },
    hk: { title: '智能交易計劃、貸款與慈善 NFT' },
  },
];

export const SEED_FAQS: readonly SeedFaq[] = [
  // ---------------------------------------------------------------- account-and-security
  {
    category: 'account-and-security',
    slug: 'how-do-i-create-an-account',
    sort: 1,
    en: {
      title: 'How do I create an account?',
      body: `Choose **Sign up**, then enter a username, your email address and a password. We send a
**6-digit verification code** to that email address; enter it to finish registering. The code is
valid for **10 minutes**. If it expires, request a new one.

Where the sign-up page offers **Continue with Google**, you can register with your Google account
instead.

Every new account has two books: a **demo book** with virtual USDT for practice, and a **real
book** for real money. You start in demo mode. Each person may hold one account.`,
    },
    zh: {
      title: '如何注册账户？',
      body: `点击**注册**，然后输入用户名、邮箱地址和密码。我们会向该邮箱发送一个 **6 位数验证码**，输入验证码即可完成注册。验证码的有效期为 **10 分钟**，过期后请重新获取。

如注册页面提供**使用 Google 继续**选项，您也可以改用 Google 账户注册。

每个新账户都包含两个账本：一个是使用虚拟 USDT 进行练习的**模拟账户**，另一个是使用真实资金的**真实账户**。您将从模拟模式开始。每人只可持有一个账户。`,
    },
    hk: {
      title: '如何註冊帳戶？',
      body: `按**註冊**，然後輸入用戶名稱、電郵地址及密碼。我們會向該電郵地址發送一個 **6 位數驗證碼**，輸入驗證碼即可完成註冊。驗證碼的有效時間為 **10 分鐘**，逾時請重新索取。

如註冊頁面提供**以 Google 繼續**選項，您亦可改用 Google 帳戶註冊。

每個新帳戶均設有兩個帳本：一個是以虛擬 USDT 作練習之用的**模擬帳戶**，另一個是使用真實資金的**真實帳戶**。您會先以模擬模式開始。每人只可持有一個帳戶。`,
    },
  },
  {
    category: 'account-and-security',
    slug: 'how-do-i-log-in',
    sort: 2,
    en: {
      title: 'How do I log in?',
      body: `On the login page, enter **your username or your email address** together with your
password. Either one works.

If the login page offers **Continue with Google**, you can also sign in with your Google account.
Google only confirms who you are; we never see your Google password.

You stay signed in on that device until you log out, or until your session expires after
**7 days without use**. Log out when you use a shared or public computer.`,
    },
    zh: {
      title: '如何登录？',
      body: `在登录页面输入**用户名或邮箱地址**，以及您的密码。两者任选其一即可。

如登录页面提供**使用 Google 继续**选项，您也可以使用 Google 账户登录。Google 仅负责确认您的身份，我们永远不会看到您的 Google 密码。

您会在该设备上保持登录状态，直至您退出登录，或会话在**连续 7 天未使用**后过期。在共用或公共电脑上使用后，请务必退出登录。`,
    },
    hk: {
      title: '如何登入？',
      body: `在登入頁面輸入**用戶名稱或電郵地址**，以及您的密碼。兩者任擇其一即可。

如登入頁面提供**以 Google 繼續**選項，您亦可使用 Google 帳戶登入。Google 只負責確認您的身份，我們絕不會看到您的 Google 密碼。

您會在該裝置上維持登入狀態，直至您登出，或工作階段在**連續 7 日未有使用**後失效為止。在共用或公共電腦上使用後，請緊記登出。`,
    },
  },
  {
    category: 'account-and-security',
    slug: 'what-are-the-password-rules',
    sort: 3,
    en: {
      title: 'What are the password requirements?',
      body: `Your password must be **8 to 128 characters** long. Common passwords, such as ones that
appear in lists of leaked or frequently used passwords, are refused.

A few tips:

- Use a password you do not use on any other site. A long passphrase of several words is easy to
  remember and hard to guess.
- Never share your password with anyone, including people who say they work for SWX.
- You can change your password at any time under **Settings → Change password**.

We store your password only in hashed form, so we cannot read it or send it to you.`,
    },
    zh: {
      title: '密码有什么要求？',
      body: `密码长度须为 **8 至 128 个字符**。常见密码（例如出现在泄露密码或常用密码列表中的密码）将被拒绝。

几点建议：

- 请使用未在其他网站使用过的密码。由数个单词组成的较长密码短语既容易记住，又难以被猜中。
- 切勿向任何人透露您的密码，包括自称 SWX 工作人员的人。
- 您可以随时在**设置 → 修改密码**中更改密码。

我们仅以哈希形式保存您的密码，因此无法读取您的密码，也无法将其发送给您。`,
    },
    hk: {
      title: '密碼有甚麼要求？',
      body: `密碼長度須為 **8 至 128 個字元**。常見密碼（例如見於外洩密碼或常用密碼清單中的密碼）將不獲接納。

幾點建議：

- 請使用未曾在其他網站使用的密碼。由數個詞語組成的較長密碼短語既容易記住，又難以被猜中。
- 切勿向任何人透露您的密碼，包括自稱 SWX 職員的人士。
- 您可隨時在**設定 → 更改密碼**中更改密碼。

我們只以雜湊形式儲存您的密碼，因此無法讀取您的密碼，亦無法將密碼發送給您。`,
    },
  },
  {
    category: 'account-and-security',
    slug: 'how-do-i-reset-my-password',
    sort: 4,
    en: {
      title: 'I forgot my password. How do I reset it?',
      body: `On the login page, choose **Forgot password**. Enter the email address of your account and
we will email you a verification code. Enter the code and choose a new password that meets the
password requirements.

If the email does not arrive within a few minutes, check your spam or junk folder, then request a
new code.

Only enter the code on the SWX password reset page. Our staff will never ask you for it. If you
receive a reset code that you did not request, someone may have typed your email address by
mistake or on purpose; your password stays unchanged unless the code is used.`,
    },
    zh: {
      title: '忘记密码，如何重置？',
      body: `在登录页面点击**忘记密码**，输入您账户的邮箱地址，我们会通过邮件向您发送验证码。输入验证码后，请设置一个符合密码要求的新密码。

如几分钟内仍未收到邮件，请检查垃圾邮件文件夹，然后重新获取验证码。

请只在 SWX 的重置密码页面输入验证码。我们的工作人员绝不会向您索取验证码。如您收到并非由您申请的重置验证码，可能是有人误输或故意输入了您的邮箱地址；只要验证码未被使用，您的密码就不会改变。`,
    },
    hk: {
      title: '忘記密碼，如何重設？',
      body: `在登入頁面按**忘記密碼**，輸入您帳戶的電郵地址，我們會以電郵向您發送驗證碼。輸入驗證碼後，請設定一個符合密碼要求的新密碼。

如數分鐘後仍未收到電郵，請檢查垃圾郵件資料夾，然後重新索取驗證碼。

請只在 SWX 的重設密碼頁面輸入驗證碼。我們的職員絕不會向您索取驗證碼。如您收到並非由您申請的重設驗證碼，可能是有人誤輸或蓄意輸入您的電郵地址；只要驗證碼未被使用，您的密碼便不會改變。`,
    },
  },
  {
    category: 'account-and-security',
    slug: 'why-is-my-account-locked',
    sort: 5,
    en: {
      title: 'Why is my account temporarily locked?',
      body: `To protect you from password guessing, an account is locked for **15 minutes** after
**10 failed login attempts**. During that time nobody can sign in to it, even with the correct
password. Wait for the lock to end, then try again.

If you are not sure of your password, reset it by email code instead of guessing again.

If you did not make those attempts yourself, someone may be trying to get into your account. Change
your password to one you use nowhere else, and tell us through the support chat.`,
    },
    zh: {
      title: '为什么我的账户被暂时锁定？',
      body: `为防止密码被猜测，账户在**登录失败 10 次**后会被锁定 **15 分钟**。在此期间，任何人都无法登录该账户，即使输入正确的密码也不行。请等待锁定结束后再试。

如您不确定密码，请通过邮箱验证码重置密码，而不要继续尝试。

如这些登录尝试并非由您本人进行，可能有人正试图进入您的账户。请将密码更改为未在其他地方使用过的密码，并通过在线客服告知我们。`,
    },
    hk: {
      title: '為甚麼我的帳戶被暫時鎖定？',
      body: `為防止密碼被猜中，帳戶在**登入失敗 10 次**後會被鎖定 **15 分鐘**。在此期間，任何人都無法登入該帳戶，即使輸入正確密碼亦然。請待鎖定結束後再試。

如您不肯定密碼，請以電郵驗證碼重設密碼，切勿繼續嘗試。

如這些登入嘗試並非由您本人作出，可能有人正試圖進入您的帳戶。請將密碼更改為未曾在其他地方使用的密碼，並透過網上客服通知我們。`,
    },
  },
  {
    category: 'account-and-security',
    slug: 'why-was-i-signed-out',
    sort: 6,
    en: {
      title: 'Why was I signed out?',
      body: `You are signed out, and taken to the login page, when your session is no longer valid. This
happens when:

- you have not used SWX on that device for **7 days**;
- you logged out on that device;
- your browser's site data for SWX was cleared, for example by a privacy setting or a private
  browsing window being closed.

Simply log in again. Your balances, orders and settings are kept on our servers and are not
affected by being signed out.`,
    },
    zh: {
      title: '为什么我被退出登录了？',
      body: `当您的会话失效时，系统会将您退出登录并转到登录页面。以下情况会导致会话失效：

- 您在该设备上已连续 **7 天**未使用 SWX；
- 您在该设备上退出了登录；
- 浏览器中 SWX 的网站数据被清除，例如因隐私设置，或关闭了无痕浏览窗口。

重新登录即可。您的余额、订单和设置均保存在我们的服务器上，不会因退出登录而受到影响。`,
    },
    hk: {
      title: '為甚麼我被登出了？',
      body: `當您的工作階段失效時，系統會將您登出並轉至登入頁面。以下情況會令工作階段失效：

- 您在該裝置上已連續 **7 日**未有使用 SWX；
- 您在該裝置上登出了；
- 瀏覽器中 SWX 的網站資料被清除，例如因私隱設定，或關閉了私密瀏覽視窗。

重新登入即可。您的結餘、訂單及設定均儲存在我們的伺服器上，不會因登出而受到影響。`,
    },
  },

  // ---------------------------------------------------------------- demo-and-real
  {
    category: 'demo-and-real',
    slug: 'what-are-demo-and-real-accounts',
    sort: 1,
    en: {
      title: 'What is the difference between the demo account and the real account?',
      body: `Every SWX account has two separate books:

- **Demo account:** virtual USDT for practice. You can try options and leveraged contracts without
  risking real money. Virtual money has no cash value and cannot be withdrawn or moved to the real
  account.
- **Real account:** your real money. Deposits, withdrawals, smart trading plans, loans and NFT
  purchases all use this book.

The two books never mix: each has its own balance and its own orders. You start in demo mode, and
the app always shows which mode you are in. Results in demo mode do not predict results with real
money.`,
    },
    zh: {
      title: '模拟账户和真实账户有什么区别？',
      body: `每个 SWX 账户都包含两个相互独立的账本：

- **模拟账户**：使用虚拟 USDT 进行练习。您可以体验期权合约和杠杆合约，而无需承担真实资金的风险。虚拟资金没有现金价值，不能提现，也不能转入真实账户。
- **真实账户**：您的真实资金。充值、提现、智能交易计划、贷款和购买 NFT 均使用这个账本。

两个账本互不相通，各有各的余额和订单。您将从模拟模式开始，应用会始终显示您当前所处的模式。模拟模式下的结果并不代表使用真实资金时的结果。`,
    },
    hk: {
      title: '模擬帳戶與真實帳戶有甚麼分別？',
      body: `每個 SWX 帳戶均設有兩個互相獨立的帳本：

- **模擬帳戶**：以虛擬 USDT 作練習。您可試用期權合約及槓桿合約，而毋須承擔真實資金的風險。虛擬資金並無現金價值，不可提款，亦不可轉入真實帳戶。
- **真實帳戶**：您的真實資金。充值、提款、智能交易計劃、貸款及購買 NFT 均使用此帳本。

兩個帳本互不相通，各自有獨立的結餘及訂單。您會先以模擬模式開始，應用程式會一直顯示您目前所處的模式。模擬模式下的結果並不代表使用真實資金時的結果。`,
    },
  },
  {
    category: 'demo-and-real',
    slug: 'how-do-i-switch-between-demo-and-real',
    sort: 2,
    en: {
      title: 'How do I switch between demo and real?',
      body: `Open your **account area** and use the demo/real switch. A message confirms each switch, and
your choice is remembered on that device.

Switching changes which book you see and trade with; it does not move any money. Your demo balance
and orders stay in the demo book, and your real balance and orders stay in the real book.

If you try a feature that needs the real account while you are in demo mode, the app tells you so
and offers to switch. Before placing an order, check the mode shown on screen so that you trade
with the book you intend.`,
    },
    zh: {
      title: '如何在模拟账户和真实账户之间切换？',
      body: `打开**我的账户**页面，使用模拟/真实切换开关即可。每次切换时都会显示提示信息，您的选择会保存在该设备上。

切换只会改变您查看和交易所用的账本，不会转移任何资金。模拟余额和订单保留在模拟账户中，真实余额和订单保留在真实账户中。

如您在模拟模式下使用需要真实账户的功能，应用会提示您并建议切换。下单前，请先确认屏幕上显示的模式，以确保使用您想要的账本交易。`,
    },
    hk: {
      title: '如何在模擬帳戶與真實帳戶之間切換？',
      body: `開啟**我的帳戶**頁面，使用模擬／真實切換掣即可。每次切換時均會顯示提示訊息，您的選擇會儲存在該裝置上。

切換只會改變您查看及交易所用的帳本，不會轉移任何資金。模擬結餘及訂單會保留在模擬帳戶，真實結餘及訂單則保留在真實帳戶。

如您在模擬模式下使用需要真實帳戶的功能，應用程式會提示您並建議切換。落盤前，請先確認螢幕上顯示的模式，確保以您想用的帳本進行交易。`,
    },
  },
  {
    category: 'demo-and-real',
    slug: 'what-cannot-be-done-in-demo-mode',
    sort: 3,
    en: {
      title: 'What can I not do in demo mode?',
      body: `Demo mode is for practising trades. You can open **options contracts** and **leveraged
contracts** with virtual USDT.

These features need the **real account** and are not available in demo mode:

- smart trading plans;
- loans;
- deposits and withdrawals;
- buying charity NFTs.

If you try one of them in demo mode, you will see a message that the feature is not available for
the demo account, and the app offers to switch you to the real account.`,
    },
    zh: {
      title: '模拟模式下有哪些功能不能使用？',
      body: `模拟模式用于练习交易。您可以使用虚拟 USDT 开立**期权合约**和**杠杆合约**。

以下功能需要使用**真实账户**，在模拟模式下无法使用：

- 智能交易计划；
- 贷款；
- 充值和提现；
- 购买慈善 NFT。

如您在模拟模式下尝试使用上述功能，会看到该功能不适用于模拟账户的提示，应用会建议您切换到真实账户。`,
    },
    hk: {
      title: '模擬模式下有哪些功能不能使用？',
      body: `模擬模式供您練習交易。您可以虛擬 USDT 開立**期權合約**及**槓桿合約**。

以下功能須使用**真實帳戶**，在模擬模式下不能使用：

- 智能交易計劃；
- 貸款；
- 充值及提款；
- 購買慈善 NFT。

如您在模擬模式下嘗試使用上述功能，會看到該功能不適用於模擬帳戶的提示，應用程式會建議您切換至真實帳戶。`,
    },
  },
  {
    category: 'demo-and-real',
    slug: 'can-i-reset-my-demo-balance',
    sort: 4,
    en: {
      title: 'Can I reset my demo balance?',
      body: `Yes. Your demo account starts with a virtual USDT balance, and you can **reset it to that
starting amount at any time**. The starting amount is shown in the app.

Virtual money cannot be topped up by a deposit, has no cash value, and cannot be withdrawn or moved
to your real account. Likewise, money in your real account is never used for demo trades.

Resetting affects only the demo book. Your real account, its balance and its orders are not
touched.`,
    },
    zh: {
      title: '可以重置模拟账户余额吗？',
      body: `可以。您的模拟账户初始有一笔虚拟 USDT 余额，您可以**随时将其重置为初始金额**。初始金额会在应用中显示。

虚拟资金不能通过充值增加，没有现金价值，不能提现，也不能转入真实账户。同样，真实账户中的资金也绝不会用于模拟交易。

重置只影响模拟账户，不会影响您的真实账户及其余额和订单。`,
    },
    hk: {
      title: '可以重設模擬帳戶結餘嗎？',
      body: `可以。您的模擬帳戶開始時設有一筆虛擬 USDT 結餘，您可**隨時將其重設為起始金額**。起始金額會在應用程式中顯示。

虛擬資金不能透過充值增加，並無現金價值，不可提款，亦不可轉入真實帳戶。同樣，真實帳戶內的資金亦絕不會用於模擬交易。

重設只影響模擬帳戶，不會影響您的真實帳戶及其結餘和訂單。`,
    },
  },
  {
    category: 'demo-and-real',
    slug: 'what-does-simulated-mean',
    sort: 5,
    en: {
      title: 'What does "simulated" next to a price mean?',
      body: `Where no live market feed is available for an instrument, SWX may use a **simulated price
feed** instead. Such prices are always **labelled as simulated** in the app.

A simulated price does not reflect any real market. Orders on that instrument settle against the
prices recorded from the feed you see on screen, in the same way as any other order.

Please keep this in mind when you look at results, especially in demo mode: what you achieve with
simulated prices or virtual money does not predict what you would achieve in a real market.`,
    },
    zh: {
      title: '价格旁边的“模拟”是什么意思？',
      body: `如某个交易品种没有可用的实时市场行情，SWX 可能会改用**模拟价格数据源**。此类价格在应用中始终**标注为模拟**。

模拟价格并不反映任何真实市场。该品种的订单与其他订单一样，按照您在屏幕上看到的数据源所记录的价格结算。

查看交易结果时请留意这一点，特别是在模拟模式下：使用模拟价格或虚拟资金取得的结果，并不代表您在真实市场中会取得的结果。`,
    },
    hk: {
      title: '價格旁邊的「模擬」是甚麼意思？',
      body: `如某個交易產品沒有可用的實時市場報價，SWX 或會改用**模擬價格數據源**。此類價格在應用程式中一律**標示為模擬**。

模擬價格並不反映任何真實市場。該產品的訂單與其他訂單一樣，按您在螢幕上看到的數據源所記錄的價格結算。

查看交易結果時請留意這一點，尤其是在模擬模式下：以模擬價格或虛擬資金取得的結果，並不代表您在真實市場中會取得的結果。`,
    },
  },

  // ---------------------------------------------------------------- deposits-and-withdrawals
  {
    category: 'deposits-and-withdrawals',
    slug: 'how-do-i-make-a-deposit',
    sort: 1,
    en: {
      title: 'How do I make a deposit?',
      body: `Deposits go to your **real account**, so switch to real mode first. Then open **Balance →
Deposit** and:

- Choose the currency: **USDT (TRC20 or ERC20)**, **BTC** or **ETH**.
- Send the funds from your wallet to the receiving address shown in the app, on the network shown.
- Enter the amount and the **transaction hash** of your transfer.
- Upload a **proof image**, such as a screenshot of the completed transfer.
- Submit the request.

Your deposit then shows as **pending review**. Each transaction hash can be claimed only once. Only
the addresses shown in the app when you deposit are valid SWX deposit addresses.`,
    },
    zh: {
      title: '如何充值？',
      body: `充值会存入您的**真实账户**，因此请先切换到真实模式，然后打开**余额 → 充值**，并按以下步骤操作：

- 选择币种：**USDT（TRC20 或 ERC20）**、**BTC** 或 **ETH**。
- 从您的钱包将资金转至应用中显示的收款地址，并使用所显示的网络。
- 输入金额和转账的**交易哈希**。
- 上传**凭证图片**，例如转账完成的截图。
- 提交申请。

提交后，您的充值会显示为**待审核**。每个交易哈希只能申领一次。只有您充值时应用中显示的地址才是有效的 SWX 充值地址。`,
    },
    hk: {
      title: '如何充值？',
      body: `充值會存入您的**真實帳戶**，因此請先切換至真實模式，然後開啟**結餘 → 充值**，並按以下步驟操作：

- 選擇幣種：**USDT（TRC20 或 ERC20）**、**BTC** 或 **ETH**。
- 從您的錢包將資金轉至應用程式所顯示的收款地址，並使用所顯示的網絡。
- 輸入金額及轉帳的**交易雜湊**。
- 上載**證明圖片**，例如轉帳完成的截圖。
- 提交申請。

提交後，您的充值會顯示為**待審核**。每個交易雜湊只可申領一次。只有您充值時應用程式所顯示的地址，才是有效的 SWX 充值地址。`,
    },
  },
  {
    category: 'deposits-and-withdrawals',
    slug: 'what-are-the-deposit-minimums',
    sort: 2,
    en: {
      title: 'What is the minimum deposit?',
      body: `The minimum amount for each deposit is:

- **USDT:** 120 (TRC20 or ERC20)
- **BTC:** 0.015
- **ETH:** 0.2

A deposit request below the minimum is not accepted; the message names the currency and its
minimum. Please make sure the amount you send on the blockchain is at least the minimum for that
currency, and that you enter the amount exactly as sent.

Trading, plans, loans and NFTs are priced in USDT, so BTC and ETH deposits are credited to your
real account in USDT.`,
    },
    zh: {
      title: '最低充值金额是多少？',
      body: `每笔充值的最低金额如下：

- **USDT**：120（TRC20 或 ERC20）
- **BTC**：0.015
- **ETH**：0.2

低于最低金额的充值申请不会被受理，提示信息会注明相应币种及其最低金额。请确保您在区块链上转出的金额不低于该币种的最低金额，并按实际转账金额准确填写。

交易、计划、贷款和 NFT 均以 USDT 计价，因此 BTC 和 ETH 充值会以 USDT 存入您的真实账户。`,
    },
    hk: {
      title: '最低充值金額是多少？',
      body: `每筆充值的最低金額如下：

- **USDT**：120（TRC20 或 ERC20）
- **BTC**：0.015
- **ETH**：0.2

低於最低金額的充值申請將不獲受理，提示訊息會列明相關幣種及其最低金額。請確保您在區塊鏈上轉出的金額不低於該幣種的最低金額，並按實際轉帳金額準確填寫。

交易、計劃、貸款及 NFT 均以 USDT 計價，因此 BTC 及 ETH 充值會以 USDT 存入您的真實帳戶。`,
    },
  },
  {
    category: 'deposits-and-withdrawals',
    slug: 'when-is-my-deposit-credited',
    sort: 3,
    en: {
      title: 'When will my deposit be credited?',
      body: `Every deposit is **reviewed by our staff**, who check your transaction and the proof you
uploaded. A deposit is **credited only after it is approved**; until then it shows as pending
review in your transaction record.

- **USDT** deposits are credited at the amount received.
- **BTC and ETH** deposits are credited in USDT at the **market price recorded at the time of
  approval**. The rate used is recorded with the entry.

If a deposit is rejected, its status changes to rejected. If you are unsure why, contact us through
the support chat and quote the transaction hash.`,
    },
    zh: {
      title: '充值何时到账？',
      body: `每笔充值都会**由我们的工作人员审核**，核对您的转账交易和上传的凭证。充值**只会在审核通过后入账**；在此之前，它会在您的交易记录中显示为待审核。

- **USDT** 充值按实际收到的金额入账。
- **BTC 和 ETH** 充值会按**审核通过时记录的市场价格**折算为 USDT 入账，所用汇率会与该笔记录一并保存。

如充值被拒绝，其状态会变为已拒绝。如您不清楚原因，请通过在线客服联系我们，并提供交易哈希。`,
    },
    hk: {
      title: '充值何時入帳？',
      body: `每筆充值均會**由我們的職員審核**，核對您的轉帳交易及上載的證明。充值**只會在獲批核後入帳**；在此之前，它會在您的交易記錄中顯示為待審核。

- **USDT** 充值按實際收到的金額入帳。
- **BTC 及 ETH** 充值會按**批核時記錄的市場價格**折算為 USDT 入帳，所用匯率會與該筆記錄一併儲存。

如充值被拒絕，其狀態會變為已拒絕。如您不清楚原因，請透過網上客服聯絡我們，並提供交易雜湊。`,
    },
  },
  {
    category: 'deposits-and-withdrawals',
    slug: 'funds-sent-to-wrong-address-or-network',
    sort: 4,
    en: {
      title: 'I sent funds to the wrong address or network. What can I do?',
      body: `Blockchain transactions **cannot be reversed**. If funds were sent to an address other than the
one shown in the app, or on a different network from the one shown (for example ERC20 instead of
TRC20), we are not able to recover them.

Before you send a deposit, please:

- copy the receiving address from the app rather than typing it;
- check that the network in your wallet matches the network shown in the app;
- never use an address given to you by phone, social media or private message.

If something has gone wrong, contact us through the support chat with the
transaction hash, and we will tell you what we can see.`,
    },
    zh: {
      title: '我把资金转到了错误的地址或网络，怎么办？',
      body: `区块链交易**无法撤销**。如资金被转到应用所示地址以外的地址，或使用了与所示网络不同的网络（例如用 ERC20 代替 TRC20），我们将无法追回。

转账前，请：

- 从应用中复制收款地址，而不要手动输入；
- 确认钱包中选择的网络与应用中显示的网络一致；
- 切勿使用通过电话、社交媒体或私信提供给您的地址。

如已出现问题，请通过在线客服联系我们并提供交易哈希，我们会告诉您我们能查到的情况。`,
    },
    hk: {
      title: '我把資金轉到錯誤的地址或網絡，怎麼辦？',
      body: `區塊鏈交易**無法撤回**。如資金被轉至應用程式所示地址以外的地址，或使用了與所示網絡不同的網絡（例如以 ERC20 代替 TRC20），我們將無法追回。

轉帳前，請：

- 從應用程式複製收款地址，切勿人手輸入；
- 確認錢包中選擇的網絡與應用程式顯示的網絡一致；
- 切勿使用經電話、社交媒體或私人訊息提供給您的地址。

如已出現問題，請透過網上客服聯絡我們並提供交易雜湊，我們會告訴您我們可查到的情況。`,
    },
  },
  {
    category: 'deposits-and-withdrawals',
    slug: 'how-do-i-withdraw',
    sort: 5,
    en: {
      title: 'How do I make a withdrawal?',
      body: `Withdrawals are made from your **real account** and need **verified identity (KYC)**. Once
you are verified, open **Balance → Withdraw** and:

- Choose the withdrawal method (currency and network).
- Enter the address of your own wallet. The address is checked for the chosen network.
- Enter the amount.
- Review the **fee** and the **amount you will receive**, which are shown before you confirm.
- Confirm.

While the request is pending, the amount and the fee are held in your account, so they cannot be
spent elsewhere. Always double-check the address: a payout sent to a wrong address cannot be
reversed.`,
    },
    zh: {
      title: '如何提现？',
      body: `提现从您的**真实账户**中进行，并且需要**已通过身份认证（KYC）**。认证通过后，打开**余额 → 提现**，并按以下步骤操作：

- 选择提现方式（币种和网络）。
- 输入您本人钱包的地址。系统会按所选网络校验地址。
- 输入金额。
- 查看确认前显示的**手续费**和**实际到账金额**。
- 确认。

申请待处理期间，提现金额和手续费会在您的账户中冻结，不能用于其他用途。请务必仔细核对地址：转到错误地址的款项无法撤回。`,
    },
    hk: {
      title: '如何提款？',
      body: `提款從您的**真實帳戶**進行，並須**已通過身份認證（KYC）**。認證通過後，開啟**結餘 → 提款**，並按以下步驟操作：

- 選擇提款方式（幣種及網絡）。
- 輸入您本人錢包的地址。系統會按所選網絡核對地址。
- 輸入金額。
- 查看確認前顯示的**費用**及**實際收到金額**。
- 確認。

申請處理期間，提款金額及費用會在您的帳戶中凍結，不能作其他用途。請務必仔細核對地址：轉至錯誤地址的款項無法撤回。`,
    },
  },
  {
    category: 'deposits-and-withdrawals',
    slug: 'what-happens-after-a-withdrawal-request',
    sort: 6,
    en: {
      title: 'What happens after I request a withdrawal?',
      body: `Every withdrawal is **reviewed by our staff** before it is paid. You can follow its status in
your transaction record:

- **Pending review:** the amount and fee are held.
- **Approved:** the payout is being sent.
- **Completed:** the payout has been sent; its blockchain transaction hash is recorded. The funds
  arrive in your wallet once the network has confirmed the transaction.
- **Rejected** or **failed:** the hold is released and the amount and fee return to your real
  account.

If a withdrawal has been pending longer than you expected, contact us through the support chat.`,
    },
    zh: {
      title: '提交提现申请后会怎样？',
      body: `每笔提现在支付前都会**由我们的工作人员审核**。您可以在交易记录中查看状态：

- **待审核**：提现金额和手续费已被冻结。
- **已批准**：款项正在发出。
- **已完成**：款项已发出，并已记录其区块链交易哈希。网络确认交易后，资金即会到达您的钱包。
- **已拒绝**或**失败**：冻结解除，提现金额和手续费退回您的真实账户。

如提现处理时间超出您的预期，请通过在线客服联系我们。`,
    },
    hk: {
      title: '提交提款申請後會怎樣？',
      body: `每筆提款在支付前均會**由我們的職員審核**。您可在交易記錄中查看狀態：

- **待審核**：提款金額及費用已被凍結。
- **已批核**：款項正在發出。
- **已完成**：款項已發出，並已記錄其區塊鏈交易雜湊。網絡確認交易後，資金便會到達您的錢包。
- **已拒絕**或**失敗**：凍結解除，提款金額及費用退回您的真實帳戶。

如提款處理時間超出您的預期，請透過網上客服聯絡我們。`,
    },
  },

  // ---------------------------------------------------------------- identity-verification
  {
    category: 'identity-verification',
    slug: 'why-do-i-need-to-verify-my-identity',
    sort: 1,
    en: {
      title: 'Why do I need to verify my identity?',
      body: `Identity (KYC) verification confirms that you are who you say you are. It protects your
account and helps us meet our legal obligations.

You need a **verified** identity before you can:

- make a **withdrawal**;
- apply for a **loan**.

You can register, use the demo account, deposit and trade before you are verified. Your
verification status is shown in your account: **not certified**, **pending review**, **verified**
or **not passed**.`,
    },
    zh: {
      title: '为什么需要进行身份认证？',
      body: `身份认证（KYC）用于确认您的真实身份。它既能保护您的账户，也有助于我们履行法律义务。

以下操作需要您的身份**已认证**：

- **提现**；
- 申请**贷款**。

在完成认证之前，您可以注册、使用模拟账户、充值和交易。您的认证状态会显示在账户中：**未认证**、**待审核**、**已认证**或**未通过**。`,
    },
    hk: {
      title: '為甚麼需要進行身份認證？',
      body: `身份認證（KYC）用於確認您的真實身份。這既可保障您的帳戶，亦有助我們履行法律責任。

以下操作須您的身份**已認證**：

- **提款**；
- 申請**貸款**。

在完成認證前，您可以註冊、使用模擬帳戶、充值及交易。您的認證狀態會顯示於帳戶內：**未認證**、**待審核**、**已認證**或**未通過**。`,
    },
  },
  {
    category: 'identity-verification',
    slug: 'what-do-i-need-for-verification',
    sort: 2,
    en: {
      title: 'What do I need to submit for verification?',
      body: `Open **Account verification** and fill in every field. All fields are required:

- first name and last name, sex and date of birth;
- country, address and phone number;
- the type of identity document: **ID card**, **driver's licence** or **passport**;
- three photos: the **front** of the document, the **back** of the document, and a photo of you
  **holding the document in your hand**.

Make sure the photos are sharp, well lit and show the whole document, and that the details you type
match the document exactly. This avoids delays and rejections.`,
    },
    zh: {
      title: '身份认证需要提交哪些资料？',
      body: `打开**账户认证**并填写所有栏目，所有栏目均为必填：

- 名字和姓氏、性别及出生日期；
- 国家、地址和电话号码；
- 身份证件类型：**身份证**、**驾驶证**或**护照**；
- 三张照片：证件**正面**、证件**背面**，以及您**手持证件**的照片。

请确保照片清晰、光线充足并显示证件全貌，且您填写的资料与证件完全一致，以免审核延误或被拒。`,
    },
    hk: {
      title: '身份認證須提交哪些資料？',
      body: `開啟**帳戶認證**並填寫所有欄位，所有欄位均為必填：

- 名字及姓氏、性別及出生日期；
- 國家、地址及電話號碼；
- 身份證明文件類型：**身份證**、**駕駛執照**或**護照**；
- 三張相片：證件**正面**、證件**背面**，以及您**手持證件**的相片。

請確保相片清晰、光線充足並顯示證件全貌，而您輸入的資料須與證件完全相符，以免審核延誤或被拒。`,
    },
  },
  {
    category: 'identity-verification',
    slug: 'how-long-does-verification-take',
    sort: 3,
    en: {
      title: 'How long does verification take?',
      body: `After you submit, your status shows **pending review**. Our team reviews each submission,
normally **within 48 hours**.

When the review is finished, your status changes to **verified** or **not passed**. Withdrawals and
loan applications become available as soon as you are verified.

While your submission is pending you can keep using the rest of SWX as usual. If more than 48 hours
have passed and your status has not changed, please contact us through the support chat.`,
    },
    zh: {
      title: '身份认证需要多长时间？',
      body: `提交后，您的状态会显示为**待审核**。我们的团队会审核每一份申请，通常在 **48 小时内**完成。

审核完成后，您的状态会变为**已认证**或**未通过**。认证通过后，即可使用提现和贷款申请功能。

在审核期间，您可以照常使用 SWX 的其他功能。如超过 48 小时状态仍未改变，请通过在线客服联系我们。`,
    },
    hk: {
      title: '身份認證需時多久？',
      body: `提交後，您的狀態會顯示為**待審核**。我們的團隊會審核每一份申請，一般於 **48 小時內**完成。

審核完成後，您的狀態會變為**已認證**或**未通過**。認證通過後，即可使用提款及貸款申請功能。

在審核期間，您可如常使用 SWX 的其他功能。如超過 48 小時狀態仍未改變，請透過網上客服聯絡我們。`,
    },
  },
  {
    category: 'identity-verification',
    slug: 'my-verification-was-not-passed',
    sort: 4,
    en: {
      title: 'My verification was not passed. What now?',
      body: `If your status is **not passed**, you can **submit again**. Before you do, check the usual
causes:

- a photo is blurred, too dark, cropped or covered by glare;
- the name, date of birth or other details you typed do not match the document;
- the photo of you holding the document does not show both your face and the document clearly.

Correct the details, retake any unclear photos and resubmit. Your new submission is reviewed in the
same way, normally within 48 hours. If you are not sure what went wrong, ask us through the support
chat.`,
    },
    zh: {
      title: '身份认证未通过，怎么办？',
      body: `如您的状态为**未通过**，您可以**重新提交**。重新提交前，请检查以下常见原因：

- 照片模糊、过暗、被裁切或有反光遮挡；
- 您填写的姓名、出生日期或其他资料与证件不一致；
- 手持证件的照片未能同时清楚显示您的面部和证件。

更正资料并重新拍摄不清晰的照片后再次提交。新的申请会以同样方式审核，通常在 48 小时内完成。如您不确定问题所在，请通过在线客服询问我们。`,
    },
    hk: {
      title: '身份認證未獲通過，怎麼辦？',
      body: `如您的狀態為**未通過**，您可以**重新提交**。重新提交前，請檢查以下常見原因：

- 相片模糊、過暗、被裁剪或有反光遮擋；
- 您輸入的姓名、出生日期或其他資料與證件不符；
- 手持證件的相片未能同時清楚顯示您的面容及證件。

更正資料並重新拍攝不清晰的相片後再次提交。新的申請會以相同方式審核，一般於 48 小時內完成。如您不確定問題所在，請透過網上客服查詢。`,
    },
  },
  {
    category: 'identity-verification',
    slug: 'how-is-my-identity-data-used',
    sort: 5,
    en: {
      title: 'How is my identity information used?',
      body: `The details and photos you submit are used to **verify your identity** and to meet our legal
obligations. They are not used for advertising.

Inside SWX, your documents can be seen only by staff whose role requires it, and staff actions are
recorded in an audit trail. Verification codes and session tokens are stored only in hashed form.

The Privacy Policy explains in full what we keep, for how long, and your rights over your data. For
privacy questions, contact us through the support chat.`,
    },
    zh: {
      title: '我的身份资料会如何使用？',
      body: `您提交的资料和照片用于**核实您的身份**及履行我们的法律义务，不会用于广告。

在 SWX 内部，只有因职责需要的工作人员才能查看您的证件，且工作人员的操作均有审计记录。验证码和会话令牌仅以哈希形式保存。

《隐私政策》详细说明了我们保存哪些资料、保存多久以及您对自身数据享有的权利。如有隐私相关问题，请通过在线客服联系我们。`,
    },
    hk: {
      title: '我的身份資料會如何使用？',
      body: `您提交的資料及相片用於**核實您的身份**及履行我們的法律責任，不會用於廣告。

在 SWX 內部，只有因職務需要的職員才可查閱您的證件，而職員的操作均設有審計記錄。驗證碼及工作階段權杖只以雜湊形式儲存。

《私隱政策》詳細說明我們會保存哪些資料、保存多久，以及您對個人資料享有的權利。如有私隱相關查詢，請透過網上客服聯絡我們。`,
    },
  },

  // ---------------------------------------------------------------- trading
  {
    category: 'trading',
    slug: 'where-do-prices-come-from',
    sort: 1,
    en: {
      title: 'Which markets can I follow, and where do the prices come from?',
      body: `The **Market** page lists forex, crypto, stocks, ETFs, futures and metals. Each row shows the
current price, the **24-hour change** and a small chart of recent prices, updated live. Tap a row to
open the instrument's detail page.

Every order settles against the **recorded prices of the feed you see on screen**. Where a live
feed is not available, a simulated feed may be used; it is always labelled as simulated.

Staff cannot change a price or an order's outcome. Any correction to a balance is made through an
audited adjustment with a stated reason, visible in your account history.`,
    },
    zh: {
      title: '可以查看哪些市场？价格从何而来？',
      body: `**行情**页面列出外汇、加密货币、股票、ETF、期货和贵金属。每一行显示当前价格、**24 小时涨跌幅**和近期价格小图表，并实时更新。点击某一行即可打开该品种的详情页面。

每笔订单都按**您在屏幕上看到的数据源所记录的价格**结算。如没有可用的实时数据源，可能会使用模拟数据源，并始终标注为模拟。

工作人员无法更改价格或订单结果。对余额的任何更正都会通过带有说明原因的审计调整进行，并显示在您的账户记录中。`,
    },
    hk: {
      title: '可以查看哪些市場？價格從何而來？',
      body: `**市場**頁面列出外匯、加密貨幣、股票、ETF、期貨及貴金屬。每一行顯示現價、**24 小時升跌幅**及近期價格小圖表，並實時更新。按某一行即可開啟該產品的詳情頁面。

每張訂單均按**您在螢幕上看到的數據源所記錄的價格**結算。如沒有可用的實時數據源，或會使用模擬數據源，並一律標示為模擬。

職員無法更改價格或訂單結果。對結餘的任何更正均會透過列明原因的審計調整進行，並顯示於您的帳戶記錄中。`,
    },
  },
  {
    category: 'trading',
    slug: 'how-do-options-contracts-work',
    sort: 2,
    en: {
      title: 'How do options contracts work?',
      body: `An options contract is a prediction of whether a price will be **up** or **down** after a set
period. To open one:

- Choose an instrument.
- Choose the direction: **up** or **down**.
- Choose the **period**. Each period has its own **payout rate** and minimum amount.
- Enter your stake.

The payout rate, the period and your possible return are **shown before you confirm**, and are
stored with the order as agreed. Your stake is held when the contract opens. You can open options
contracts in both the demo and the real account.`,
    },
    zh: {
      title: '期权合约如何运作？',
      body: `期权合约是对价格在设定周期后会**上涨**还是**下跌**作出的预测。开立合约的步骤：

- 选择交易品种。
- 选择方向：**看涨**或**看跌**。
- 选择**周期**。每个周期都有各自的**收益率**和最低金额。
- 输入投入金额。

收益率、周期及您的预期收益都会**在您确认前展示**，并按约定保存在订单中。合约开立时，您的投入金额会被冻结。模拟账户和真实账户均可开立期权合约。`,
    },
    hk: {
      title: '期權合約如何運作？',
      body: `期權合約是對價格在設定周期後會**上升**還是**下跌**作出的預測。開立合約的步驟：

- 選擇交易產品。
- 選擇方向：**看升**或**看跌**。
- 選擇**周期**。每個周期各有其**回報率**及最低金額。
- 輸入投入金額。

回報率、周期及您的預期回報均會**在您確認前列明**，並按協定記錄於訂單中。合約開立時，您的投入金額會被凍結。模擬帳戶及真實帳戶均可開立期權合約。`,
    },
  },
  {
    category: 'trading',
    slug: 'how-are-options-contracts-settled',
    sort: 3,
    en: {
      title: 'How is an options contract settled?',
      body: `At expiry, the contract is settled against the **first price recorded at or after the expiry
time**, compared with the opening price:

- **Up** wins if the settlement price is higher than the opening price.
- **Down** wins if the settlement price is lower than the opening price.
- If the settlement price is **exactly equal** to the opening price, your **stake is returned**.

A win pays your stake plus the stake multiplied by the payout rate you agreed to. A loss forfeits the
stake. The opening and settlement prices are stored on the order, so you can check the result in
your order list.`,
    },
    zh: {
      title: '期权合约如何结算？',
      body: `合约到期时，以**到期时间当时或之后记录的第一个价格**作为结算价，并与开仓价比较：

- 如结算价高于开仓价，**看涨**获胜。
- 如结算价低于开仓价，**看跌**获胜。
- 如结算价与开仓价**完全相同**，则**退还投入金额**。

获胜时，您将获得投入金额加上投入金额乘以约定收益率的收益。亏损时，投入金额将被扣除。开仓价和结算价都保存在订单中，您可以在订单列表中核对结果。`,
    },
    hk: {
      title: '期權合約如何結算？',
      body: `合約到期時，以**到期時間當時或之後記錄的第一個價格**作為結算價，並與開倉價比較：

- 如結算價高於開倉價，**看升**獲勝。
- 如結算價低於開倉價，**看跌**獲勝。
- 如結算價與開倉價**完全相同**，則**退還投入金額**。

獲勝時，您可取回投入金額，另加投入金額乘以協定回報率的回報。虧損時，投入金額將被扣除。開倉價及結算價均記錄於訂單中，您可在訂單列表中核對結果。`,
    },
  },
  {
    category: 'trading',
    slug: 'how-do-leveraged-contracts-work',
    sort: 4,
    en: {
      title: 'How do leveraged contracts work?',
      body: `A leveraged contract lets you go **long** (expecting a rise) or **short** (expecting a fall)
on an instrument with only part of the contract value committed as **margin**.

When you open a contract you choose the direction, the number of lots and the leverage, within the
limits shown for that instrument. Before you confirm, the app shows:

- the **margin** that will be held;
- the **opening fee**;
- the stop loss and take profit, if you set them.

Leverage magnifies gains and losses alike: a small price move can use up the whole margin. Only
commit money you can afford to lose.`,
    },
    zh: {
      title: '杠杆合约如何运作？',
      body: `杠杆合约让您只需投入合约价值的一部分作为**保证金**，即可对某一品种**做多**（预期上涨）或**做空**（预期下跌）。

开立合约时，您需在该品种显示的限额范围内选择方向、手数和杠杆倍数。确认前，应用会显示：

- 将被冻结的**保证金**；
- **开仓手续费**；
- 您设置的止损和止盈（如有）。

杠杆会同时放大盈利和亏损：价格的小幅波动就可能耗尽全部保证金。请只投入您能够承受损失的资金。`,
    },
    hk: {
      title: '槓桿合約如何運作？',
      body: `槓桿合約讓您只須投入合約價值的一部分作為**保證金**，即可對某一產品**做多**（預期上升）或**做空**（預期下跌）。

開立合約時，您須在該產品所示的限額範圍內選擇方向、手數及槓桿倍數。確認前，應用程式會顯示：

- 將被凍結的**保證金**；
- **開倉費用**；
- 您設定的止蝕及止賺（如有）。

槓桿會同時放大盈利及虧損：價格輕微波動已可能耗盡全部保證金。請只投入您能承受損失的資金。`,
    },
  },
  {
    category: 'trading',
    slug: 'stop-loss-take-profit-and-liquidation',
    sort: 5,
    en: {
      title: 'How do stop loss, take profit and liquidation work?',
      body: `**Stop loss** and **take profit** are optional prices at which your leveraged contract closes
automatically. For a long contract the stop loss is below the entry price and the take profit above
it; for a short contract it is the reverse. Both must be within the limits shown when you set them.
The contract closes on the first recorded price that reaches the level you set.

**Liquidation** closes a contract automatically when its equity falls to the liquidation level
stated in the contract terms. It ensures that your **loss on a contract never exceeds its margin**.
You can also close a contract yourself at any time while it is open.`,
    },
    zh: {
      title: '止损、止盈和强制平仓如何运作？',
      body: `**止损**和**止盈**是可选的价格设置，杠杆合约会在达到该价格时自动平仓。做多合约的止损价须低于开仓价、止盈价须高于开仓价；做空合约则相反。两者都必须在设置时显示的范围内。当记录的价格首次达到您设置的水平时，合约即会平仓。

**强制平仓**会在合约权益跌至合约条款所载的强制平仓水平时自动平仓，确保您**单一合约的亏损绝不会超过其保证金**。合约持仓期间，您也可以随时自行平仓。`,
    },
    hk: {
      title: '止蝕、止賺及強制平倉如何運作？',
      body: `**止蝕**及**止賺**是可選的價格設定，槓桿合約會在觸及該價格時自動平倉。做多合約的止蝕價須低於開倉價、止賺價須高於開倉價；做空合約則相反。兩者均須在設定時所示的範圍內。當記錄的價格首次觸及您設定的水平時，合約便會平倉。

**強制平倉**會在合約權益跌至合約條款所載的強制平倉水平時自動平倉，確保您**單一合約的虧損絕不會超過其保證金**。合約持倉期間，您亦可隨時自行平倉。`,
    },
  },
  {
    category: 'trading',
    slug: 'my-order-timed-out',
    sort: 6,
    en: {
      title: 'My order timed out. Was it placed?',
      body: `If you see a network timeout message after placing an order, the order may or may not have
reached us. **Check your order list before trying again**, so that you do not open the same position
twice.

- If the order appears in the list, it was placed, with the terms shown there.
- If it does not appear, it was not placed and nothing was taken from your balance; you can place
  it again.

If your balance and your order list do not seem to agree, contact us through the support chat with
the time of the order.`,
    },
    zh: {
      title: '下单超时，订单是否已提交？',
      body: `如下单后看到网络超时提示，订单可能已经到达我们这里，也可能没有。**请先查看订单列表再重试**，以免重复开立同一仓位。

- 如订单出现在列表中，即表示已成功下单，条款以列表中显示的为准。
- 如订单未出现，即表示未成功下单，您的余额也不会被扣除；您可以重新下单。

如您的余额与订单列表看起来不一致，请通过在线客服联系我们，并提供下单时间。`,
    },
    hk: {
      title: '落盤逾時，訂單是否已提交？',
      body: `如落盤後看到網絡逾時提示，訂單可能已到達我們，亦可能沒有。**請先查看訂單列表再重試**，以免重複開立同一倉位。

- 如訂單出現在列表中，即表示已成功落盤，條款以列表所示為準。
- 如訂單未有出現，即表示未成功落盤，您的結餘亦不會被扣除；您可重新落盤。

如您的結餘與訂單列表看來不一致，請透過網上客服聯絡我們，並提供落盤時間。`,
    },
  },

  // ---------------------------------------------------------------- plans-loans-and-nfts
  {
    category: 'plans-loans-and-nfts',
    slug: 'how-do-smart-trading-plans-work',
    sort: 1,
    en: {
      title: 'How do smart trading plans work?',
      body: `A smart trading plan is a **fixed-term** product in your real account. Each plan shows its
term in days, the amount range you can invest, and its **daily rate** (also shown as an annual
rate).

Once you invest, interest accrues once a day. At the end of the term your **principal and the
interest** are paid to your real account, and the plan shows as profit shared. You can follow
today's earnings, total revenue and the next earnings time on the plan.

Smart trading plans are not available in demo mode. The terms shown before you confirm are stored
with your plan as agreed.`,
    },
    zh: {
      title: '智能交易计划如何运作？',
      body: `智能交易计划是在真实账户中使用的**固定期限**产品。每个计划都会显示以天计的期限、可投资的金额范围以及**日收益率**（同时以年化收益率显示）。

投资后，利息每天计算一次。期满时，您的**本金和利息**会支付到您的真实账户，计划状态显示为已分润。您可以在计划中查看今日收益、累计收益和下次收益时间。

模拟模式下无法使用智能交易计划。您确认前显示的条款会按约定保存在您的计划中。`,
    },
    hk: {
      title: '智能交易計劃如何運作？',
      body: `智能交易計劃是在真實帳戶中使用的**固定期限**產品。每個計劃均會顯示以日計的期限、可投資的金額範圍，以及**每日收益率**（亦以年化收益率顯示）。

投資後，利息每日計算一次。期滿時，您的**本金及利息**會支付至您的真實帳戶，計劃狀態顯示為已分潤。您可在計劃中查看今日收益、累計收益及下次收益時間。

模擬模式下不能使用智能交易計劃。您確認前所示的條款會按協定記錄於您的計劃中。`,
    },
  },
  {
    category: 'plans-loans-and-nfts',
    slug: 'can-i-leave-a-smart-plan-early',
    sort: 2,
    en: {
      title: 'Can I leave a smart trading plan before the end of its term?',
      body: `Yes, but leaving early has a cost. When you exit early you receive your principal plus the
interest accrued so far, **minus a penalty** that is a share of your principal. The penalty is
**shown before you confirm** the plan.

This means an early exit can return less than you invested. The plan then shows as **closed**.

If you may need the money before the end of the term, consider a shorter plan or a smaller amount.`,
    },
    zh: {
      title: '可以在期满前退出智能交易计划吗？',
      body: `可以，但提前退出需要付出代价。提前退出时，您将收回本金及截至当时已累计的利息，再**扣除按本金一定比例计算的违约金**。违约金会在您确认加入计划前**展示**。

这意味着提前退出时收回的金额可能低于您的投资金额。退出后，计划状态显示为**已关闭**。

如您可能在期满前需要使用这笔资金，请考虑选择期限较短的计划或减少投资金额。`,
    },
    hk: {
      title: '可以在期滿前退出智能交易計劃嗎？',
      body: `可以，但提早退出須付出代價。提早退出時，您會取回本金及截至當時已累計的利息，再**扣除按本金某一比例計算的違約金**。違約金會在您確認加入計劃前**列明**。

這表示提早退出時取回的金額可能少於您的投資金額。退出後，計劃狀態顯示為**已關閉**。

如您或需在期滿前動用這筆資金，請考慮選擇期限較短的計劃或減少投資金額。`,
    },
  },
  {
    category: 'plans-loans-and-nfts',
    slug: 'how-do-i-apply-for-a-loan',
    sort: 3,
    en: {
      title: 'How do I apply for a loan?',
      body: `Loans need a **verified identity (KYC)** and the **real account**. To apply:

- Open **Loans** and choose a product, an amount within its range and a term.
- Fill in the applicant details: name, sex, date of birth, country, address, phone and identity
   document.
- Read the loan agreement, which shows the amount, term, daily rate, interest-free period,
   repayment date and repayment amount.
- **Sign the agreement** with your drawn signature and submit.

Your application shows as **pending review**. Once it is approved, the loan is paid into your real
account and its status changes to repaying.`,
    },
    zh: {
      title: '如何申请贷款？',
      body: `贷款需要**已通过身份认证**（KYC）并使用**真实账户**。申请步骤：

- 打开**贷款**，选择产品，并在其范围内选择金额和期限。
- 填写申请人资料：姓名、性别、出生日期、国家、地址、电话和身份证件。
- 阅读贷款协议，协议列明金额、期限、日利率、免息期、还款日期和还款金额。
- 以手写签名**签署协议**并提交。

您的申请会显示为**待审核**。审核通过后，贷款会发放到您的真实账户，状态变为还款中。`,
    },
    hk: {
      title: '如何申請貸款？',
      body: `貸款須**已通過身份認證**（KYC）並使用**真實帳戶**。申請步驟：

- 開啟**貸款**，選擇產品，並在其範圍內選擇金額及期限。
- 填寫申請人資料：姓名、性別、出生日期、國家、地址、電話及身份證明文件。
- 閱讀貸款協議，協議列明金額、期限、每日利率、免息期、還款日期及還款金額。
- 以手寫簽名**簽署協議**並提交。

您的申請會顯示為**待審核**。獲批核後，貸款會發放至您的真實帳戶，狀態變為還款中。`,
    },
  },
  {
    category: 'plans-loans-and-nfts',
    slug: 'how-is-loan-interest-charged',
    sort: 4,
    en: {
      title: 'How is loan interest charged, and when do I repay?',
      body: `Each loan has an **interest-free period** that starts when you receive the loan. Its length
is **shown before you sign** and written in your agreement. If you repay within that period, you pay
no interest.

After the interest-free period, interest is charged at the agreed daily rate for each further day.
The repayment amount is your principal plus that interest.

Your loan detail shows the repayment date, the repayment amount and the status: **repaying**,
**repaid** or **expired** (overdue). Please repay by the repayment date; the terms that apply to
late repayment are set out in the agreement you signed.`,
    },
    zh: {
      title: '贷款利息如何计算？何时还款？',
      body: `每笔贷款自您获得贷款时起都有一段**免息期**，其天数会**在您签署前展示**并写入协议。如在免息期内还款，则无需支付利息。

免息期结束后，每多一天按约定的日利率计息。还款金额为本金加上该利息。

您的贷款详情会显示还款日期、还款金额和状态：**还款中**、**已还清**或**已逾期**。请在还款日期前还款；逾期还款适用的条款载于您签署的协议中。`,
    },
    hk: {
      title: '貸款利息如何計算？何時還款？',
      body: `每筆貸款自您取得貸款時起均設有一段**免息期**，其日數會**在您簽署前列明**並載於協議內。如在免息期內還款，則毋須支付利息。

免息期結束後，每多一日按協定的每日利率計息。還款金額為本金加上該利息。

您的貸款詳情會顯示還款日期、還款金額及狀態：**還款中**、**已還清**或**已逾期**。請於還款日期前還款；逾期還款所適用的條款載於您簽署的協議內。`,
    },
  },
  {
    category: 'plans-loans-and-nfts',
    slug: 'what-are-charity-nfts',
    sort: 5,
    en: {
      title: 'What are charity NFTs?',
      body: `Charity NFTs are digital artworks sold in the **NFTs** section. The proceeds go to our partner
children's charity ({{site.charityName}}).

Each artwork shows its creator, its blockchain and contract address, its current price or bid, the
time left in its auction, and the **share of the proceeds that is donated**. The cumulative amount
donated is shown on each item and on the charity page.

When you buy an artwork or win its auction with your real account, it moves to **My NFTs**. Buying
a charity NFT is a way to give, not an investment: it may have no resale value.`,
    },
    zh: {
      title: '什么是慈善 NFT？',
      body: `慈善 NFT 是在 **NFT** 专区出售的数字艺术品，所得款项捐给我们的合作儿童慈善机构（{{site.charityName}}）。

每件作品都会显示其创作者、所属区块链和合约地址、当前价格或出价、拍卖剩余时间，以及**所得款项的捐赠比例**。累计捐赠金额会显示在每件作品和慈善页面上。

当您使用真实账户购买作品或在拍卖中胜出后，作品会转入**我的 NFT**。购买慈善 NFT 是一种捐赠方式，而不是投资：它可能没有转售价值。`,
    },
    hk: {
      title: '甚麼是慈善 NFT？',
      body: `慈善 NFT 是在 **NFT** 專區出售的數碼藝術品，所得款項撥捐我們的合作兒童慈善機構（{{site.charityName}}）。

每件作品均會顯示其創作者、所屬區塊鏈及合約地址、現時價格或出價、拍賣剩餘時間，以及**所得款項的撥捐比例**。累計捐款金額會顯示於每件作品及慈善頁面上。

當您以真實帳戶購買作品或在拍賣中勝出後，作品會轉入**我的 NFT**。購買慈善 NFT 是一種捐助方式，而非投資：它可能並無轉售價值。`,
    },
  },
];

export const SEED_NOTICES: readonly SeedNotice[] = [
  {
    slug: 'welcome-to-swx',
    ageDays: 30,
    pinned: true,
    en: {
      title: 'Welcome to SWX: your demo and real accounts',
      body: `Welcome to SWX. Before you start, here is how your account works.

Every account has **two separate books**. The **demo account** holds virtual USDT for practice, and
you can reset it to its starting amount at any time. The **real account** holds your real money.
You start in demo mode; switch between the two in your account area. The app always shows which
mode you are in, and the two books never mix.

In demo mode you can try options contracts and leveraged contracts without risking real money.
Smart trading plans, loans, deposits, withdrawals and charity NFT purchases need the real account;
if you try them in demo mode, the app offers to switch.

Where no live market feed is available for an instrument, a simulated price feed may be used. It is
always **labelled as simulated** and does not reflect any real market. Results in demo mode or on
simulated prices do not predict results with real money.

Every payout rate, fee, penalty and interest-free period is shown before you confirm, and stored
with your order or contract exactly as agreed. If you have a question, our help centre and the
online support chat are here for you.`,
    },
    zh: {
      title: '欢迎使用 SWX：您的模拟账户和真实账户',
      body: `欢迎使用 SWX。开始之前，请先了解您的账户如何运作。

每个账户都包含**两个相互独立的账本**。**模拟账户**持有用于练习的虚拟 USDT，您可以随时将其重置为初始金额；**真实账户**持有您的真实资金。您将从模拟模式开始，可在我的账户页面中切换。应用会始终显示您当前所处的模式，两个账本互不相通。

在模拟模式下，您可以体验期权合约和杠杆合约，而无需承担真实资金的风险。智能交易计划、贷款、充值、提现和购买慈善 NFT 需要使用真实账户；如您在模拟模式下尝试使用，应用会建议您切换。

如某个交易品种没有可用的实时市场行情，可能会使用模拟价格数据源。此类价格始终**标注为模拟**，并不反映任何真实市场。在模拟模式下或使用模拟价格取得的结果，并不代表使用真实资金时的结果。

每一项收益率、手续费、违约金和免息期都会在您确认前展示，并按约定原样保存在您的订单或合约中。如有疑问，欢迎查阅帮助中心或使用在线客服。`,
    },
    hk: {
      title: '歡迎使用 SWX：您的模擬帳戶及真實帳戶',
      body: `歡迎使用 SWX。開始之前，請先了解您的帳戶如何運作。

每個帳戶均設有**兩個互相獨立的帳本**。**模擬帳戶**持有供練習用的虛擬 USDT，您可隨時將其重設為起始金額；**真實帳戶**則持有您的真實資金。您會先以模擬模式開始，並可在我的帳戶頁面中切換。應用程式會一直顯示您目前所處的模式，兩個帳本互不相通。

在模擬模式下，您可試用期權合約及槓桿合約，而毋須承擔真實資金的風險。智能交易計劃、貸款、充值、提款及購買慈善 NFT 須使用真實帳戶；如您在模擬模式下嘗試使用，應用程式會建議您切換。

如某個交易產品沒有可用的實時市場報價，或會使用模擬價格數據源。此類價格一律**標示為模擬**，並不反映任何真實市場。在模擬模式下或以模擬價格取得的結果，並不代表使用真實資金時的結果。

每一項回報率、費用、違約金及免息期均會在您確認前列明，並按協定原樣記錄於您的訂單或合約中。如有疑問，歡迎瀏覽幫助中心或使用網上客服。`,
    },
  },
  {
    slug: 'review-times-for-deposits-and-verification',
    ageDays: 21,
    pinned: false,
    en: {
      title: 'Review times for deposits and identity verification',
      body: `Some requests are checked by our staff before they take effect. Here is what to expect.

**Deposits.** Every deposit is reviewed by our staff before it is credited, and nothing is
credited before approval. USDT deposits are credited at the amount received; BTC
and ETH deposits are credited in USDT at the market price recorded at approval. To avoid delays:

- send at least the minimum (USDT 120, BTC 0.015, ETH 0.2), on the network shown in the app;
- enter the exact amount and the correct transaction hash;
- upload a clear proof image of the completed transfer.

**Identity verification (KYC).** Our team reviews each submission, normally within **48 hours**.
Clear, uncropped photos and details that match your document exactly help us decide quickly. If a
submission is not passed, you can correct it and submit again.

**Withdrawals** are also reviewed before they are paid; the amount and fee stay held until then.

You can follow the status of every request in your transaction record or on the verification page.
If a request seems to be taking longer than expected, contact us through the support chat.`,
    },
    zh: {
      title: '充值和身份认证的审核时间',
      body: `部分申请须经我们的工作人员审核后才会生效。以下是您可以预期的情况。

**充值**。每笔充值在入账前都会经过工作人员审核，审核通过前不会入账。USDT 充值按实际收到的金额入账；BTC 和 ETH 充值按审核通过时记录的市场价格折算为 USDT 入账。为避免延误，请：

- 转入不低于最低金额的款项（USDT 120、BTC 0.015、ETH 0.2），并使用应用中显示的网络；
- 准确填写金额和正确的交易哈希；
- 上传清晰的转账完成凭证图片。

**身份认证（KYC）**。我们的团队会审核每一份申请，通常在 **48 小时**内完成。清晰、完整的照片以及与证件完全一致的资料有助于我们尽快处理。如申请未通过，您可以更正后重新提交。

**提现**在支付前同样需要审核；在此之前，提现金额和手续费会一直处于冻结状态。

您可以在交易记录或认证页面查看每项申请的状态。如某项申请的等待时间超出预期，请通过在线客服联系我们。`,
    },
    hk: {
      title: '充值及身份認證的審核時間',
      body: `部分申請須經我們的職員審核後方會生效。以下是您可預期的情況。

**充值**。每筆充值在入帳前均會經過職員審核，獲批核前不會入帳。USDT 充值按實際收到的金額入帳；BTC 及 ETH 充值按批核時記錄的市場價格折算為 USDT 入帳。為免延誤，請：

- 轉入不低於最低金額的款項（USDT 120、BTC 0.015、ETH 0.2），並使用應用程式所示的網絡；
- 準確填寫金額及正確的交易雜湊；
- 上載清晰的轉帳完成證明圖片。

**身份認證（KYC）**。我們的團隊會審核每一份申請，一般於 **48 小時**內完成。清晰完整的相片，以及與證件完全相符的資料，有助我們盡快處理。如申請未獲通過，您可更正後重新提交。

**提款**在支付前同樣須經審核；在此之前，提款金額及費用會一直凍結。

您可在交易記錄或認證頁面查看每項申請的狀態。如某項申請的等候時間超出預期，請透過網上客服聯絡我們。`,
    },
  },
  {
    slug: 'keep-your-account-safe',
    ageDays: 14,
    pinned: false,
    en: {
      title: 'Keep your account safe',
      body: `Fraudsters sometimes pretend to be trading platforms. These simple rules protect your account
and your money.

**We will never ask for your codes or passwords.** SWX staff will never ask for your password, the
verification codes we email to you, or the private keys or seed phrase of your wallet, whether by
chat, email, phone or social media. Anyone who asks is not from SWX.

**Watch out for phishing.** We communicate only through the app, the support chat and email sent
from our official email domain ({{site.emailDomain}}). Before you enter your password or a code,
make sure you are on the SWX site. Do not follow sign-in links in unexpected messages.

**Use only addresses shown in the app.** The only valid deposit addresses are the ones shown in
the app when you make a deposit. Never send funds to an address given by phone, social media or
private message.

**Nobody can promise guaranteed profits.** Treat any such promise made in our name as a warning
sign.

Also: use a password you use nowhere else, log out on shared devices, and after 10 failed logins
your account locks for 15 minutes to stop guessing. If anything looks wrong, tell us through the
support chat.`,
    },
    zh: {
      title: '保障您的账户安全',
      body: `诈骗者有时会冒充交易平台。以下几条简单的规则可以保护您的账户和资金。

**我们绝不会索取您的验证码或密码**。无论通过在线客服、邮件、电话还是社交媒体，SWX 工作人员都绝不会向您索取密码、我们通过邮件发送给您的验证码，或您钱包的私钥或助记词。任何索取这些信息的人都不是 SWX 的工作人员。

**谨防网络钓鱼**。我们只通过应用、在线客服和从我们的官方邮件域名（{{site.emailDomain}}）发出的邮件与您联系。输入密码或验证码之前，请确认您正在访问 SWX 网站。请勿点击意外收到的信息中的登录链接。

**只使用应用中显示的地址**。唯一有效的充值地址是您充值时应用中显示的地址。切勿将资金转到通过电话、社交媒体或私信提供给您的地址。

**没有人能保证盈利**。任何以我们名义作出的此类承诺都应被视为警示信号。

此外，请使用未在其他地方使用过的密码，在共用设备上使用后退出登录；账户在登录失败 10 次后会被锁定 15 分钟，以防密码被猜测。如发现任何异常，请通过在线客服告知我们。`,
    },
    hk: {
      title: '保障您的帳戶安全',
      body: `騙徒有時會冒充交易平台。以下幾條簡單的規則可保障您的帳戶及資金。

**我們絕不會索取您的驗證碼或密碼**。無論透過網上客服、電郵、電話或社交媒體，SWX 職員都絕不會向您索取密碼、我們以電郵發送給您的驗證碼，或您錢包的私鑰或助記詞。任何索取這些資料的人都不是 SWX 職員。

**提防網絡釣魚**。我們只會透過應用程式、網上客服及從我們的官方電郵網域（{{site.emailDomain}}）發出的電郵與您聯絡。輸入密碼或驗證碼前，請確認您正在瀏覽 SWX 網站。切勿點擊意外收到的訊息中的登入連結。

**只使用應用程式所示的地址**。唯一有效的充值地址，是您充值時應用程式所顯示的地址。切勿將資金轉至經電話、社交媒體或私人訊息提供給您的地址。

**沒有人能保證獲利**。任何以我們名義作出的此類承諾，都應視為警號。

此外，請使用未曾在其他地方使用的密碼，並在共用裝置上使用後登出；帳戶在登入失敗 10 次後會被鎖定 15 分鐘，以防密碼被猜中。如發現任何異常，請透過網上客服通知我們。`,
    },
  },
  {
    slug: 'ten-supported-languages',
    ageDays: 7,
    pinned: false,
    en: {
      title: 'SWX is available in ten languages',
      body: `You can use SWX in any of these ten languages:

- English
- Simplified Chinese
- Traditional Chinese
- German
- Japanese
- French
- Italian
- Arabic
- Korean
- Spanish

English is the default. To change the language:

- **On a computer,** use the language menu in the top bar.
- **On a phone,** tap the language button in the page header, or open your account area and choose
  **Change language**.

Your choice is remembered on that device, so the app opens in your language next time. Content
served by SWX, such as policy pages, help articles and notices, is loaded in the language you
choose.

If you notice a translation that is unclear or wrong, please tell us through the support chat. Your
feedback helps us improve every language version.`,
    },
    zh: {
      title: 'SWX 现已支持十种语言',
      body: `您可以使用以下十种语言中的任何一种来使用 SWX：

- 英语
- 简体中文
- 繁体中文
- 德语
- 日语
- 法语
- 意大利语
- 阿拉伯语
- 韩语
- 西班牙语

默认语言为英语。更改语言的方法：

- **在电脑上**，使用顶部栏中的语言菜单。
- **在手机上**，点击页面标题栏中的语言按钮，或打开我的账户并选择**更改语言**。

您的选择会保存在该设备上，下次打开应用时会以您选择的语言显示。SWX 提供的内容，例如政策页面、帮助文章和公告，都会按您选择的语言加载。

如您发现有不清楚或不正确的翻译，请通过在线客服告诉我们。您的反馈将帮助我们改进各个语言版本。`,
    },
    hk: {
      title: 'SWX 現已支援十種語言',
      body: `您可以下列十種語言中的任何一種使用 SWX：

- 英文
- 簡體中文
- 繁體中文
- 德文
- 日文
- 法文
- 意大利文
- 阿拉伯文
- 韓文
- 西班牙文

預設語言為英文。更改語言的方法：

- **在電腦上**，使用頂部列的語言選單。
- **在手機上**，按頁面標題列的語言按鈕，或開啟我的帳戶並選擇**更改語言**。

您的選擇會儲存在該裝置上，下次開啟應用程式時會以您選擇的語言顯示。SWX 提供的內容，例如政策頁面、幫助文章及公告，均會按您選擇的語言載入。

如您發現有不清楚或不正確的翻譯，請透過網上客服告訴我們。您的意見有助我們改善各個語言版本。`,
    },
  },
  {
    slug: 'how-charity-nft-proceeds-are-reported',
    ageDays: 0,
    pinned: false,
    en: {
      title: 'How charity NFT proceeds are reported',
      body: `Our charity NFT programme sells digital artworks whose proceeds go to our partner children's
charity ({{site.charityName}}). We want you to be able to check where the money goes.

**On every artwork.** Each item shows its creator, its blockchain and contract address, its current
price or bid, the time left in its auction, and the **share of the proceeds that is donated**.

**Cumulative donation.** When an artwork is bought or its auction is won, the donated share is added
to the cumulative donation. This figure is calculated from completed sales recorded on the platform,
not typed in by hand, and is shown on each item and on the charity page.

**Transfers to the charity.** The operator transfers the donated amounts to the charity. How often
it does so, and where each transfer's confirmation is published: {{site.donationTransfers}}

Buying a charity NFT is a way to give, not an investment. If you have a question about a donation
or a transfer, contact us through the support chat.`,
    },
    zh: {
      title: '慈善 NFT 所得款项的公布方式',
      body: `我们的慈善 NFT 计划出售数字艺术品，所得款项捐给我们的合作儿童慈善机构（{{site.charityName}}）。我们希望您能够核实款项的去向。

**每件作品上的信息**。每件作品都会显示其创作者、所属区块链和合约地址、当前价格或出价、拍卖剩余时间，以及**所得款项的捐赠比例**。

**累计捐赠金额**。作品被购买或拍卖成交后，捐赠部分会计入累计捐赠金额。该数字根据平台记录的已完成交易计算得出，而非人工填写，并显示在每件作品和慈善页面上。

**向慈善机构转账**。运营方会将捐赠款项转给慈善机构。转账安排及每笔转账确认信息的公布位置：{{site.donationTransfers}}

购买慈善 NFT 是一种捐赠方式，而不是投资。如您对捐赠或转账有任何疑问，请通过在线客服联系我们。`,
    },
    hk: {
      title: '慈善 NFT 所得款項的公佈方式',
      body: `我們的慈善 NFT 計劃出售數碼藝術品，所得款項撥捐我們的合作兒童慈善機構（{{site.charityName}}）。我們希望您能夠查證款項的去向。

**每件作品上的資料**。每件作品均會顯示其創作者、所屬區塊鏈及合約地址、現時價格或出價、拍賣剩餘時間，以及**所得款項的撥捐比例**。

**累計捐款金額**。作品售出或拍賣成交後，撥捐部分會計入累計捐款金額。此數字根據平台所記錄的已完成交易計算，而非人手輸入，並顯示於每件作品及慈善頁面上。

**轉帳予慈善機構**。營運方會將撥捐款項轉帳予慈善機構。轉帳安排及每筆轉帳確認資料的公佈位置：{{site.donationTransfers}}

購買慈善 NFT 是一種捐助方式，而非投資。如您對捐款或轉帳有任何疑問，請透過網上客服聯絡我們。`,
    },
  },
];
