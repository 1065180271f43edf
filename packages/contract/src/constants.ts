/** Business constants and limits from spec sections 1, 3, 7 and 9, and the identity rules. */

export const API_PREFIX = '/swx/customer';
/** The back office's API (staff only). */
export const ADMIN_PREFIX = '/swx/admin';

export const LANGUAGES = ['zh', 'en', 'ja', 'ko', 'de', 'fr', 'it', 'ar', 'hk', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The language picker modal lists these three (spec section 1). */
export const PICKER_LANGUAGES: readonly Language[] = ['en', 'hk', 'zh'];

/** Area codes offered at registration (spec section 3). */
export const AREA_CODES = [
  '+49',
  '+55',
  '+60',
  '+61',
  '+64',
  '+65',
  '+66',
  '+81',
  '+91',
  '+852',
  '+886',
] as const;

/** Local storage keys (spec section 3, local client state). */
export const STORAGE_KEYS = {
  language: 'language',
  token: 'token',
  userInfo: 'userInfo',
  isLogin: 'isLogin',
  virtualStatus: 'virtualStatus',
} as const;

/** virtualStatus 1 is the demo book and the default (spec section 4). */
export const VIRTUAL_STATUS_DEMO = 1;
export const VIRTUAL_STATUS_REAL = 0;
/** Header marking the book a request acts on: NO when virtualStatus is 1, otherwise YES. */
export const REAL_ACCOUNT_HEADER = 'X-Real-Account';

export const REQUEST_TIMEOUT_MS = 90_000;
export const GET_CACHE_TTL_MS = 300_000;
export const GET_CACHE_MAX_ENTRIES = 100;
export const GET_CACHE_PURGE_INTERVAL_MS = 60_000;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_TTL_MS = 10 * 60_000;
export const EMAIL_CODE_MAX_WRONG_TRIES = 5;
export const EMAIL_CODE_RESEND_MS = 60_000;
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;

export const CODE_SCENES = ['register', 'reset'] as const;
export type CodeScene = (typeof CODE_SCENES)[number];
