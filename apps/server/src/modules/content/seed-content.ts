/** Content pages seeded at first start (footer, legal and company pages). Markdown bodies. */
export interface SeedContentTranslation {
  title: string;
  /** Markdown: headings (##, ###), paragraphs, bullet lists, bold; no HTML, no images, no links to other sites. */
  body: string;
}
export interface SeedContent {
  /** Stable identifier, kebab-case. */
  slug: string;
  /** 1 company, 2 policy, 3 other statement (spec section 3). */
  type: 1 | 2 | 3;
  /** Order within its type. */
  sort: number;
  en: SeedContentTranslation;
  /** Simplified Chinese. */
  zh: SeedContentTranslation;
  /** Traditional Chinese (Hong Kong). */
  hk: SeedContentTranslation;
}

/*
 * Facts only the operator of an installation can supply (legal name, registration, licences,
 * charity, contacts) are written as tokens such as {{site.operatorName}}: the content service
 * fills each one at read time from the public system parameter with the same key, and shows
 * "not yet published" (in the text's language) while that parameter is empty. Everything else
 * is phrased so that it stays true for any installation. Tokens go in bodies only, never in
 * titles, and each must name a parameter seeded in platform/db/seed.ts (a test checks this).
 * Chinese paragraphs are kept on one line each, because a line break inside a Chinese
 * paragraph would render as a stray space.
 */
