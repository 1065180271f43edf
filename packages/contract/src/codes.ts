/**
 * Response codes of the customer API (spec section 8), with the HTTP status that tells their
 * class and their English and Simplified Chinese messages. Codes 10001–10025 and 10091 are the
 * spec's; 10026 onwards are appended in the same numbering for cases the spec leaves open.
 */
export const Code = {
  OK: 200,
  UNAUTHORIZED: 401,
  UNKNOWN: 500,

  USERNAME_OR_EMAIL_REQUIRED: 10001,
  EMAIL_INVALID: 10002,
  USERNAME_INVALID: 10003,
  PASSWORD_INCORRECT: 10004,
  USER_STATUS_ABNORMAL: 10005,
  USERNAME_TAKEN: 10006,
  EMAIL_TAKEN: 10007,
  USER_STATUS_INCORRECT: 10008,
  USER_NOT_FOUND: 10009,
  SMART_PRODUCT_INCORRECT: 10010,
  INSUFFICIENT_BALANCE: 10011,
  DAYS_NOT_FOUND: 10012,
  INVESTMENT_AMOUNT_INCORRECT: 10013,
  OPTIONS_PRODUCT_INCORRECT: 10014,
  TRADING_UNAVAILABLE: 10015,
  PURCHASE_AMOUNT_INCORRECT: 10016,
  PERIOD_NOT_FOUND: 10017,
  PARAMETER_UNAVAILABLE: 10018,
  VERIFICATION_STATUS_INCORRECT: 10019,
  COLLECTION_STATUS_INCORRECT: 10020,
  ADDRESS_REQUIRED: 10021,
  NOT_AUTHENTICATED_KYC: 10022,
  LOAN_PERIOD_INCORRECT: 10023,
  ALREADY_PURCHASED: 10024,
  WITHDRAWAL_METHOD_REQUIRED: 10025,

  INVALID_PARAMS: 10026,
  CODE_INCORRECT: 10027,
  CODE_EXPIRED: 10028,
  CODE_TOO_SOON: 10029,
  TOO_MANY_ATTEMPTS: 10030,
  PASSWORD_WEAK: 10031,
  PASSWORD_MISMATCH: 10032,
  INVITE_CODE_INVALID: 10033,
  SOCIAL_LOGIN_UNAVAILABLE: 10034,
  NOT_FOUND: 10035,
  PASSWORD_REQUIRED: 10036,
  CODE_REQUIRED: 10037,
  SOCIAL_LOGIN_FAILED: 10038,
  PASSWORD_UNCHANGED: 10039,

  MOBILE_CODE_INCORRECT: 10091,

  SUBMITTED_FOR_REVIEW: 20001,
  RECHARGE_SUBMITTED: 20002,
  WITHDRAWAL_SUBMITTED: 20003,
  PURCHASE_SUCCESSFUL: 20004,
  MODIFIED: 20005,
} as const;

export type CodeValue = (typeof Code)[keyof typeof Code];

interface CodeInfo {
  readonly status: number;
  readonly en: string;
  readonly zh: string;
}

