import { Code } from '@swx/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../i18n';
import { ApiError } from './api-client';
import { errorMessage, translate } from './messages';

beforeAll(async () => {
  await changeLanguage('en');
});

const apiError = (code: number, result: unknown = null) =>
  new ApiError('api', { code, msg: 'server text', status: 400, result });

describe('errorMessage and translate', () => {
  it('fills a code message’s values from the answer’s result', () => {
    const message = errorMessage(
      apiError(Code.DEPOSIT_BELOW_MINIMUM, { minimum: '0.015', asset: 'BTC' }),
    );
    expect(translate(i18n.t, message)).toBe('The minimum deposit is 0.015 BTC');
  });

  it('leaves a placeholder the result does not name, and ignores values that are not plain', () => {
    const message = errorMessage(
      apiError(Code.DEPOSIT_BELOW_MINIMUM, { minimum: '120', asset: { nested: true } }),
    );
    expect(translate(i18n.t, message)).toBe('The minimum deposit is 120 {asset}');
  });

  it('words a code in the reader’s language, and a network failure as such', async () => {
    await changeLanguage('de');
    try {
      const text = translate(
        i18n.t,
        errorMessage(apiError(Code.DEPOSIT_BELOW_MINIMUM, { minimum: '120', asset: 'USDT' })),
      );
      expect(text).toContain('120 USDT');
      expect(text).not.toContain('{');
      expect(text).not.toBe('The minimum deposit is 120 USDT');
    } finally {
      await changeLanguage('en');
    }
    expect(translate(i18n.t, errorMessage(new ApiError('network', { msg: 'offline' })))).toBe(
      'Network timeout. Check your connection and try again.',
    );
  });
});