export const SEED_CONTENTS: readonly SeedContent[] = [
  {
    slug: 'about-us',
    type: 1,
    sort: 1,
    en: {
      title: 'About Us',
      body: `## Who we are

SWX is an online trading and investment platform for retail customers. It runs in your web
browser, with a desktop layout and a mobile layout, and is available in several languages,
including English, Simplified Chinese and Traditional Chinese.

We want SWX to be a platform that a sceptical customer can check for themselves. Every price
you trade on comes from the price feed you see on screen. Every term that affects your money
(a payout rate, a fee, a penalty, an interest rate, an interest-free period) is shown to you
before you confirm, and is stored with your order or contract exactly as agreed. You can
download a statement of every entry on your account at any time.

## What the platform offers

- **Markets.** Live prices for forex, crypto, stocks, ETFs, futures and metals, with the
  24-hour change and a short price chart.
- **Options contracts.** Choose an instrument, a direction (up or down), a period and a stake.
  At expiry the contract is settled against the recorded price feed, at the payout rate shown
  before you confirmed.
- **Leveraged contracts.** Go long or short with margin, with an optional stop loss and take
  profit. Automatic liquidation keeps a loss from exceeding the margin you committed.
- **Smart trading plans.** Fixed-term plans with a stated daily rate, paid out together with
  your principal at the end of the term.
- **Loans.** Unsecured loans for customers who have completed identity (KYC) verification and
  signed a loan agreement.
- **Charity NFTs.** Digital artworks whose sale proceeds go to a children's charity.
- **Deposits and withdrawals.** Crypto deposits in USDT, BTC and ETH, reviewed by our staff
  before they are credited, and withdrawals to your own wallet address, with the fee shown
  before you confirm.
- **Help and support.** A help centre with FAQs and notices, and an online support chat.

## The demo account

Every new account has two sides: a demo account with virtual money and a real account. You
start in demo mode, with a virtual balance that you can reset at any time. In demo mode you can
try options and leveraged contracts without risking real money. Virtual money has no cash
value and cannot be withdrawn.

Smart trading plans, loans, deposits, withdrawals and NFT purchases are available only in the
real account; when you try them in demo mode, the app offers to switch.

Where a price feed is simulated rather than taken from a live market, the app labels it as
simulated. Results achieved in demo mode do not predict results with real money.

## The charity NFT programme

In the NFT section we sell digital artworks created for charity. The proceeds go to our partner
children's charity, which is named, with its registration, on the Partners page. Each artwork
shows its creator, its blockchain and contract address, its current price or bid, the time left
in its auction and the share of the proceeds that is donated. The cumulative amount donated is
shown on each item and on the charity page.

Buying a charity NFT is a way to give, not an investment; please read the Risk Warning.

## Talking to us

You can reach our support team through the online support chat in the app. Information about the
operator, its registration and its authorisations is on the Company Profile, Legal Information
and Licence and Supervision pages.
`,
    },
    zh: {
      title: '关于我们',
      body: `## 我们是谁

SWX 是面向个人客户的在线交易与投资平台。平台在网页浏览器中运行，提供桌面版和移动版界面，并支持多种语言，包括英文、简体中文和繁体中文。

我们希望 SWX 是一个即使持怀疑态度的客户也能亲自核查的平台。您交易所依据的每一个价格，都来自您在屏幕上看到的价格数据源。每一项影响您资金的条款（收益率、手续费、违约金、利率、免息期）都会在您确认之前向您展示，并按约定原样保存在您的订单或合约中。您可以随时下载账户中每一笔记录的对账单。

## 平台提供什么

- **行情。** 外汇、加密货币、股票、ETF、期货和贵金属的实时价格，附 24 小时涨跌幅和简要价格走势图。
- **期权合约。** 选择交易品种、方向（看涨或看跌）、周期和投入金额。到期时，合约按已记录的价格数据结算，收益率为您确认前所展示的数值。
- **杠杆合约。** 使用保证金做多或做空，可设置止损和止盈。自动强制平仓机制确保亏损不会超过您投入的保证金。
- **智能交易计划。** 固定期限计划，载明日收益率，期满时连同本金一并支付。
- **贷款。** 无抵押贷款，面向已完成身份认证（KYC）并签署贷款协议的客户。
- **慈善 NFT。** 数字艺术品，销售所得捐给一家儿童慈善机构。
- **充值与提现。** 支持 USDT、BTC 和 ETH 加密货币充值，经工作人员审核后才会入账；可提现至您本人的钱包地址，手续费在您确认前展示。
- **帮助与支持。** 包含常见问题和公告的帮助中心，以及在线客服聊天。

## 模拟账户

每个新账户都包含两部分：使用虚拟资金的模拟账户和真实账户。您从模拟模式开始，获得一笔可随时重置的虚拟余额。在模拟模式下，您可以体验期权合约和杠杆合约，而无需承担真实资金的风险。虚拟资金没有现金价值，不能提现。

智能交易计划、贷款、充值、提现和购买 NFT 仅限真实账户使用；在模拟模式下使用这些功能时，应用会提示您切换账户。

如果某个价格数据源是模拟生成的，而非来自真实市场，应用会将其标注为“模拟”。在模拟模式下取得的结果，不能预示使用真实资金时的结果。

## 慈善 NFT 计划

在 NFT 板块，我们出售为慈善而创作的数字艺术品，所得款项捐给我们的合作儿童慈善机构，该机构的名称及注册信息载于《合作伙伴》页面。每件作品都会显示其创作者、所在区块链和合约地址、当前价格或出价、拍卖剩余时间以及捐赠比例。每件作品和慈善页面上都会显示累计捐赠金额。

购买慈善 NFT 是一种捐赠方式，而不是投资；请阅读《风险警告》。

## 联系我们

您可以通过应用内的在线客服联系我们的客服团队。有关运营方、其注册信息及所持许可的信息，请参阅《公司简介》《法律信息》和《牌照与监管》页面。
`,
    },
    hk: {
      title: '關於我們',
      body: `## 我們是誰

SWX 是為個人客戶而設的網上交易及投資平台。平台在網頁瀏覽器中運行，設有桌面版及流動版介面，並提供多種語言，包括英文、簡體中文及繁體中文。

我們希望 SWX 是一個即使抱持懷疑態度的客戶亦能親自查證的平台。您進行交易所依據的每一個價格，均來自您在螢幕上看到的價格數據源。每一項影響您資金的條款（回報率、費用、違約金、利率、免息期）都會在您確認前向您展示，並按協定原樣記錄於您的訂單或合約中。您可隨時下載帳戶內每一項記錄的結單。

## 平台提供的服務

- **市場行情。** 外匯、加密貨幣、股票、ETF、期貨及貴金屬的即時價格，附 24 小時升跌幅及簡單價格走勢圖。
- **期權合約。** 選擇交易產品、方向（看升或看跌）、周期及投入金額。合約於到期時按已記錄的價格數據結算，回報率為您確認前所展示的數值。
- **槓桿合約。** 以保證金建立長倉或短倉，可設定止蝕及止賺。自動強制平倉機制確保虧損不會超過您投入的保證金。
- **智能交易計劃。** 固定期限計劃，列明每日收益率，於期滿時連同本金一併支付。
- **貸款。** 無抵押貸款，適用於已完成身份認證（KYC）並簽署貸款協議的客戶。
- **慈善 NFT。** 數碼藝術品，銷售所得撥捐一間兒童慈善機構。
- **充值及提款。** 接受 USDT、BTC 及 ETH 加密貨幣充值，經職員審核後方會入帳；可提款至您本人的錢包地址，手續費會在您確認前列明。
- **幫助及支援。** 設有常見問題及通告的幫助中心，以及網上客服對話。

## 模擬帳戶

每個新帳戶均包含兩部分：使用虛擬資金的模擬帳戶及真實帳戶。您會以模擬模式開始，並獲得一筆可隨時重設的虛擬結餘。在模擬模式下，您可試用期權合約及槓桿合約，而無須承擔真實資金的風險。虛擬資金沒有現金價值，亦不能提取。

智能交易計劃、貸款、充值、提款及購買 NFT 只限真實帳戶使用；如您在模擬模式下使用這些功能，應用程式會提示您切換帳戶。

如某個價格數據源屬模擬產生，而非來自真實市場，應用程式會將其標示為「模擬」。在模擬模式下取得的結果，並不能預示使用真實資金時的結果。

## 慈善 NFT 計劃

我們在 NFT 專區出售為慈善而創作的數碼藝術品，所得款項撥捐我們的合作兒童慈善機構，該機構的名稱及註冊資料載於《合作夥伴》頁面。每件作品均會顯示其創作者、所屬區塊鏈及合約地址、現時價格或出價、拍賣剩餘時間，以及撥捐比例。每件作品及慈善頁面均會顯示累計捐款金額。

購買慈善 NFT 是一種捐助方式，並非投資；請細閱《風險警告》。

## 聯絡我們

您可透過應用程式內的網上客服聯絡我們的客戶服務團隊。有關營運方、其註冊資料及所持授權的資訊，請參閱《公司簡介》、《法律資訊》及《牌照及監管》頁面。
`,
    },
  },
  {
    slug: 'company-profile',
    type: 1,
    sort: 2,
    en: {
      title: 'Company Profile',
      body: `## Company details

- **Operator:** {{site.operatorName}}
- **Trading name:** SWX
- **Place of incorporation:** {{site.incorporationPlace}}
- **Company registration number:** {{site.registrationNumber}}
- **Registered address:** {{site.registeredAddress}}
- **Year of incorporation:** {{site.incorporationYear}}
- **Management:** {{site.directors}}
- **Customer support:** the online support chat in the app
- **Support email:** {{site.supportEmail}}

The authorisations held by the operator, if any, are listed on the Licence and Supervision
page.

## What we do

SWX gives retail customers access to market prices and to a set of products priced in USDT:
options contracts, leveraged contracts, fixed-term smart trading plans, loans for verified
customers, and charity NFTs. Customers fund their real account with crypto deposits (USDT, BTC
or ETH) and withdraw to their own wallet addresses. A demo account with virtual money sits
beside every real account, so that anyone can learn how the products work before risking
money.

## How we work

- **One ledger.** Every change to a balance is recorded as a double-entry journal in an
  append-only ledger. Entries are never edited or deleted; a correction is a new entry that you
  can see. The demo and real books are kept apart, and money never moves between them.
- **Terms fixed when you confirm.** Payout rates, fees, penalties, interest rates and
  interest-free periods are shown before you confirm and stored with your order or contract as
  agreed.
- **Prices from the feed you see.** Orders are settled against the recorded price feed.
  Simulated feeds are labelled as simulated.
- **Human review where it matters.** Our staff review identity documents (normally within 48
  hours), deposits and withdrawals. A deposit is never credited before it is approved.
- **No hidden interventions.** Staff cannot change an order's outcome, a price or a balance.
  The only way to correct a balance is an audited ledger adjustment with a stated reason,
  visible in your account history.
- **Figures from our own data.** Statistics shown on the home page are computed from the
  platform's own records, not typed in.
- **Your records.** You can download a statement of every ledger entry on your account as a
  CSV file.

## Where we operate

The app is offered in English, Simplified Chinese, Traditional Chinese and other languages. A
language being available does not mean that the services are offered in every country where it
is spoken. Our services are not offered to anyone for whom using them would be unlawful, or in
these countries and regions: {{site.restrictedRegions}}.

## Our commitments to customers

We aim to explain our products plainly, including their risks and costs, to answer support
requests promptly, and to handle complaints fairly. If something goes wrong, tell us through
the support chat or our complaints contact ({{site.complaintsContact}}); the Licence and
Supervision page explains how complaints are handled.
`,
    },
    zh: {
      title: '公司简介',
      body: `## 公司信息

- **运营方：** {{site.operatorName}}
- **商业名称：** SWX
- **注册成立地：** {{site.incorporationPlace}}
- **公司注册编号：** {{site.registrationNumber}}
- **注册地址：** {{site.registeredAddress}}
- **成立年份：** {{site.incorporationYear}}
- **管理层：** {{site.directors}}
- **客户服务：** 应用内在线客服
- **客服邮箱：** {{site.supportEmail}}

运营方所持有的许可（如有）列于《牌照与监管》页面。

## 我们做什么

SWX 为个人客户提供市场行情以及一系列以 USDT 计价的产品：期权合约、杠杆合约、固定期限的智能交易计划、面向已认证客户的贷款以及慈善 NFT。客户通过加密货币（USDT、BTC 或 ETH）充值为真实账户注资，并可提现至本人的钱包地址。每个真实账户旁都配有一个使用虚拟资金的模拟账户，让任何人都能在投入资金之前了解产品的运作方式。

## 我们如何运作

- **统一账本。** 每一次余额变动都以复式记账分录的形式记入只可追加的账本。分录从不修改或删除；更正会以一笔您可以看到的新分录进行。模拟账本与真实账本相互隔离，资金从不在两者之间转移。
- **条款在您确认时锁定。** 收益率、手续费、违约金、利率和免息期在您确认前展示，并按约定保存在您的订单或合约中。
- **价格来自您看到的数据源。** 订单按已记录的价格数据结算。模拟数据源会标注为“模拟”。
- **关键环节由人工审核。** 我们的工作人员负责审核身份证件（通常在 48 小时内完成）、充值和提现。充值在获批之前绝不会入账。
- **没有隐藏的干预。** 工作人员无法更改订单结果、价格或余额。更正余额的唯一方式是经审计、注明原因的账本调整，并会显示在您的账户记录中。
- **数据来自平台自身。** 首页显示的统计数据根据平台自身记录计算得出，而非人工填写。
- **您的记录。** 您可以将账户中的每一笔账本分录下载为 CSV 格式的对账单。

## 服务范围

应用提供英文、简体中文、繁体中文及其他语言版本。提供某种语言，并不代表我们在所有使用该语言的国家或地区提供服务。我们不向任何使用本服务即属违法的人士提供服务，也不在以下国家和地区提供服务：{{site.restrictedRegions}}。

## 我们对客户的承诺

我们致力于以平实的语言说明产品，包括其风险和成本；及时回应客服请求；并公平处理投诉。如遇问题，请通过在线客服或投诉渠道（{{site.complaintsContact}}）告诉我们；《牌照与监管》页面说明了投诉的处理方式。
`,
    },
    hk: {
      title: '公司簡介',
      body: `## 公司資料

- **營運方：** {{site.operatorName}}
- **營業名稱：** SWX
- **註冊成立地點：** {{site.incorporationPlace}}
- **公司註冊編號：** {{site.registrationNumber}}
- **註冊地址：** {{site.registeredAddress}}
- **成立年份：** {{site.incorporationYear}}
- **管理層：** {{site.directors}}
- **客戶服務：** 應用程式內的網上客服
- **客戶服務電郵：** {{site.supportEmail}}

營運方所持有的授權（如有）載於《牌照及監管》頁面。

## 我們的業務

SWX 為個人客戶提供市場行情，以及一系列以 USDT 計價的產品：期權合約、槓桿合約、固定期限的智能交易計劃、供已認證客戶申請的貸款，以及慈善 NFT。客戶透過加密貨幣（USDT、BTC 或 ETH）充值為真實帳戶注資，並可提款至本人的錢包地址。每個真實帳戶旁均設有一個使用虛擬資金的模擬帳戶，讓任何人都可在投入資金前了解產品如何運作。

## 我們的運作方式

- **單一帳本。** 每一次結餘變動均以複式記帳分錄形式記入只可增補的帳本。分錄從不修改或刪除；更正會以一項您可查閱的新分錄進行。模擬帳本與真實帳本分開處理，資金從不在兩者之間轉移。
- **條款於您確認時鎖定。** 回報率、費用、違約金、利率及免息期均會在您確認前列明，並按協定記錄於您的訂單或合約中。
- **價格來自您看到的數據源。** 訂單按已記錄的價格數據結算。模擬數據源會標示為「模擬」。
- **重要環節由人手審核。** 我們的職員負責審核身份證明文件（一般於 48 小時內完成）、充值及提款。充值在獲批核前絕不會入帳。
- **沒有隱藏干預。** 職員無法更改訂單結果、價格或結餘。更正結餘的唯一方法是經審計並註明原因的帳本調整，並會顯示於您的帳戶記錄中。
- **數字來自平台本身。** 主頁所顯示的統計數字均根據平台本身的記錄計算，而非人手輸入。
- **您的記錄。** 您可將帳戶內每一項帳本分錄下載為 CSV 格式的結單。

## 服務範圍

應用程式提供英文、簡體中文、繁體中文及其他語言版本。提供某種語言，並不代表我們在所有使用該語言的國家或地區提供服務。我們不會向任何使用本服務即屬違法的人士提供服務，亦不會在以下國家及地區提供服務：{{site.restrictedRegions}}。

## 我們對客戶的承諾

我們致力以淺白的語言解釋產品，包括其風險及成本；迅速回應客戶查詢；並公平處理投訴。如遇問題，請透過網上客服或投訴渠道（{{site.complaintsContact}}）告知我們；《牌照及監管》頁面載有投訴處理方式的說明。
`,
    },
  },
  {
    slug: 'partners',
    type: 1,
    sort: 3,
    en: {
      title: 'Partners',
      body: `## How we work with partners

SWX relies on a small number of specialised partners. This page describes the kinds of partner
we work with and what each one does. A partner being named here does not mean that it
guarantees your funds, endorses SWX or is responsible for our products; your agreement for
every product on SWX is with the operator ({{site.operatorName}}).

## Price data providers

Market prices for forex, crypto, stocks, ETFs, futures and metals come from external price data
providers: {{site.priceDataProviders}}. Prices arrive over a live connection and are recorded as
they are received. Those recorded prices are the ones used to settle options and leveraged
contracts, and they are the prices you see on screen.

Where no live feed is available for an instrument, a simulated feed may be used instead. It is
always labelled as simulated in the app and does not reflect any real market.

## Liquidity providers

Your options and leveraged contracts are agreements with the operator; they are not passed to an
exchange. Liquidity providers that the operator uses to manage its own exposure, if any:
{{site.liquidityProviders}}. They have no role in deciding the outcome of your orders.

## Custody and wallet infrastructure

Crypto deposits are received at the addresses shown in the app and held using these wallet and
custody services: {{site.custodyProviders}}. How customer funds are safeguarded is described on
the Licence and Supervision page.

Deposits and withdrawals are ordinary blockchain transactions on the networks shown on the
deposit and withdrawal pages of the app. Our staff review each deposit before it is credited
and each withdrawal before it is paid.

## The children's charity

Proceeds from charity NFT sales go to our partner children's charity.

- **Charity:** {{site.charityName}}
- **Charity registration:** {{site.charityRegistration}}
- **Transfers to the charity, and where each is confirmed:** {{site.donationTransfers}}

Each artwork names its creator and shows the share of its proceeds that is donated, and the
cumulative amount donated is shown on each item and on the charity page.

## Technology and service providers

- **Hosting and infrastructure:** {{site.hostingProvider}}
- **Email delivery** (verification codes and service notices): {{site.emailProvider}}
- **Sign-in with Google:** if you choose it, Google confirms your identity using OpenID
  Connect. Google is a sign-in provider only, not a partner in our products.
- **Identity verification:** identity documents are reviewed by SWX staff.

These providers handle personal data only on our instructions and only as described in the
Privacy Policy.

## Becoming a partner

Organisations interested in working with SWX, including charities and artists who would like to
take part in the charity NFT programme, can contact us through the online support chat in the
app.
`,
    },
    zh: {
      title: '合作伙伴',
      body: `## 我们如何与合作伙伴合作

SWX 依靠少数专业合作伙伴提供服务。本页介绍我们合作的伙伴类型以及各自的职责。某一合作伙伴在此列出，并不代表其为您的资金提供担保、为 SWX 背书或对我们的产品负责；您在 SWX 上使用的每一项产品，协议相对方均为运营方（{{site.operatorName}}）。

## 行情数据提供方

外汇、加密货币、股票、ETF、期货和贵金属的市场价格来自外部行情数据提供方：{{site.priceDataProviders}}。价格通过实时连接传送，并在收到时予以记录。期权合约和杠杆合约均按这些已记录的价格结算，它们也正是您在屏幕上看到的价格。

如果某一品种没有可用的实时数据源，可能会改用模拟数据源。模拟数据源在应用中始终标注为“模拟”，不反映任何真实市场。

## 流动性提供方

您的期权合约和杠杆合约是与运营方订立的协议，不会被转送至交易所。运营方用于管理自身风险敞口的流动性提供方（如有）：{{site.liquidityProviders}}。它们不参与决定您订单的结果。

## 托管与钱包基础设施

加密货币充值会被接收到应用中显示的地址，并通过以下钱包和托管服务持有：{{site.custodyProviders}}。客户资金的保障方式请参阅《牌照与监管》页面。

充值和提现均为应用充值及提现页面所示网络上的普通区块链交易。我们的工作人员会在每笔充值入账前及每笔提现支付前进行审核。

## 儿童慈善机构

慈善 NFT 的销售所得捐给我们的合作儿童慈善机构。

- **慈善机构：** {{site.charityName}}
- **慈善机构注册信息：** {{site.charityRegistration}}
- **捐款转账安排及转账确认的公布位置：** {{site.donationTransfers}}

每件作品都注明其创作者并显示其所得款项中用于捐赠的比例，每件作品和慈善页面上都会显示累计捐赠金额。

## 技术与服务提供方

- **主机托管与基础设施：** {{site.hostingProvider}}
- **邮件发送**（验证码和服务通知）：{{site.emailProvider}}
- **使用 Google 登录：** 如您选择此方式，Google 会通过 OpenID Connect 确认您的身份。Google 仅为登录服务提供方，并非我们产品的合作伙伴。
- **身份认证：** 身份证件由 SWX 工作人员审核。

上述提供方仅按照我们的指示，并仅以《隐私政策》所述的方式处理个人数据。

## 成为合作伙伴

有意与 SWX 合作的机构，包括希望参与慈善 NFT 计划的慈善机构和艺术家，可通过应用内的在线客服与我们联系。
`,
    },
    hk: {
      title: '合作夥伴',
      body: `## 我們與合作夥伴的合作方式

SWX 依靠少數專業合作夥伴提供服務。本頁介紹我們合作的夥伴類別及其各自的角色。某合作夥伴在此列出，並不代表其為您的資金提供保證、為 SWX 作出認可或對我們的產品負責；您在 SWX 使用的每一項產品，協議對方均為營運方（{{site.operatorName}}）。

## 價格數據提供者

外匯、加密貨幣、股票、ETF、期貨及貴金屬的市場價格來自外部價格數據提供者：{{site.priceDataProviders}}。價格經即時連線傳送，並於收到時記錄。期權合約及槓桿合約均按這些已記錄的價格結算，而這些亦正是您在螢幕上看到的價格。

如某產品沒有可用的即時數據源，可能會改用模擬數據源。模擬數據源在應用程式內一律標示為「模擬」，並不反映任何真實市場。

## 流動性提供者

您的期權合約及槓桿合約是與營運方訂立的協議，不會轉交交易所處理。營運方用於管理其本身風險承擔的流動性提供者（如有）：{{site.liquidityProviders}}。他們並不參與決定您訂單的結果。

## 託管及錢包基礎設施

加密貨幣充值會存入應用程式內顯示的地址，並透過以下錢包及託管服務持有：{{site.custodyProviders}}。客戶資金的保障方式，請參閱《牌照及監管》頁面。

充值及提款均為應用程式充值及提款頁面所示網絡上的一般區塊鏈交易。我們的職員會在每筆充值入帳前及每筆提款支付前進行審核。

## 兒童慈善機構

慈善 NFT 的銷售所得撥捐我們的合作兒童慈善機構。

- **慈善機構：** {{site.charityName}}
- **慈善機構註冊資料：** {{site.charityRegistration}}
- **捐款轉帳安排及轉帳確認的公佈位置：** {{site.donationTransfers}}

每件作品均註明其創作者並顯示其所得款項中撥捐的比例，而每件作品及慈善頁面均會顯示累計捐款金額。

## 技術及服務提供者

- **寄存及基礎設施：** {{site.hostingProvider}}
- **電郵發送**（驗證碼及服務通知）：{{site.emailProvider}}
- **以 Google 登入：** 如您選擇此方式，Google 會透過 OpenID Connect 確認您的身份。Google 只是登入服務提供者，並非我們產品的合作夥伴。
- **身份認證：** 身份證明文件由 SWX 職員審核。

上述提供者只會按照我們的指示，並只以《私隱政策》所述的方式處理個人資料。

## 成為合作夥伴

有意與 SWX 合作的機構，包括希望參與慈善 NFT 計劃的慈善機構及藝術家，可透過應用程式內的網上客服與我們聯絡。
`,
    },
  },
  {
    slug: 'licence-supervision',
    type: 1,
    sort: 4,
    en: {
      title: 'Licence and Supervision',
      body: `## Who provides the services

The SWX platform is operated by the company below.

- **Operator:** {{site.operatorName}}
- **Place of incorporation:** {{site.incorporationPlace}}
- **Company registration number:** {{site.registrationNumber}}
- **Registered address:** {{site.registeredAddress}}

## Authorisations

The operator's authorisations are listed below: the authority, the type of authorisation and
its reference number, the services it covers and the countries where it applies. Where an item
has not been published, do not assume that an authorisation exists.

- **Authority:** {{site.regulator}}
- **Type and reference number:** {{site.licenceReference}}
- **Services covered:** {{site.licenceServices}}
- **Countries where it applies:** {{site.licenceRegions}}

## What is and is not covered

An authorisation covers only the services and countries named in it. Where this page does not
list an authorisation for a product or for your country, you should assume that no supervisory
authority oversees that service for you, and that the protections that come with regulated
services, such as a compensation scheme or an ombudsman, may not be available to you.

The products on SWX differ in nature. Options and leveraged contracts are derivative contracts
with the operator; smart trading plans are fixed-term yield arrangements; loans are credit
agreements; charity NFTs are digital collectibles sold to raise donations; and crypto deposits
are held by the operator on your behalf. Depending on your country, each of them may fall under
different rules, or under none.

## Checking our status

Supervisory authorities usually keep a public register of the firms they authorise. Before you
deposit, we encourage you to search the register of the authority named above for the operator's
legal name and check that the details match this page. If they do not match, please do not
deposit, and tell us through the online support chat.

## How customer funds are held

**How customer funds are safeguarded:** {{site.fundsSafeguarding}}

Customer balances are recorded in a double-entry ledger that is checked by reconciliation:
every stored balance must equal the sum of its entries, and every journal must balance.
Deposits are credited only after staff approval, and withdrawals are paid after review to the
address you provide. Unless stated above, customer funds are not covered by a deposit guarantee
or investor compensation scheme.

## Identity checks and anti-money-laundering

We verify customers' identity (KYC) before loans and withdrawals, and we may ask for further
information or documents where the anti-money-laundering law that applies to the operator
requires it.

## Complaints

If you are unhappy with our service, tell us through the online support chat or our complaints
contact ({{site.complaintsContact}}). We will acknowledge your complaint, look into it and give
you a full reply. If you remain dissatisfied, you may be able to refer the matter to a
supervisory authority or a dispute resolution body in your country.
`,
    },
    zh: {
      title: '牌照与监管',
      body: `## 服务提供方

SWX 平台由以下公司运营。

- **运营方：** {{site.operatorName}}
- **注册成立地：** {{site.incorporationPlace}}
- **公司注册编号：** {{site.registrationNumber}}
- **注册地址：** {{site.registeredAddress}}

## 许可

运营方所持有的许可如下，包括监管机构、许可类型及编号、所涵盖的服务及适用的国家或地区。如某项信息尚未公布，请不要假定存在相关许可。

- **监管机构：** {{site.regulator}}
- **类型及编号：** {{site.licenceReference}}
- **涵盖的服务：** {{site.licenceServices}}
- **适用的国家或地区：** {{site.licenceRegions}}

## 涵盖与不涵盖的范围

一项许可仅涵盖其中列明的服务和国家或地区。如果本页没有列出适用于某项产品或您所在国家或地区的许可，您应当认为没有任何监管机构为您监督该项服务，并且受监管服务通常附带的保障（例如赔偿计划或金融申诉专员）可能不适用于您。

SWX 上的产品性质各不相同。期权合约和杠杆合约是与运营方订立的衍生品合约；智能交易计划是固定期限的收益安排；贷款是信贷协议；慈善 NFT 是为筹集捐款而出售的数字藏品；加密货币充值则由运营方代您持有。视乎您所在的国家或地区，这些产品可能受不同规则约束，也可能不受任何规则约束。

## 核实我们的资质

监管机构通常会设有其认可机构的公开名册。在充值之前，我们建议您在上述监管机构的名册中查找运营方的法定名称，并核对相关信息是否与本页一致。如不一致，请不要充值，并通过在线客服告知我们。

## 客户资金的持有方式

**客户资金的保障方式：** {{site.fundsSafeguarding}}

客户余额记录在复式记账账本中，并通过对账进行核查：每个已存储的余额必须等于其分录之和，每笔记账必须借贷平衡。充值须经工作人员批准后才会入账，提现经审核后支付至您提供的地址。除上文另有说明外，客户资金不受存款保障或投资者赔偿计划保护。

## 身份核查与反洗钱

在办理贷款和提现之前，我们会核实客户身份（KYC）；如适用于运营方的反洗钱法律有所要求，我们可能会要求您提供更多信息或文件。

## 投诉

如您对我们的服务不满意，请通过在线客服或投诉渠道（{{site.complaintsContact}}）告诉我们。我们会确认收到您的投诉，进行调查并给予完整答复。如您仍不满意，或可将事项提交至您所在国家或地区的监管机构或争议解决机构。
`,
    },
    hk: {
      title: '牌照及監管',
      body: `## 服務提供者

SWX 平台由以下公司營運。

- **營運方：** {{site.operatorName}}
- **註冊成立地點：** {{site.incorporationPlace}}
- **公司註冊編號：** {{site.registrationNumber}}
- **註冊地址：** {{site.registeredAddress}}

## 授權

營運方所持有的授權列載如下，包括監管機構、授權類別及編號、所涵蓋的服務及適用的國家或地區。如某項資料尚未公佈，請勿假設存在有關授權。

- **監管機構：** {{site.regulator}}
- **類別及編號：** {{site.licenceReference}}
- **涵蓋的服務：** {{site.licenceServices}}
- **適用的國家或地區：** {{site.licenceRegions}}

## 涵蓋及不涵蓋的範圍

一項授權只涵蓋其中列明的服務及國家或地區。如本頁並無列出適用於某項產品或您所在國家或地區的授權，您應假設並無任何監管機構為您監管該項服務，而受規管服務一般附帶的保障（例如賠償計劃或金融申訴專員）亦可能不適用於您。

SWX 上的產品性質各有不同。期權合約及槓桿合約是與營運方訂立的衍生工具合約；智能交易計劃是固定期限的收益安排；貸款是信貸協議；慈善 NFT 是為籌集捐款而出售的數碼收藏品；而加密貨幣充值則由營運方代您持有。視乎您所在的國家或地區，這些產品或受不同規則規管，亦可能不受任何規則規管。

## 核實我們的資格

監管機構一般設有其認可機構的公開名冊。在充值前，我們建議您於上述監管機構的名冊中搜尋營運方的法定名稱，並核對有關資料是否與本頁相符。如資料不符，請勿充值，並透過網上客服通知我們。

## 客戶資金的持有方式

**客戶資金的保障方式：** {{site.fundsSafeguarding}}

客戶結餘記錄於複式記帳帳本，並以對帳方式核查：每項已儲存的結餘必須等於其分錄總和，而每項記帳必須借貸平衡。充值須經職員批核後方會入帳，提款則於審核後支付至您提供的地址。除上文另有說明外，客戶資金不受存款保障或投資者賠償計劃保障。

## 身份核查及打擊洗錢

在處理貸款及提款前，我們會核實客戶身份（KYC）；如適用於營運方的打擊洗錢法律有所規定，我們或會要求您提供更多資料或文件。

## 投訴

如您對我們的服務不滿，請透過網上客服或投訴渠道（{{site.complaintsContact}}）告知我們。我們會確認收到您的投訴，進行調查並作出完整回覆。如您仍不滿意，或可將事項轉交您所在國家或地區的監管機構或爭議解決機構處理。
`,
    },
  },
  {
    slug: 'terms-and-conditions',
    type: 2,
    sort: 1,
    en: {
      title: 'Terms and Conditions',
      body: `## 1. About these terms

These terms are the agreement between you and the operator of the SWX platform ("SWX", "we"),
whose legal name, registration and address are given on the Legal Information page, for your use
of the SWX platform. The terms shown for a product before you
confirm (for example a plan's terms or a loan agreement) also apply; where they conflict with
these terms, they prevail for that product. Please also read the Risk Warning, the Privacy
Policy and the Cookie Policy.

## 2. Eligibility

You must be at least 18 years old, or the age of majority where you live if that is higher, and
able to enter into a binding contract. Our services are not offered to anyone for whom using them
would be unlawful, or to residents of these countries and regions: {{site.restrictedRegions}}.

## 3. Your account

- You register with a username, an email address and a password, or sign in with Google. Each
  person may hold one account.
- Keep your password and verification codes private; we will never ask for them. Tell us at
  once if you think someone else has used your account.
- The information you give us must be true and kept up to date.
- Each account has a demo side with virtual money and a real side. Virtual money has no value
  and cannot be withdrawn or moved to the real side.

## 4. Identity verification

Loans and withdrawals require completed identity (KYC) verification. We aim to review each
submission within 48 hours. We may ask for further documents, refuse verification, or repeat the
check where the law or our risk controls require it.

## 5. Deposits and withdrawals

- Deposits are accepted in USDT, BTC and ETH, at or above the minimums shown in the app
  (currently USDT 120, BTC 0.015, ETH 0.2). Send only to the address and network shown in the
  app, and upload the proof requested. A deposit is credited only after our staff approve it.
  BTC and ETH deposits are credited in USDT at the market price recorded at approval.
- Withdrawals are paid to the address you give, after review. A fee applies; the fee and the
  amount you will receive are shown before you confirm. The amount and fee are held while the
  request is pending and released to your real account if it is rejected or fails.
- Blockchain transactions cannot be reversed. We cannot recover funds sent to a wrong address or
  network.

## 6. Products

- **Options contracts** settle against the first price recorded at or after expiry. A win pays
  your stake plus the stake multiplied by the payout rate shown; a loss forfeits the stake; an
  unchanged price returns the stake.
- **Leveraged contracts** require margin and close when you close them, when your stop loss or
  take profit is reached, or on liquidation at the level stated in the contract terms. Your loss
  on a contract does not exceed its margin.
- **Smart trading plans** pay the agreed daily rate with your principal at the end of the term;
  an early exit costs the penalty shown before you confirm.
- **Loans** are governed by the loan agreement you sign.
- **Charity NFTs** are sold with the donation share shown on each item.

Every rate, fee, penalty and period is shown before you confirm and stored with your order or
contract as agreed. We are the counterparty to your options and leveraged contracts.

## 7. Prices and corrections

Orders settle against the recorded price feed; simulated feeds are labelled as simulated. We do
not change an order's outcome, a price or a balance except through an audited ledger adjustment
with a stated reason, visible in your account history.

## 8. Acceptable use

You must not use SWX for money laundering, fraud or any unlawful purpose, interfere with or
overload the platform, deliberately exploit errors or delays in prices, or open or operate
accounts for other people. We may suspend an account or refuse a transaction where we reasonably
suspect such use or the law requires it. If your account is closed, your real balance, less any
amount you owe us, is paid to a wallet address verified as yours.

## 9. Liability

We provide the services with reasonable care and skill. We are not liable for losses caused by
market movements, by events beyond our reasonable control, or by your failure to keep your
credentials safe. Nothing in these terms limits any liability that cannot be limited by law.

## 10. Changes, complaints and law

We announce changes to these terms in the app before they take effect, unless the law requires a
change sooner. Complaints can be made through the online support chat or our complaints contact
({{site.complaintsContact}}). The law that governs these terms and the courts that hear disputes
are stated on the Legal Information page; that choice does not remove any protection you have
under the law of your country of residence.
`,
    },
    zh: {
      title: '条款与条件',
      body: `## 1. 关于本条款

本条款是您与 SWX 平台运营方（“SWX”或“我们”，其法定名称、注册信息及地址载于《法律信息》页面）之间就您使用 SWX 平台订立的协议。您在确认某项产品前所看到的该产品条款（例如计划条款或贷款协议）同样适用；如其与本条款冲突，就该产品而言以产品条款为准。另请阅读《风险警告》《隐私政策》和《Cookie 政策》。

## 2. 使用资格

您必须年满 18 周岁；如您所在地的法定成年年龄更高，则须达到该年龄，并具备订立具有约束力合同的能力。我们不向任何使用本服务即属违法的人士提供服务，也不向以下国家和地区的居民提供服务：{{site.restrictedRegions}}。

## 3. 您的账户

- 您可使用用户名、邮箱地址和密码注册，或使用 Google 登录。每人只可持有一个账户。
- 请妥善保管您的密码和验证码；我们绝不会向您索取。如您认为他人使用了您的账户，请立即告诉我们。
- 您向我们提供的信息必须真实，并保持更新。
- 每个账户包含使用虚拟资金的模拟部分和真实部分。虚拟资金没有价值，不能提现，也不能转入真实账户。

## 4. 身份认证

办理贷款和提现须完成身份认证（KYC）。我们力求在 48 小时内审核每份申请。如法律或我们的风险控制要求，我们可能会要求您补充文件、拒绝认证或重新进行核查。

## 5. 充值与提现

- 我们接受 USDT、BTC 和 ETH 充值，金额须不低于应用中显示的最低限额（目前为 USDT 120、BTC 0.015、ETH 0.2）。请仅向应用中显示的地址和网络转账，并上传所要求的凭证。充值须经我们的工作人员批准后才会入账。BTC 和 ETH 充值按批准时记录的市场价格折算为 USDT 入账。
- 提现经审核后支付至您提供的地址。提现需收取手续费；手续费和您实际到账的金额会在您确认前显示。申请处理期间，提现金额和手续费会被冻结；如申请被拒绝或失败，将退回您的真实账户。
- 区块链交易无法撤销。对于转错地址或网络的资金，我们无法追回。

## 6. 产品

- **期权合约** 按到期时或到期后记录的第一个价格结算。盈利时支付您的投入金额加上投入金额乘以所示收益率；亏损时投入金额全部损失；价格不变时退还投入金额。
- **杠杆合约** 需要保证金，在您平仓、触及止损或止盈，或达到合约条款所载的强制平仓水平时平仓。单笔合约的亏损不会超过其保证金。
- **智能交易计划** 在期满时按约定的日收益率连同本金一并支付；提前退出须支付您确认前所示的违约金。
- **贷款** 受您所签署的贷款协议约束。
- **慈善 NFT** 按每件作品所示的捐赠比例出售。

每项费率、费用、违约金和期限都会在您确认前展示，并按约定保存在您的订单或合约中。我们是您期权合约和杠杆合约的交易对手方。

## 7. 价格与更正

订单按已记录的价格数据结算；模拟数据源会标注为“模拟”。除经审计、注明原因并显示在您账户记录中的账本调整外，我们不会更改订单结果、价格或余额。

## 8. 合理使用

您不得将 SWX 用于洗钱、欺诈或任何非法目的，不得干扰平台或使其过载，不得蓄意利用价格错误或延迟，也不得为他人开立或操作账户。如我们有合理理由怀疑存在上述行为，或法律有此要求，我们可以暂停账户或拒绝交易。如您的账户被关闭，您的真实账户余额在扣除您欠我们的款项后，将支付至经核实属于您的钱包地址。

## 9. 责任

我们以合理的谨慎和技能提供服务。对于市场波动、超出我们合理控制范围的事件，或您未妥善保管登录凭证所造成的损失，我们不承担责任。本条款的任何内容均不限制依法不得限制的责任。

## 10. 变更、投诉与法律

我们会在本条款的修改生效前通过应用公布，除非法律要求更早生效。投诉可通过在线客服或投诉渠道（{{site.complaintsContact}}）提出。本条款的适用法律及处理争议的法院载于《法律信息》页面；该约定不影响您根据居住国法律享有的任何保护。
`,
    },
    hk: {
      title: '條款及細則',
      body: `## 1. 關於本條款

本條款是您與 SWX 平台營運方（「SWX」或「我們」，其法定名稱、註冊資料及地址載於《法律資訊》頁面）之間就您使用 SWX 平台所訂立的協議。您在確認某項產品前所看到的該產品條款（例如計劃條款或貸款協議）同樣適用；如其與本條款有所衝突，就該產品而言以產品條款為準。另請細閱《風險警告》、《私隱政策》及《Cookie 政策》。

## 2. 使用資格

您必須年滿 18 歲；如您所在地的法定成年年齡較高，則須達到該年齡，並有能力訂立具約束力的合約。我們不會向任何使用本服務即屬違法的人士提供服務，亦不會向以下國家及地區的居民提供服務：{{site.restrictedRegions}}。

## 3. 您的帳戶

- 您可使用用戶名稱、電郵地址及密碼註冊，或以 Google 登入。每人只可持有一個帳戶。
- 請妥善保管您的密碼及驗證碼；我們絕不會向您索取。如您認為有其他人使用了您的帳戶，請立即通知我們。
- 您向我們提供的資料必須真實，並須保持更新。
- 每個帳戶均包含使用虛擬資金的模擬部分及真實部分。虛擬資金沒有價值，不能提取，亦不能轉入真實帳戶。

## 4. 身份認證

申請貸款及提款須完成身份認證（KYC）。我們致力於 48 小時內審核每份申請。如法律或我們的風險管控有所要求，我們或會要求您補交文件、拒絕認證或重新進行核查。

## 5. 充值及提款

- 我們接受 USDT、BTC 及 ETH 充值，金額不得低於應用程式內顯示的最低限額（現時為 USDT 120、BTC 0.015、ETH 0.2）。請只向應用程式內顯示的地址及網絡轉帳，並上載所要求的證明。充值須經我們的職員批核後方會入帳。BTC 及 ETH 充值會按批核時記錄的市場價格折算為 USDT 入帳。
- 提款經審核後支付至您提供的地址。提款須繳付手續費；手續費及您實際收到的金額會在您確認前列明。申請處理期間，提款金額及手續費會被凍結；如申請被拒絕或失敗，有關款項將退回您的真實帳戶。
- 區塊鏈交易無法撤回。對於轉錯地址或網絡的資金，我們無法追回。

## 6. 產品

- **期權合約** 按到期時或到期後記錄的首個價格結算。獲利時支付您的投入金額，另加投入金額乘以所示回報率；虧損時投入金額全數損失；價格不變則退還投入金額。
- **槓桿合約** 須繳付保證金，並會在您平倉、觸及止蝕或止賺，或達到合約條款所載的強制平倉水平時平倉。單一合約的虧損不會超過其保證金。
- **智能交易計劃** 於期滿時按協定的每日收益率連同本金一併支付；提早退出須繳付您確認前所列明的違約金。
- **貸款** 受您所簽署的貸款協議規管。
- **慈善 NFT** 按每件作品所示的撥捐比例出售。

每項比率、費用、違約金及期限均會在您確認前列明，並按協定記錄於您的訂單或合約中。我們是您期權合約及槓桿合約的交易對手。

## 7. 價格及更正

訂單按已記錄的價格數據結算；模擬數據源會標示為「模擬」。除經審計、註明原因並顯示於您帳戶記錄中的帳本調整外，我們不會更改訂單結果、價格或結餘。

## 8. 合理使用

您不得將 SWX 用於洗錢、欺詐或任何非法用途，不得干擾平台或令其超出負荷，不得蓄意利用價格錯誤或延誤，亦不得為他人開立或操作帳戶。如我們有合理理由懷疑存在上述行為，或法律有此要求，我們可暫停帳戶或拒絕交易。如您的帳戶被關閉，您的真實帳戶結餘在扣除您欠我們的款項後，將支付至經核實屬於您的錢包地址。

## 9. 責任

我們以合理的謹慎及技能提供服務。對於市場波動、超出我們合理控制範圍的事件，或您未有妥善保管登入資料所引致的損失，我們概不負責。本條款的任何內容均不限制依法不得限制的責任。

## 10. 修訂、投訴及法律

我們會在本條款的修訂生效前於應用程式內公佈，除非法律規定須提早生效。投訴可透過網上客服或投訴渠道（{{site.complaintsContact}}）提出。本條款的適用法律及處理爭議的法院載於《法律資訊》頁面；此安排不影響您根據居住國家法律享有的任何保障。
`,
    },
  },
  {
    slug: 'privacy-policy',
    type: 2,
    sort: 2,
    en: {
      title: 'Privacy Policy',
      body: `## Who is responsible

The operator of SWX ("we") is responsible for the personal data processed through SWX.

- **Operator:** {{site.operatorName}}
- **Registered address:** {{site.registeredAddress}}

You can contact us about privacy through the online support chat in the app or by email
({{site.supportEmail}}).

## What we collect

- **Account:** your username, email address and, if you give it, a phone number with its area
  code. Your password is stored only as an argon2id hash, so we cannot read it. If you joined
  with an invitation code, we record which account invited you.
- **Sign-in with Google:** if you use it, Google confirms your identity through OpenID Connect
  and gives us your Google account identifier and email address. We never see your Google
  password.
- **Sessions and security:** for each sign-in, the time, the sign-in method, your IP address
  and your browser's user agent, together with a hash of your session token. Verification codes
  we email to you are stored only as hashes and expire.
- **Identity verification (KYC):** first and last name, sex, date of birth, country, address,
  phone number, document type (ID card, driver licence or passport), and photos of the front and
  back of the document and of you holding it.
- **Loans:** the applicant details above, the loan agreement you sign and your drawn signature,
  stored with the agreement text and its hash.
- **Deposits and withdrawals:** currency, amount, transaction hash, proof screenshots, the
  receiving address, the withdrawal addresses you enter, fees and times.
- **Activity:** your orders, plans, loans, NFT purchases and every ledger entry on your demo and
  real accounts.
- **Support:** the messages you send us through the support chat or by email.
- **On your device:** a few local storage entries, listed in the Cookie Policy.

We do not collect data for advertising, and we use no third-party advertising or tracking tools.

## Why we use it

- To open and run your account and provide the products you choose (to perform our contract
  with you).
- To verify your identity, prevent fraud and money laundering, and keep the records the law
  requires (to meet legal obligations).
- To secure the platform, detect unusual sign-ins and investigate misuse (our legitimate
  interest in a safe service).
- To send you verification codes and service notices. We send marketing only with your consent
  where the law requires it.

## Who we share it with

- Service providers that host the platform, deliver email or provide custody, acting only on
  our instructions.
- Google, only to complete a sign-in that you start with Google.
- Authorities, courts and auditors, where the law requires.
- A successor business if SWX is reorganised or sold, under the same protections.

We do not sell personal data. Where data is transferred to another country, we protect it with
the safeguards that the applicable data protection law requires. The providers that host the
platform and deliver email are named on the Partners page.

## How long we keep it

- Account data: while your account is open, and afterwards only for as long as the law requires
  or as needed to deal with a claim.
- Identity, transaction and ledger records: for as long as anti-money-laundering and accounting
  law requires.
- Session records: for as long as needed to keep accounts secure and to investigate misuse.
- Support messages: for as long as needed to answer you and to handle any complaint.

When a period ends, the personal data is deleted or anonymised. Ledger entries themselves are
never altered.

## How we protect it

Passwords are hashed with argon2id; session tokens and verification codes are stored only as
hashes; staff access is limited to what each role needs, and staff actions are audited. No
system is perfectly secure: if a breach affects you, we will tell you as the law requires.

## Your rights

Depending on the law that applies to you, you may ask us to give you a copy of your data, to
correct or delete it, to restrict or object to its use, or to send it to you in a portable
format, and you may withdraw any consent you have given. You can download a CSV statement of
your ledger entries at any time. Some records must be kept by law even if you ask us to delete
them. To exercise a right, contact us through the online support chat or by email
({{site.supportEmail}}); we reply within the time the law allows. You may also complain to the
data protection authority in your country.

## Children

SWX is not for anyone under 18, and we do not knowingly collect their data.

## Changes

We announce material changes to this policy in the app before they take effect. The date of the
last update is shown with this page.
`,
    },
    zh: {
      title: '隐私政策',
      body: `## 责任方

SWX 的运营方（下称“我们”）负责通过 SWX 处理的个人数据。

- **运营方：** {{site.operatorName}}
- **注册地址：** {{site.registeredAddress}}

如有隐私方面的问题，请通过应用内的在线客服或发送邮件（{{site.supportEmail}}）联系我们。

## 我们收集哪些信息

- **账户：** 您的用户名、邮箱地址，以及您选择提供的手机号及其区号。您的密码仅以 argon2id 哈希形式保存，因此我们无法读取。如您使用邀请码注册，我们会记录邀请您的账户。
- **使用 Google 登录：** 如您使用此方式，Google 会通过 OpenID Connect 确认您的身份，并向我们提供您的 Google 账户标识和邮箱地址。我们永远不会看到您的 Google 密码。
- **会话与安全：** 每次登录的时间、登录方式、您的 IP 地址和浏览器用户代理（User-Agent），以及您会话令牌的哈希值。我们通过邮件发送给您的验证码仅以哈希形式保存，并会过期失效。
- **身份认证（KYC）：** 名字和姓氏、性别、出生日期、国家或地区、地址、电话号码、证件类型（身份证、驾驶证或护照），以及证件正面、背面和您手持证件的照片。
- **贷款：** 上述申请人信息、您签署的贷款协议及您手写的签名，签名与协议文本及其哈希值一并保存。
- **充值与提现：** 币种、金额、交易哈希、凭证截图、收款地址、您填写的提现地址、手续费及时间。
- **活动记录：** 您的订单、计划、贷款、NFT 购买记录，以及您模拟账户和真实账户中的每一笔账本分录。
- **客服：** 您通过在线客服或邮件发送给我们的信息。
- **您的设备上：** 少量本地存储条目，详见《Cookie 政策》。

我们不为广告目的收集数据，也不使用任何第三方广告或跟踪工具。

## 我们为何使用这些信息

- 开立和管理您的账户，并提供您所选择的产品（履行与您之间的合同）。
- 核实您的身份，防范欺诈和洗钱，并保存法律要求的记录（履行法定义务）。
- 保障平台安全，发现异常登录并调查滥用行为（我们维护服务安全的正当利益）。
- 向您发送验证码和服务通知。在法律要求的情况下，我们仅在取得您同意后才发送营销信息。

## 我们与谁共享

- 负责平台托管、邮件发送或资产托管的服务提供方，他们仅按我们的指示行事。
- Google，仅用于完成您发起的 Google 登录。
- 在法律要求时，向监管机构、法院和审计师提供。
- 如 SWX 进行重组或被出售，提供给承继业务的一方，并适用同等保护。

我们不出售个人数据。如数据被传输至其他国家或地区，我们会采取适用的数据保护法律所要求的保障措施加以保护。负责平台托管和邮件发送的服务提供方列于《合作伙伴》页面。

## 我们保存多久

- 账户数据：在您的账户存续期间保存；账户关闭后，仅在法律要求或处理索赔所需的期间内保存。
- 身份、交易和账本记录：按反洗钱及会计法律要求的期限保存。
- 会话记录：在保障账户安全和调查滥用行为所需的期间内保存。
- 客服信息：在答复您及处理任何投诉所需的期间内保存。

保存期限届满后，个人数据会被删除或匿名化处理。账本分录本身从不修改。

## 我们如何保护

密码以 argon2id 进行哈希处理；会话令牌和验证码仅以哈希形式保存；工作人员的访问权限仅限于其岗位所需，且其操作均受审计。任何系统都无法做到绝对安全：如发生影响您的数据泄露，我们会依法通知您。

## 您的权利

根据适用于您的法律，您可以要求我们提供您的数据副本、更正或删除数据、限制或反对数据的使用，或以可移植的格式向您提供数据，您也可以撤回您曾给予的任何同意。您可以随时下载 CSV 格式的账本分录对账单。即使您要求删除，部分记录仍须依法保存。如需行使权利，请通过在线客服或发送邮件（{{site.supportEmail}}）联系我们；我们会在法律规定的期限内答复。您也可以向您所在国家或地区的数据保护监管机构投诉。

## 未成年人

SWX 不面向未满 18 周岁的人士，我们不会在知情的情况下收集其数据。

## 变更

本政策如有重大变更，我们会在生效前通过应用公布。最近更新日期显示在本页面上。
`,
    },
    hk: {
      title: '私隱政策',
      body: `## 負責機構

SWX 的營運方（下稱「我們」）負責透過 SWX 處理的個人資料。

- **營運方：** {{site.operatorName}}
- **註冊地址：** {{site.registeredAddress}}

如有私隱方面的查詢，請透過應用程式內的網上客服或發送電郵（{{site.supportEmail}}）與我們聯絡。

## 我們收集的資料

- **帳戶：** 您的用戶名稱、電郵地址，以及您選擇提供的電話號碼及其區號。您的密碼只會以 argon2id 雜湊形式儲存，因此我們無法讀取。如您以邀請碼註冊，我們會記錄邀請您的帳戶。
- **以 Google 登入：** 如您使用此方式，Google 會透過 OpenID Connect 確認您的身份，並向我們提供您的 Google 帳戶識別碼及電郵地址。我們絕不會看到您的 Google 密碼。
- **登入工作階段及保安：** 每次登入的時間、登入方式、您的 IP 地址及瀏覽器用戶代理（User-Agent），以及您工作階段權杖的雜湊值。我們以電郵發送給您的驗證碼只會以雜湊形式儲存，並會到期失效。
- **身份認證（KYC）：** 名字及姓氏、性別、出生日期、國家或地區、地址、電話號碼、證件類別（身份證、駕駛執照或護照），以及證件正面、背面和您手持證件的相片。
- **貸款：** 上述申請人資料、您簽署的貸款協議及您親手繪畫的簽名，簽名會連同協議文本及其雜湊值一併儲存。
- **充值及提款：** 幣種、金額、交易雜湊值、證明截圖、收款地址、您輸入的提款地址、手續費及時間。
- **活動記錄：** 您的訂單、計劃、貸款、NFT 購買記錄，以及您模擬帳戶及真實帳戶內的每一項帳本分錄。
- **客戶服務：** 您透過網上客服或電郵向我們發送的訊息。
- **您的裝置上：** 少量本機儲存項目，詳見《Cookie 政策》。

我們不會為廣告目的收集資料，亦不使用任何第三方廣告或追蹤工具。

## 我們使用資料的目的

- 開立及管理您的帳戶，並提供您所選擇的產品（履行我們與您之間的合約）。
- 核實您的身份、防止欺詐及洗錢，並保存法律規定的記錄（履行法律責任）。
- 保障平台安全、偵測異常登入及調查濫用行為（我們維持服務安全的正當權益）。
- 向您發送驗證碼及服務通知。如法律有所規定，我們只會在取得您的同意後才發送推廣訊息。

## 我們與誰分享資料

- 負責平台寄存、電郵發送或資產託管的服務提供者，他們只會按我們的指示行事。
- Google，只用於完成您以 Google 發起的登入。
- 在法律規定下，向有關當局、法院及核數師提供。
- 如 SWX 進行重組或被出售，提供予承繼業務的一方，並適用同等保障。

我們不會出售個人資料。如資料被轉移至其他國家或地區，我們會採取適用的資料保障法律所規定的保障措施加以保護。負責平台寄存及電郵發送的服務提供者載於《合作夥伴》頁面。

## 資料保留期限

- 帳戶資料：於您的帳戶存續期間保留；帳戶關閉後，只在法律規定或處理申索所需的期間內保留。
- 身份、交易及帳本記錄：按打擊洗錢及會計法例規定的期限保留。
- 登入工作階段記錄：在保障帳戶安全及調查濫用行為所需的期間內保留。
- 客戶服務訊息：在回覆您及處理任何投訴所需的期間內保留。

保留期限屆滿後，個人資料會被刪除或作匿名化處理。帳本分錄本身從不修改。

## 我們如何保護資料

密碼以 argon2id 進行雜湊處理；工作階段權杖及驗證碼只以雜湊形式儲存；職員的存取權限僅限於其職務所需，而其操作均受審計。任何系統均無法做到絕對安全：如發生影響您的資料外洩事故，我們會按法律規定通知您。

## 您的權利

視乎適用於您的法律，您可要求我們提供您的資料副本、更正或刪除資料、限制或反對資料的使用，或以可攜格式向您提供資料，您亦可撤回您曾給予的任何同意。您可隨時下載 CSV 格式的帳本分錄結單。即使您要求刪除，部分記錄仍須依法保留。如欲行使有關權利，請透過網上客服或發送電郵（{{site.supportEmail}}）與我們聯絡；我們會於法律規定的期限內回覆。您亦可向您所在國家或地區的資料保障監管機構作出投訴。

## 未成年人士

SWX 並非為未滿 18 歲人士而設，我們不會在知情的情況下收集他們的資料。

## 修訂

本政策如有重大修訂，我們會在生效前於應用程式內公佈。最後更新日期會顯示於本頁面。
`,
    },
  },
  {
    slug: 'legal-information',
    type: 3,
    sort: 1,
    en: {
      title: 'Legal Information',
      body: `## The operator

- **Legal name:** {{site.operatorName}}
- **Trading name:** SWX
- **Registered address:** {{site.registeredAddress}}
- **Company registration number:** {{site.registrationNumber}}
- **Place of incorporation:** {{site.incorporationPlace}}
- **Contact:** the online support chat in the app
- **Support email:** {{site.supportEmail}}
- **Complaints:** {{site.complaintsContact}}

The operator's authorisations, and what they do and do not cover, are described on the Licence
and Supervision page.

## Documents that govern your use of SWX

- **Terms and Conditions:** the agreement between you and the operator.
- **Product terms:** the payout rate, fee, penalty, interest rate or other terms shown before you
  confirm an order, plan, loan or purchase, stored with it as agreed.
- **Loan agreement:** signed by you for each loan.
- **Privacy Policy and Cookie Policy:** how we handle your personal data and what the app stores
  on your device.
- **Risk Warning, Disclaimer and About Advertising:** the risks of our products and the limits
  of the information we publish.

## Language versions

These pages are published in several languages. If a translation differs in meaning from the
English version, the English version prevails, unless the law of your country requires
otherwise. When a page has not yet been translated into your language, it is shown in English
and marked as such.

## Intellectual property

The SWX name, logo, software and texts belong to or are licensed to the operator. You may use
them only to use the platform for yourself.

Charity NFT artworks are created by the artists named on each item. The rights a buyer receives
are described on each item. Unless stated there, buying an NFT
does not transfer the copyright in the artwork.

Market data belongs to its providers and is shown for your personal use only; you may not
redistribute it.

## Official channels and impersonation

We communicate only through the app, the support chat and email sent from our official email
domain ({{site.emailDomain}}). We will never:

- ask for your password, your verification codes, or the private keys or seed phrase of your
  wallet;
- ask you to send funds to an address given by phone, social media or private message;
- promise you guaranteed profits.

The only valid deposit addresses are the ones shown in the app when you make a deposit. If
someone claiming to represent SWX contacts you, please tell us through the online support chat
before you do anything else.

## Requests from authorities

We respond to requests from courts and authorities where the law requires, and only to the
extent it requires. Such requests should be sent to the operator at its registered address,
shown above.

## Governing law

Your agreement with the operator is governed by the law below, and disputes go to the courts
below.

- **Governing law:** {{site.governingLaw}}
- **Courts with jurisdiction:** {{site.courts}}

This choice does not remove any protection you have under the law of your country of residence.
`,
    },
    zh: {
      title: '法律信息',
      body: `## 运营方

- **法定名称：** {{site.operatorName}}
- **商业名称：** SWX
- **注册地址：** {{site.registeredAddress}}
- **公司注册编号：** {{site.registrationNumber}}
- **注册成立地：** {{site.incorporationPlace}}
- **联系方式：** 应用内在线客服
- **客服邮箱：** {{site.supportEmail}}
- **投诉：** {{site.complaintsContact}}

运营方所持有的许可及其涵盖与不涵盖的范围，请参阅《牌照与监管》页面。

## 规范您使用 SWX 的文件

- **《条款与条件》：** 您与运营方之间的协议。
- **产品条款：** 在您确认订单、计划、贷款或购买之前所展示的收益率、手续费、违约金、利率或其他条款，并按约定与之一并保存。
- **贷款协议：** 由您就每笔贷款签署。
- **《隐私政策》和《Cookie 政策》：** 我们如何处理您的个人数据，以及应用在您的设备上存储哪些内容。
- **《风险警告》《免责声明》和《关于广告》：** 我们产品的风险，以及我们所发布信息的局限。

## 语言版本

这些页面以多种语言发布。如译文与英文版本含义不一致，以英文版本为准，但您所在国家或地区的法律另有规定的除外。如某页面尚未翻译成您的语言，则会以英文显示并加以标注。

## 知识产权

SWX 名称、标志、软件和文本归运营方所有或经其授权使用。您仅可为本人使用平台之目的而使用它们。

慈善 NFT 艺术品由每件作品上注明的艺术家创作。买家获得的权利在每件作品中说明。除非其中另有说明，购买 NFT 并不转让该艺术品的著作权。

市场数据归其提供方所有，仅供您个人使用；您不得转发或再分发。

## 官方渠道与冒充行为

我们仅通过应用、在线客服以及从我们的官方邮件域名（{{site.emailDomain}}）发出的邮件与您联系。我们绝不会：

- 索取您的密码、验证码，或您钱包的私钥或助记词；
- 要求您向通过电话、社交媒体或私信提供的地址转账；
- 向您承诺保证盈利。

唯一有效的充值地址是您在应用中充值时所显示的地址。如有人自称代表 SWX 与您联系，请在采取任何行动之前，先通过在线客服告诉我们。

## 来自有关部门的要求

在法律要求的情况下，我们会在法律要求的范围内回应法院和有关部门的要求。此类要求请发送至上文所列的运营方注册地址。

## 适用法律

您与运营方之间的协议受以下法律管辖，争议由以下法院处理。

- **适用法律：** {{site.governingLaw}}
- **管辖法院：** {{site.courts}}

这一约定不影响您根据居住国法律享有的任何保护。
`,
    },
    hk: {
      title: '法律資訊',
      body: `## 營運方

- **法定名稱：** {{site.operatorName}}
- **營業名稱：** SWX
- **註冊地址：** {{site.registeredAddress}}
- **公司註冊編號：** {{site.registrationNumber}}
- **註冊成立地點：** {{site.incorporationPlace}}
- **聯絡方式：** 應用程式內的網上客服
- **客戶服務電郵：** {{site.supportEmail}}
- **投訴：** {{site.complaintsContact}}

營運方所持有的授權及其涵蓋與不涵蓋的範圍，請參閱《牌照及監管》頁面。

## 規管您使用 SWX 的文件

- **《條款及細則》：** 您與營運方之間的協議。
- **產品條款：** 在您確認訂單、計劃、貸款或購買前所列明的回報率、費用、違約金、利率或其他條款，並按協定與之一併記錄。
- **貸款協議：** 由您就每筆貸款簽署。
- **《私隱政策》及《Cookie 政策》：** 我們如何處理您的個人資料，以及應用程式在您的裝置上儲存甚麼內容。
- **《風險警告》、《免責聲明》及《關於廣告》：** 我們產品的風險，以及我們所發佈資訊的局限。

## 語言版本

這些頁面以多種語言發佈。如譯本與英文版本的意思有所不同，概以英文版本為準，惟您所在國家或地區的法律另有規定者除外。如某頁面尚未翻譯成您的語言，將以英文顯示並加以註明。

## 知識產權

SWX 名稱、標誌、軟件及文本均屬營運方所有或獲其授權使用。您只可為本人使用平台的目的而使用它們。

慈善 NFT 藝術品由每件作品上註明的藝術家創作。買家所獲得的權利會於每件作品中說明。除另有說明外，購買 NFT 並不會轉讓該藝術品的版權。

市場數據屬其提供者所有，只供您個人使用；您不得轉發或再分發。

## 官方渠道及冒認行為

我們只會透過應用程式、網上客服及由我們的官方電郵網域（{{site.emailDomain}}）發出的電郵與您聯絡。我們絕不會：

- 索取您的密碼、驗證碼，或您錢包的私鑰或助記詞；
- 要求您向經電話、社交媒體或私人訊息提供的地址轉帳；
- 向您承諾保證獲利。

唯一有效的充值地址，是您在應用程式內充值時所顯示的地址。如有人聲稱代表 SWX 與您聯絡，請在採取任何行動前，先透過網上客服通知我們。

## 有關當局的要求

在法律規定的情況下，我們會在法律規定的範圍內回應法院及有關當局的要求。此類要求請發送至上文所列的營運方註冊地址。

## 適用法律

您與營運方之間的協議受以下法律管轄，爭議由以下法院處理。

- **適用法律：** {{site.governingLaw}}
- **具司法管轄權的法院：** {{site.courts}}

此安排不影響您根據居住國家法律享有的任何保障。
`,
    },
  },
  {
    slug: 'disclaimer',
    type: 3,
    sort: 2,
    en: {
      title: 'Disclaimer',
      body: `## General information only

The content on SWX, including market pages, charts, notices, help articles, home-page figures
and these pages, is general information. It is not investment, legal or tax advice and does not
take your objectives, financial situation or needs into account. Nothing on SWX is a
recommendation to buy or sell any instrument or to use any product. Consider whether a product
suits you, and seek independent advice if you are unsure.

## Market data

Prices come from external data providers and are passed on as received. They may be delayed,
interrupted or occasionally wrong, and they may differ from prices on other venues. Orders are
settled against the prices recorded by SWX, which can differ slightly from the last price your
screen displayed, because of network delays.

Where a feed is simulated rather than taken from a live market, the app labels it as simulated.
Simulated prices do not reflect any real market. Charts illustrate recent recorded prices; they
are not forecasts.

## Figures and performance

Figures shown on the home page, such as numbers of users or trading volume, are computed from
the platform's own records and may change at any time. Past performance, including the past
results of smart trading plans and of your own demo trading, is not a reliable indicator of
future results. The daily rate of a smart trading plan is the rate agreed in that plan's terms;
it is not a forecast of market returns.

## Demo account

The demo account uses virtual money. Results in demo mode can differ from the results you would
have in a real account, and they never represent money that you can withdraw.

## Availability

We aim to keep SWX available at all times, but we cannot promise that it will be uninterrupted
or free of errors. Maintenance, network failures, market closures or problems at our providers
may stop you from placing, changing or closing orders. If a price feed is interrupted, an
options contract that expires during the interruption settles on the first price recorded after
the feed resumes, and stop loss and take profit levels are triggered only by recorded prices.

## Third-party services

Signing in with Google, and sending or receiving funds on a blockchain, rely on services that we
do not control. We are not responsible for their availability or for losses they cause, except
where the law says otherwise.

## Translations

If a translation of any page differs in meaning from the English version, the English version
prevails, unless the law of your country requires otherwise.

## Limits of this disclaimer

Nothing in this disclaimer excludes or limits any liability that cannot be excluded or limited
by law, or reduces the rights you have as a consumer.
`,
    },
    zh: {
      title: '免责声明',
      body: `## 仅为一般信息

SWX 上的内容，包括行情页面、走势图、公告、帮助文章、首页数据以及这些页面，均为一般信息，不构成投资、法律或税务建议，也未考虑您的目标、财务状况或需求。SWX 上的任何内容均不构成买卖任何品种或使用任何产品的推荐。请考虑产品是否适合您；如有疑问，请寻求独立意见。

## 市场数据

价格来自外部数据提供方，并按收到时的原样传送。价格可能出现延迟、中断或偶尔出错，也可能与其他交易场所的价格不同。订单按 SWX 记录的价格结算，由于网络延迟，该价格可能与您屏幕上最后显示的价格略有不同。

如某个数据源是模拟生成的，而非来自真实市场，应用会将其标注为“模拟”。模拟价格不反映任何真实市场。走势图展示的是近期记录的价格，并非预测。

## 数据与业绩

首页显示的数据（例如用户数量或交易量）根据平台自身记录计算，并可能随时变化。过往业绩，包括智能交易计划的过往结果以及您本人在模拟账户中的交易结果，都不是未来结果的可靠指标。智能交易计划的日收益率是该计划条款中约定的费率，并非对市场回报的预测。

## 模拟账户

模拟账户使用虚拟资金。模拟模式下的结果可能与您在真实账户中的结果不同，并且绝不代表您可以提现的资金。

## 服务可用性

我们力求使 SWX 始终可用，但无法保证服务不中断或没有错误。系统维护、网络故障、市场休市或我们服务提供方的问题，可能导致您无法下单、修改订单或平仓。如价格数据源中断，在中断期间到期的期权合约将按数据源恢复后记录的第一个价格结算，止损和止盈也仅由已记录的价格触发。

## 第三方服务

使用 Google 登录，以及通过区块链发送或接收资金，都依赖我们无法控制的服务。除法律另有规定外，我们对这些服务的可用性或其造成的损失不承担责任。

## 译文

如任何页面的译文与英文版本含义不一致，以英文版本为准，但您所在国家或地区的法律另有规定的除外。

## 本声明的限度

本免责声明的任何内容，均不排除或限制依法不得排除或限制的责任，也不减损您作为消费者所享有的权利。
`,
    },
    hk: {
      title: '免責聲明',
      body: `## 只屬一般資訊

SWX 上的內容，包括行情頁面、走勢圖、通告、幫助文章、主頁數字及這些頁面，均屬一般資訊，並不構成投資、法律或稅務意見，亦沒有考慮您的目標、財務狀況或需要。SWX 上的任何內容均不構成買賣任何產品或使用任何服務的建議。請考慮產品是否適合您；如有疑問，請尋求獨立意見。

## 市場數據

價格來自外部數據提供者，並按收到時的原樣傳送。價格或會出現延誤、中斷或偶爾出錯，亦可能與其他交易場所的價格不同。訂單按 SWX 記錄的價格結算，由於網絡延誤，該價格可能與您螢幕上最後顯示的價格略有不同。

如某個數據源屬模擬產生，而非來自真實市場，應用程式會將其標示為「模擬」。模擬價格並不反映任何真實市場。走勢圖展示的是近期記錄的價格，並非預測。

## 數字及表現

主頁所顯示的數字（例如用戶數目或交易量）根據平台本身的記錄計算，並可能隨時改變。過往表現，包括智能交易計劃的過往結果及您本人在模擬帳戶中的交易結果，均不是未來表現的可靠指標。智能交易計劃的每日收益率是該計劃條款所協定的比率，並非對市場回報的預測。

## 模擬帳戶

模擬帳戶使用虛擬資金。模擬模式下的結果可能與您在真實帳戶中的結果不同，亦絕不代表您可提取的資金。

## 服務供應

我們致力令 SWX 時刻可供使用，但無法保證服務不會中斷或沒有錯誤。系統維護、網絡故障、市場休市或我們服務提供者的問題，均可能令您無法落盤、修改訂單或平倉。如價格數據源中斷，在中斷期間到期的期權合約將按數據源恢復後記錄的首個價格結算，而止蝕及止賺亦只會由已記錄的價格觸發。

## 第三方服務

以 Google 登入，以及透過區塊鏈發送或接收資金，均依賴我們無法控制的服務。除法律另有規定外，我們對這些服務的供應情況或其引致的損失概不負責。

## 譯本

如任何頁面的譯本與英文版本的意思有所不同，概以英文版本為準，惟您所在國家或地區的法律另有規定者除外。

## 本聲明的限制

本免責聲明的任何內容，均不會排除或限制依法不得排除或限制的責任，亦不會減損您作為消費者所享有的權利。
`,
    },
  },
  {
    slug: 'risk-warning',
    type: 3,
    sort: 3,
    en: {
      title: 'Risk Warning',
      body: `**Trading and investing on SWX carries a high risk of losing money. You can
lose the whole amount you put into any order, plan or purchase. Use only money you can afford
to lose, and do not trade with borrowed money, including an SWX loan, unless you can repay it
from other funds.**

## Options contracts: fixed payout, full loss of the stake

You choose an instrument, a direction (up or down), a period and a stake. The stake is taken
from your balance when the contract opens. At expiry the contract settles against the first
price recorded at or after the expiry time:

- if the price moved the way you chose, you get your stake back plus the stake multiplied by the
  payout rate shown for that period;
- if it moved the other way, you lose your **entire stake**;
- if it is exactly equal to the opening price, your stake is returned.

When the payout rate is below 100%, a win earns less than a loss costs. With a 20% payout rate,
a 100 USDT stake returns 120 USDT if you win and nothing if you lose, so you would need to win
five contracts for every one you lose just to break even. Over short periods price moves are
largely unpredictable: if your chance of being right is about even, each contract is expected
to lose money.

## Leveraged contracts

Leverage lets you hold a position much larger than the margin you put up:
margin = price × lots × contract size ÷ leverage. Gains and losses are calculated on the full
position, not on your margin. With leverage of 100, a 1% price move against you costs an amount
equal to your whole margin, and liquidation can close the position after an even smaller move.
The opening fee is also calculated on the full position.

- A position is closed automatically (liquidated) when its equity falls to the liquidation level
  stated in the contract terms. In a fast market this can happen within seconds.
- Stop loss and take profit are triggered by the first recorded price that crosses them; in a
  fast market the closing price can be worse than the level you set.
- Your loss on a leveraged contract does not exceed the margin you committed to it, but you can
  lose all of that margin.

## Who you trade with

Options and leveraged contracts are agreements with the operator of SWX, which is your
counterparty. They are not traded on an exchange. When you lose, the operator gains: this is a
conflict of interest. To manage it, prices come from the feed you see, settlement rules are
fixed in advance, and staff cannot change an order's outcome.

## Crypto assets

Crypto prices are highly volatile and can rise or fall sharply within hours, at any time of day.
BTC and ETH deposits are credited in USDT at the price recorded when the deposit is approved,
not when you sent it. USDT is issued by a private company; it aims to track the US dollar but
may not always do so. Blockchain transfers cannot be reversed: funds sent to a wrong address or
network are usually lost for good. Crypto assets are generally not covered by any deposit
guarantee or investor compensation scheme.

## Smart trading plans, loans and NFTs

- A smart trading plan's daily rate is a commitment by the operator under the plan's terms, not
  a guaranteed market return, and it depends on the operator's ability to pay. Your money is
  locked for the term; leaving early costs a penalty of a share of your principal, shown before
  you confirm. Plans are not bank deposits.
- A loan must be repaid with interest once the interest-free period in your agreement ends, and
  an overdue loan has the consequences set out in the agreement.
- Buy a charity NFT to support the charity, not as an investment. There may be no buyer if you
  want to sell, and its value may fall to zero.

## Demo mode and simulated prices

The demo account uses virtual money. Some prices, especially in demo mode, may come from a
simulated feed; these are labelled as simulated and do not reflect any real market. Demo trading
carries none of the pressure of real money, and demo results often look better than real ones
would. Success in demo mode does not predict success with real money.

## Before you trade

Read the terms shown before you confirm, start in the demo account, keep your password safe, and
seek independent advice if you are unsure. You are responsible for any tax on your results.
`,
    },
    zh: {
      title: '风险警告',
      body: `**在 SWX 上交易和投资具有很高的亏损风险。您可能会损失投入任何订单、计划或购买的全部金额。请只使用您能够承受损失的资金；除非您能以其他资金偿还，否则请勿用借来的钱（包括 SWX 贷款）进行交易。**

## 期权合约：固定收益率，投入金额可能全部损失

您选择交易品种、方向（看涨或看跌）、周期和投入金额。合约开立时，投入金额即从您的余额中扣除。到期时，合约按到期时或到期后记录的第一个价格结算：

- 如价格朝您选择的方向变动，您将取回投入金额，另加投入金额乘以该周期所示的收益率；
- 如价格朝相反方向变动，您将损失**全部投入金额**；
- 如价格与开仓价格完全相同，则退还您的投入金额。

当收益率低于 100% 时，赢一次所得少于输一次所失。以 20% 的收益率为例，投入 100 USDT，若盈利可取回 120 USDT，若亏损则一无所得；因此，您需要每输一次就赢五次，才仅能保本。短周期内的价格变动在很大程度上难以预测：如果您判断正确的概率大约为一半，每笔合约的预期结果都是亏损。

## 杠杆合约

杠杆让您能够持有远大于所投入保证金的仓位：保证金 = 价格 × 手数 × 合约规模 ÷ 杠杆倍数。盈亏按整个仓位计算，而不是按您的保证金计算。在 100 倍杠杆下，价格向不利方向变动 1%，造成的亏损就相当于您的全部保证金，而强制平仓可能在更小的变动后就已发生。开仓手续费同样按整个仓位计算。

- 当仓位权益降至合约条款所载的强制平仓水平时，仓位会被自动平仓（强制平仓）。在快速变动的市场中，这可能在数秒内发生。
- 止损和止盈由第一个越过设定水平的已记录价格触发；在快速变动的市场中，平仓价格可能比您设定的水平更差。
- 您在一笔杠杆合约上的亏损不会超过您为其投入的保证金，但您可能损失全部保证金。

## 您的交易对手方

期权合约和杠杆合约是与 SWX 运营方订立的协议，后者是您的交易对手方。这些合约并不在交易所交易。您亏损时，运营方获益：这构成利益冲突。为管理这一冲突，价格来自您看到的数据源，结算规则事先确定，工作人员无法更改订单结果。

## 加密资产

加密货币价格波动极大，可能在数小时内、一天中任何时间大幅上涨或下跌。BTC 和 ETH 充值按充值获批时记录的价格折算为 USDT 入账，而不是按您转账时的价格。USDT 由一家私营公司发行，其目标是与美元挂钩，但未必始终如此。区块链转账无法撤销：转到错误地址或网络的资金通常将永久损失。加密资产一般不受任何存款保障或投资者赔偿计划保护。

## 智能交易计划、贷款与 NFT

- 智能交易计划的日收益率是运营方根据计划条款作出的承诺，并非有保证的市场回报，其兑付取决于运营方的支付能力。您的资金在期限内被锁定；提前退出须按本金的一定比例支付违约金，具体比例会在您确认前展示。计划不是银行存款。
- 贷款在协议所载的免息期结束后须连本带息偿还，逾期贷款将承担协议中规定的后果。
- 购买慈善 NFT 是为了支持慈善机构，而不是作为投资。当您想出售时可能没有买家，其价值也可能跌至零。

## 模拟模式与模拟价格

模拟账户使用虚拟资金。部分价格（尤其是在模拟模式下）可能来自模拟数据源；这些价格会标注为“模拟”，不反映任何真实市场。模拟交易没有真实资金带来的压力，模拟结果往往比真实交易的结果好看。在模拟模式下取得成功，并不能预示使用真实资金时也能成功。

## 交易之前

请阅读确认前展示的条款，先从模拟账户开始，妥善保管您的密码；如有疑问，请寻求独立意见。您须自行承担交易结果所涉及的任何税款。
`,
    },
    hk: {
      title: '風險警告',
      body: `**在 SWX 進行交易及投資涉及極高的虧損風險。您可能會損失投入任何訂單、計劃或購買的全部金額。請只動用您能夠承受損失的資金；除非您能以其他資金償還，否則切勿以借來的款項（包括 SWX 貸款）進行交易。**

## 期權合約：固定回報率，投入金額可能全數損失

您選擇交易產品、方向（看升或看跌）、周期及投入金額。合約開立時，投入金額即從您的結餘中扣除。合約於到期時，按到期時或到期後記錄的首個價格結算：

- 如價格朝您所選的方向變動，您會取回投入金額，另加投入金額乘以該周期所示的回報率；
- 如價格朝相反方向變動，您會損失**全部投入金額**；
- 如價格與開倉價格完全相同，則退還您的投入金額。

當回報率低於 100% 時，贏一次所得少於輸一次所失。以 20% 的回報率為例，投入 100 USDT，如獲利可取回 120 USDT，如虧損則分文不得；因此，您每輸一次便須贏五次，才僅能打和。短周期內的價格變動大致難以預測：如您判斷正確的機會約為一半，每張合約的預期結果均為虧損。

## 槓桿合約

槓桿讓您可持有遠大於所投入保證金的倉位：保證金 = 價格 × 手數 × 合約單位 ÷ 槓桿倍數。盈虧按整個倉位計算，而非按您的保證金計算。在 100 倍槓桿下，價格向不利方向變動 1%，所造成的虧損已相當於您的全部保證金，而強制平倉或會在更小的變動後已經發生。開倉手續費同樣按整個倉位計算。

- 當倉位權益跌至合約條款所載的強制平倉水平時，倉位會被自動平倉（強制平倉）。在急速變動的市場中，這可能於數秒內發生。
- 止蝕及止賺由首個越過設定水平的已記錄價格觸發；在急速變動的市場中，平倉價格可能比您設定的水平更差。
- 您在一張槓桿合約上的虧損不會超過您為其投入的保證金，但您可能損失全部保證金。

## 您的交易對手

期權合約及槓桿合約是與 SWX 營運方訂立的協議，後者是您的交易對手。這些合約並非在交易所買賣。您虧損時，營運方便會獲益：這構成利益衝突。為管理這項衝突，價格來自您看到的數據源，結算規則預先訂定，而職員無法更改訂單結果。

## 加密資產

加密貨幣價格極為波動，可於數小時內、一天中任何時間大幅上升或下跌。BTC 及 ETH 充值會按充值獲批核時記錄的價格折算為 USDT 入帳，而非按您轉帳時的價格。USDT 由一間私營公司發行，其目標是追蹤美元，但未必時刻如此。區塊鏈轉帳無法撤回：轉至錯誤地址或網絡的資金通常會永久損失。加密資產一般不受任何存款保障或投資者賠償計劃保障。

## 智能交易計劃、貸款及 NFT

- 智能交易計劃的每日收益率是營運方根據計劃條款作出的承諾，並非有保證的市場回報，能否兌現取決於營運方的支付能力。您的資金在期限內會被鎖定；提早退出須按本金的某個比例繳付違約金，有關比例會在您確認前列明。計劃並非銀行存款。
- 貸款於協議所載的免息期結束後須連本帶息償還，逾期貸款須承擔協議所訂明的後果。
- 購買慈善 NFT 是為了支持慈善機構，而非作為投資。當您想出售時可能沒有買家，其價值亦可能跌至零。

## 模擬模式及模擬價格

模擬帳戶使用虛擬資金。部分價格（尤其在模擬模式下）可能來自模擬數據源；這些價格會標示為「模擬」，並不反映任何真實市場。模擬交易沒有真實資金帶來的壓力，模擬結果往往比真實交易的結果更為理想。在模擬模式下取得成功，並不能預示使用真實資金時亦會成功。

## 交易之前

請細閱確認前列明的條款，先從模擬帳戶開始，並妥善保管您的密碼；如有疑問，請尋求獨立意見。您須自行承擔交易結果所涉及的任何稅項。
`,
    },
  },
  {
    slug: 'cookie-policy',
    type: 3,
    sort: 4,
    en: {
      title: 'Cookie Policy',
      body: `## Summary

The SWX app does not set advertising cookies, analytics cookies or any other cookies for
tracking, and it uses no third-party trackers. Instead, it keeps a few entries in your browser's
local storage so that it can remember your choices and keep you signed in. This page lists every
one of them.

## What local storage is

Local storage is a small store in your browser that belongs to a single website. Unlike cookies,
its contents are not sent automatically with every request: the app reads them on your device.
They stay until the app removes them or you clear your browser's data for the site.

## What the app stores

- **language:** the display language you chose (for example en, zh or hk). Kept until you
  change it or clear your browser data.
- **token:** your session token. The app sends it with your requests so that the server knows
  you are signed in. The server keeps only a hash of it. The session ends when you log out and
  expires after 7 days without use. Removed when you log out or your session ends.
- **userInfo:** a copy of your basic profile, such as your username and email address, so that
  the app can show it without waiting for the server. Removed when you log out.
- **isLogin:** a flag recording that you are signed in, so that the app fetches your profile
  when it starts. Removed when you log out.
- **virtualStatus:** whether you are using the demo account (1, the default) or the real
  account. Each request carries a marker based on it, so that every action goes to the right
  account.
- **theme:** your choice of dark or light display.

These entries are either strictly necessary for the service you asked for (token, userInfo,
isLogin, virtualStatus) or remember a preference you set (language, theme). They are not used to
follow you across websites and are not shared with anyone.

## Third parties

SWX uses no third-party advertising cookies, analytics tools, social media pixels or other
trackers. If you choose to continue with Google, your browser goes to Google's sign-in page,
where Google may use its own cookies under its own policy. SWX does not read those cookies.

## Your choices

- Log out to remove token, userInfo and isLogin from the device you are using. Please always
  log out on a shared device.
- Clear the site data for SWX in your browser's settings to remove every entry. You will then
  need to sign in again and choose your language and theme again.
- If your browser blocks local storage, for example in some private browsing modes, the app
  still works in the current tab but will not remember you afterwards.

## Changes

If we ever add a cookie or another storage entry, we will update this page before we do so and,
where the law requires, ask for your consent first. Questions about this policy can be sent to
us through the online support chat in the app.
`,
    },
    zh: {
      title: 'Cookie 政策',
      body: `## 概要

SWX 应用不设置广告 Cookie、分析 Cookie 或任何其他用于跟踪的 Cookie，也不使用任何第三方跟踪工具。应用只会在您浏览器的本地存储（Local Storage）中保存少量条目，以便记住您的选择并保持您的登录状态。本页列出了全部条目。

## 什么是本地存储

本地存储是浏览器中归属于单个网站的一小块存储空间。与 Cookie 不同，其内容不会随每次请求自动发送，而是由应用在您的设备上读取。这些内容会一直保留，直到应用将其删除，或您清除浏览器中该网站的数据。

## 应用存储的内容

- **language：** 您选择的显示语言（例如 en、zh 或 hk）。保留至您更改语言或清除浏览器数据为止。
- **token：** 您的会话令牌。应用会在请求中附带该令牌，以便服务器确认您已登录。服务器仅保存其哈希值。会话在您退出登录时结束，并在连续 7 天未使用后过期。在您退出登录或会话结束时删除。
- **userInfo：** 您基本资料（例如用户名和邮箱地址）的副本，使应用无需等待服务器即可显示。在您退出登录时删除。
- **isLogin：** 记录您已登录的标记，使应用在启动时获取您的资料。在您退出登录时删除。
- **virtualStatus：** 您当前使用的是模拟账户（1，默认值）还是真实账户。每个请求都会携带据此生成的标记，确保每项操作都进入正确的账户。
- **theme：** 您选择的深色或浅色显示模式。

这些条目要么是提供您所请求服务所严格必需的（token、userInfo、isLogin、virtualStatus），要么用于记住您设置的偏好（language、theme）。它们不会用于跨网站追踪您，也不会与任何人共享。

## 第三方

SWX 不使用任何第三方广告 Cookie、分析工具、社交媒体像素或其他跟踪工具。如您选择使用 Google 继续，您的浏览器会转到 Google 的登录页面，Google 可能会根据其自身政策使用其自己的 Cookie。SWX 不会读取这些 Cookie。

## 您的选择

- 退出登录即可从您正在使用的设备上删除 token、userInfo 和 isLogin。在共用设备上，请务必退出登录。
- 在浏览器设置中清除 SWX 的网站数据，即可删除所有条目。之后您需要重新登录，并重新选择语言和显示模式。
- 如您的浏览器阻止本地存储（例如某些无痕浏览模式），应用在当前标签页中仍可正常使用，但之后不会记住您。

## 变更

如我们将来增加任何 Cookie 或其他存储条目，会事先更新本页，并在法律要求时先征得您的同意。如对本政策有任何疑问，请通过应用内的在线客服联系我们。
`,
    },
    hk: {
      title: 'Cookie 政策',
      body: `## 摘要

SWX 應用程式不會設置廣告 Cookie、分析 Cookie 或任何其他用作追蹤的 Cookie，亦不使用任何第三方追蹤工具。應用程式只會在您瀏覽器的本機儲存空間（Local Storage）中保存少量項目，以便記住您的選擇並維持您的登入狀態。本頁列出所有有關項目。

## 甚麼是本機儲存空間

本機儲存空間是瀏覽器中屬於單一網站的一小塊儲存空間。與 Cookie 不同，其內容不會隨每次請求自動發送，而是由應用程式在您的裝置上讀取。這些內容會一直保留，直至應用程式將其移除，或您清除瀏覽器中該網站的資料為止。

## 應用程式儲存的內容

- **language：** 您所選擇的顯示語言（例如 en、zh 或 hk）。保留至您更改語言或清除瀏覽器資料為止。
- **token：** 您的登入工作階段權杖。應用程式會在請求中附上此權杖，讓伺服器確認您已登入。伺服器只保存其雜湊值。工作階段於您登出時結束，並於連續 7 日未有使用後失效。於您登出或工作階段結束時移除。
- **userInfo：** 您基本資料（例如用戶名稱及電郵地址）的副本，讓應用程式無須等待伺服器即可顯示。於您登出時移除。
- **isLogin：** 記錄您已登入的標記，讓應用程式在啟動時取得您的資料。於您登出時移除。
- **virtualStatus：** 您正在使用模擬帳戶（1，預設值）抑或真實帳戶。每個請求均會附上據此產生的標記，確保每項操作都進入正確的帳戶。
- **theme：** 您所選擇的深色或淺色顯示模式。

這些項目若非提供您所要求的服務所嚴格必需（token、userInfo、isLogin、virtualStatus），便是用於記住您所設定的偏好（language、theme）。它們不會用於跨網站追蹤您，亦不會與任何人分享。

## 第三方

SWX 不使用任何第三方廣告 Cookie、分析工具、社交媒體像素或其他追蹤工具。如您選擇以 Google 繼續，您的瀏覽器會轉至 Google 的登入頁面，Google 或會按其本身的政策使用其 Cookie。SWX 不會讀取這些 Cookie。

## 您的選擇

- 登出即可從您正在使用的裝置上移除 token、userInfo 及 isLogin。在共用裝置上，請務必登出。
- 在瀏覽器設定中清除 SWX 的網站資料，即可移除所有項目。其後您須重新登入，並重新選擇語言及顯示模式。
- 如您的瀏覽器封鎖本機儲存空間（例如某些私密瀏覽模式），應用程式在目前的分頁中仍可正常運作，但其後不會記住您。

## 修訂

如我們日後加入任何 Cookie 或其他儲存項目，會事先更新本頁，並在法律有所規定時先徵求您的同意。如對本政策有任何疑問，請透過應用程式內的網上客服與我們聯絡。
`,
    },
  },
  {
    slug: 'about-advertising',
    type: 3,
    sort: 5,
    en: {
      title: 'About Advertising',
      body: `## Our approach

SWX does not show advertising from other companies, and we do not sell advertising space or
your data to advertisers. The app uses no advertising cookies or trackers; the Cookie Policy
lists everything it stores on your device. The promotions you see in the app are our own, and
they are about our own products.

## How we advertise

When we promote SWX, in the app or elsewhere, we follow these rules:

- **Risks alongside benefits.** A promotion of trading products, smart trading plans or loans
  also states their main risks and points you to the Risk Warning.
- **No promises of profit.** We do not claim that trading is easy or that profits are
  guaranteed. A smart trading plan is always shown with its term, its daily rate and its
  early-exit penalty.
- **Real figures.** Statistics on the home page, such as the number of users, instruments or
  trading volume, are computed from the platform's own records, not typed in.
- **Demo is labelled as demo.** We do not present results from the demo account, or simulated
  prices, as if they were real.
- **Clear conditions.** Any offer, bonus or reward states its conditions in the app before you
  take it up.
- **Paid promotion is disclosed.** If we pay someone to promote SWX, the promotion must say so.
- **Responsible targeting.** We do not aim advertising at people under 18, and we do not
  advertise in countries or regions where our services are not offered.

## Inviting friends

The Invite Friends page gives you a personal invitation code. Any reward for inviting friends,
and its conditions, is described on that page before you share your code. When you share it,
please be honest: do not promise returns, do not present SWX as free of risk, and do not send
unsolicited messages.

## Messages from us

We send service messages, such as verification codes, review results and security notices, by
email and as in-app notifications. We send marketing messages only where you have agreed or the
law allows, and each marketing email explains how to stop receiving them. You can also ask us to
stop through the online support chat.

## Fake advertisements and impersonation

Fraudsters sometimes use the names of trading platforms in fake advertisements, social media
accounts and chat groups, often promising guaranteed profits or paid "signals". SWX will never:

- guarantee profits, or ask you to pay to follow someone's trading signals;
- ask for your password, your verification codes, or your wallet's private keys or seed
  phrase;
- ask you to send money to any address other than the one shown on the app's deposit page;
- contact you first through a private messaging app to offer you an investment.

If you see an advertisement or an account that claims to be SWX and looks wrong, please report it
through the support chat. Reports help us warn other customers.

## Questions

If you have a question about our advertising or would like to report a misleading promotion,
contact us through the online support chat in the app.
`,
    },
    zh: {
      title: '关于广告',
      body: `## 我们的做法

SWX 不展示其他公司的广告，也不向广告商出售广告位或您的数据。应用不使用任何广告 Cookie 或跟踪工具；《Cookie 政策》列出了应用在您设备上存储的全部内容。您在应用中看到的推广内容都是我们自己的，且仅涉及我们自己的产品。

## 我们如何做推广

在应用内或其他渠道推广 SWX 时，我们遵循以下规则：

- **收益与风险并列。** 推广交易产品、智能交易计划或贷款时，会同时说明其主要风险，并提示您阅读《风险警告》。
- **不承诺盈利。** 我们不会宣称交易很容易或保证盈利。智能交易计划始终会连同其期限、日收益率和提前退出违约金一起展示。
- **真实数据。** 首页上的统计数据，例如用户数量、交易品种数量或交易量，均根据平台自身记录计算，而非人工填写。
- **模拟即标明模拟。** 我们不会把模拟账户的结果或模拟价格当作真实结果或真实价格展示。
- **条件清晰。** 任何优惠、奖励或回馈活动，都会在您参与之前于应用中说明其条件。
- **付费推广须披露。** 如我们付费请他人推广 SWX，该推广必须注明。
- **负责任的投放。** 我们不会向未满 18 周岁的人士投放广告，也不会在我们不提供服务的国家和地区投放广告。

## 邀请好友

“邀请好友”页面会为您提供个人邀请码。任何邀请好友的奖励及其条件，都会在您分享邀请码之前在该页面上说明。分享时请实事求是：不要承诺收益，不要把 SWX 说成没有风险，也不要发送未经请求的信息。

## 我们发送的信息

我们通过邮件和应用内通知发送服务信息，例如验证码、审核结果和安全通知。只有在您同意或法律允许的情况下，我们才会发送营销信息，且每封营销邮件都会说明如何退订。您也可以通过在线客服要求我们停止发送。

## 虚假广告与冒充行为

不法分子有时会在虚假广告、社交媒体账号和聊天群组中冒用交易平台的名称，通常以保证盈利或付费“信号”作为诱饵。SWX 绝不会：

- 保证盈利，或要求您付费跟随某人的交易信号；
- 索取您的密码、验证码，或您钱包的私钥或助记词；
- 要求您向应用充值页面所显示地址以外的任何地址转账；
- 主动通过私人聊天软件联系您并向您推荐投资。

如您发现自称 SWX 且看起来可疑的广告或账号，请通过在线客服向我们举报。您的举报有助于我们提醒其他客户。

## 问题咨询

如您对我们的广告有任何疑问，或希望举报误导性推广，请通过应用内的在线客服联系我们。
`,
    },
    hk: {
      title: '關於廣告',
      body: `## 我們的做法

SWX 不會展示其他公司的廣告，亦不會向廣告商出售廣告位置或您的資料。應用程式不使用任何廣告 Cookie 或追蹤工具；《Cookie 政策》列出了應用程式在您裝置上儲存的所有內容。您在應用程式內看到的推廣內容均屬我們自己的推廣，並只涉及我們自己的產品。

## 我們的推廣原則

在應用程式內或其他渠道推廣 SWX 時，我們遵守以下規則：

- **回報與風險並列。** 推廣交易產品、智能交易計劃或貸款時，會同時說明其主要風險，並提示您細閱《風險警告》。
- **不承諾獲利。** 我們不會聲稱交易很容易或保證獲利。智能交易計劃一律會連同其期限、每日收益率及提早退出違約金一併展示。
- **真實數字。** 主頁上的統計數字，例如用戶數目、交易產品數目或交易量，均根據平台本身的記錄計算，而非人手輸入。
- **模擬必定標明。** 我們不會把模擬帳戶的結果或模擬價格當作真實結果或真實價格展示。
- **條件清晰。** 任何優惠、獎賞或回贈，均會在您參與前於應用程式內列明其條件。
- **付費推廣必須披露。** 如我們付費請他人推廣 SWX，該推廣必須註明。
- **負責任的投放。** 我們不會向未滿 18 歲人士投放廣告，亦不會在我們不提供服務的國家及地區投放廣告。

## 邀請朋友

「邀請朋友」頁面會為您提供個人邀請碼。任何邀請朋友的獎賞及其條件，均會在您分享邀請碼前於該頁面列明。分享時請如實說明：不要承諾回報，不要把 SWX 說成沒有風險，亦不要發送未經要求的訊息。

## 我們發出的訊息

我們會以電郵及應用程式內通知發送服務訊息，例如驗證碼、審核結果及保安通知。只有在您同意或法律容許的情況下，我們才會發送推廣訊息，而每封推廣電郵均會說明如何取消訂閱。您亦可透過網上客服要求我們停止發送。

## 虛假廣告及冒認行為

不法分子有時會在虛假廣告、社交媒體帳戶及聊天群組中冒用交易平台的名稱，通常以保證獲利或付費「訊號」作招徠。SWX 絕不會：

- 保證獲利，或要求您付費跟隨某人的交易訊號；
- 索取您的密碼、驗證碼，或您錢包的私鑰或助記詞；
- 要求您向應用程式充值頁面所顯示地址以外的任何地址轉帳；
- 主動透過私人通訊應用程式聯絡您並向您推介投資。

如您發現聲稱是 SWX 而看來可疑的廣告或帳戶，請透過網上客服向我們舉報。您的舉報有助我們提醒其他客戶。

## 查詢

如您對我們的廣告有任何疑問，或希望舉報具誤導性的推廣，請透過應用程式內的網上客服聯絡我們。
`,
    },
  },
];
