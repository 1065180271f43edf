import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en';
import { pageRange } from '../components/ui/pager';
import { amountSign, assetScale, isKnownReason, reasonName } from './ledger-entries';

describe('reason labels', () => {
  it('names the reasons the ledger writes today', () => {
    expect(reasonName('demo.open')).toBe('demoOpen');
    expect(reasonName('demo.reset')).toBe('demoReset');
    expect(reasonName('deposit.credit')).toBe('depositCredit');
    expect(reasonName('withdrawal.hold')).toBe('withdrawalHold');
    expect(reasonName('withdrawal.release')).toBe('withdrawalRelease');
    expect(reasonName('withdrawal.payout')).toBe('withdrawalPayout');
    expect(isKnownReason('demo.open')).toBe(true);
  });

  it('falls back to the family of a reason it does not know yet', () => {
    expect(reasonName('withdrawal.reverse')).toBe('withdrawal');
    expect(reasonName('deposit.reverse')).toBe('deposit');
    expect(reasonName('demo.topup')).toBe('demo');
    expect(isKnownReason('withdrawal.reverse')).toBe(false);
    expect(reasonName('options.win')).toBe('optionsWin');
    expect(reasonName('options.expire')).toBe('options');
    expect(reasonName('loan.repay')).toBe('loanRepay');
    expect(reasonName('loan.writeoff')).toBe('loan');
    expect(reasonName('nft.settle')).toBe('nftSettle');
    expect(reasonName('nft.refund')).toBe('nft');
  });

  it('gives anything else the neutral label, prototype names included', () => {
    for (const reason of [
      'bonus.credit',
      'adjustment',
      '',
      'demo',
      'constructor',
      'toString.x',
      '__proto__',
      'hasOwnProperty.call',
    ]) {
      expect(reasonName(reason), reason).toBe('other');
      expect(isKnownReason(reason), reason).toBe(false);
    }
  });

  it('has an English text for every name it can answer', () => {
    for (const name of [
      'demoOpen',
      'demoReset',
      'depositCredit',
      'withdrawalHold',
      'demo',
      'deposit',
      'withdrawal',
      'other',
    ] as const) {
      expect(en.balance.reasons[name]).toBeTruthy();
    }
    expect(en.balance.reasons.other).toBe('Balance change');
  });
});

describe('amount sign', () => {
  it('reads credits, debits and zero from the text, whatever the digits', () => {
    expect(amountSign('100000.000000')).toBe(1);
    expect(amountSign('+0.000001')).toBe(1);
    expect(amountSign('-5.000000')).toBe(-1);
    expect(amountSign('-0.000001')).toBe(-1);
    // Beyond what a float can hold: still exact.
    expect(amountSign('-123456789012345678901234567890.000000000000000001')).toBe(-1);
    expect(amountSign('0.000000')).toBe(0);
    expect(amountSign('-0.000000')).toBe(0);
    expect(amountSign('0')).toBe(0);
  });

  it('treats what is not a decimal as zero (no colour, no arrow)', () => {
    expect(amountSign('')).toBe(0);
    expect(amountSign('abc')).toBe(0);
    expect(amountSign('-1e5')).toBe(0);
    expect(amountSign('--1')).toBe(0);
  });
});

describe('page range', () => {
  it('counts from 1 and stops at the last entry shown', () => {
    expect(pageRange(1, 20, 45, 20)).toEqual({ from: 1, to: 20, total: 45, pages: 3 });
    expect(pageRange(3, 20, 45, 5)).toEqual({ from: 41, to: 45, total: 45, pages: 3 });
    expect(pageRange(1, 20, 1, 1)).toEqual({ from: 1, to: 1, total: 1, pages: 1 });
  });

  it('says 0–0 for an empty page and keeps at least one page', () => {
    expect(pageRange(1, 20, 0, 0)).toEqual({ from: 0, to: 0, total: 0, pages: 1 });
    expect(pageRange(9, 20, 45, 0)).toEqual({ from: 0, to: 0, total: 45, pages: 3 });
  });
});

describe('asset scale', () => {
  it('uses the contract scale and 8 decimals for an asset it does not know', () => {
    expect(assetScale('USDT')).toBe(6);
    expect(assetScale('BTC')).toBe(8);
    expect(assetScale('ETH')).toBe(18);
    expect(assetScale('XYZ')).toBe(8);
    expect(assetScale('toString')).toBe(8);
  });
});