/** Every code the API can answer with: its HTTP status and its message. */
export const CODE_INFO: Readonly<Record<CodeValue, CodeInfo>> = {
  200: { status: 200, en: 'Success', zh: '成功' },
  401: { status: 401, en: 'Please log in again', zh: '请重新登录' },
  500: { status: 500, en: 'Unknown error', zh: '未知错误' },

  10001: { status: 400, en: 'Enter your username or email', zh: '请输入用户名或邮箱' },
  10002: { status: 400, en: 'The email address is not valid', zh: '邮箱输入有误' },
  10003: {
    status: 400,
    en: 'Username must be 3 to 32 letters, digits or underscores, starting with a letter',
    zh: '用户名输入有误',
  },
  10004: { status: 400, en: 'Username or password is incorrect', zh: '用户名或密码错误' },
  10005: { status: 403, en: 'This account is not active', zh: '用户状态异常' },
  10006: { status: 409, en: 'This username is already taken', zh: '用户名已存在' },
  10007: { status: 409, en: 'This email is already registered', zh: '邮箱已存在' },
  10008: { status: 403, en: 'User status is incorrect', zh: '用户状态有误' },
  10009: { status: 404, en: 'No matching user found', zh: '未找到匹配的用户' },
  10010: { status: 400, en: 'Smart trading product is incorrect', zh: '智能交易产品有误' },
  10011: {
    status: 409,
    en: 'Insufficient balance: top up or release the deposit before buying',
    zh: '余额不足，请充值或释放保证金后再购买',
  },
  10012: { status: 400, en: 'No matching days found', zh: '未找到匹配的天数' },
  10013: { status: 400, en: 'Investment amount is incorrect', zh: '投资金额有误' },
  10014: { status: 400, en: 'Options product is incorrect', zh: '期权产品有误' },
  10015: { status: 409, en: 'Trading is currently unavailable', zh: '当前无法交易' },
  10016: { status: 400, en: 'Purchase amount is incorrect', zh: '购买金额有误' },
  10017: { status: 400, en: 'No matching period found', zh: '未找到匹配的周期' },
  10018: { status: 404, en: 'Could not get system parameters', zh: '无法获取系统参数' },
  10019: { status: 409, en: 'Verification status is incorrect', zh: '用户认证状态有误' },
  10020: { status: 409, en: 'Collection status is incorrect', zh: '藏品状态有误' },
  10021: { status: 400, en: 'Receiving address is not filled in', zh: '收款地址未填写' },
  10022: { status: 403, en: 'Identity verification is required', zh: '用户未实名认证' },
  10023: { status: 400, en: 'Loan period is configured incorrectly', zh: '贷款周期配置有误' },
  10024: {
    status: 409,
    en: 'The same product is already purchased; do not buy it again',
    zh: '已购买相同产品，请勿重复购买',
  },
  10025: { status: 400, en: 'Select a withdrawal method', zh: '请选择提现方式' },

  10026: { status: 400, en: 'The request parameters are invalid', zh: '请求参数有误' },
  10027: { status: 400, en: 'The verification code is incorrect', zh: '验证码错误' },
  10028: {
    status: 400,
    en: 'The verification code has expired or was used up; request a new one',
    zh: '验证码已失效，请重新获取',
  },
  10029: {
    status: 429,
    en: 'A code was sent recently; wait before requesting another',
    zh: '验证码发送过于频繁，请稍后再试',
  },
  10030: { status: 429, en: 'Too many attempts; try again later', zh: '尝试次数过多，请稍后再试' },
  10031: {
    status: 400,
    en: 'Password must be 8 to 128 characters and not a commonly used password',
    zh: '密码须为8至128位，且不能是常见密码',
  },
  10032: { status: 400, en: 'The two passwords do not match', zh: '两次输入的密码不一致' },
  10033: { status: 400, en: 'The invite code is not valid', zh: '邀请码无效' },
  10034: {
    status: 404,
    en: 'Social login is not available',
    zh: '第三方登录不可用',
  },
  10035: { status: 404, en: 'Not found', zh: '未找到' },
  10036: { status: 400, en: 'Enter your password', zh: '请输入密码' },
  10037: { status: 400, en: 'Enter the verification code', zh: '请输入验证码' },
  10038: {
    status: 400,
    en: 'Social login failed; start again',
    zh: '第三方登录失败，请重试',
  },
  10039: {
    status: 400,
    en: 'The new password must differ from the current one',
    zh: '新密码不能与当前密码相同',
  },

  10091: { status: 400, en: 'Mobile verification code is wrong', zh: '手机验证码错误' },

  20001: { status: 200, en: 'Submitted for review', zh: '已提交审核' },
  20002: { status: 200, en: 'Recharge added and submitted for review', zh: '充值已提交审核' },
  20003: { status: 200, en: 'Withdrawal added and submitted for review', zh: '提现已提交审核' },
  20004: { status: 200, en: 'Purchase successful', zh: '购买成功' },
  20005: { status: 200, en: 'Modified successfully', zh: '修改成功' },
};

export function isCode(value: unknown): value is CodeValue {
  return typeof value === 'number' && Object.prototype.hasOwnProperty.call(CODE_INFO, value);
}

/** Success codes: 200 and the 2000x family. */
export function isSuccessCode(code: number): boolean {
  return code === 200 || (code >= 20001 && code <= 20099);
}
