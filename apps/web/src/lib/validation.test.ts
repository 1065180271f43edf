import { describe, expect, it } from 'vitest';
import {
  MAX_PROOF_BYTES,
  addressProblem,
  amountProblem,
  canPreview,
  compareDecimals,
  decimalsOf,
  last6Problem,
  normalizeAmount,
  proofProblem,
  txHashProblem,
} from './validation';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const HASH = 'a'.repeat(64);

describe('normalizeAmount', () => {
  it('trims and reads one decimal comma or the Arabic separator as a point', () => {
    expect(normalizeAmount(' 150 ')).toBe('150');
    expect(normalizeAmount('150,5')).toBe('150.5');
    expect(normalizeAmount('150\u066B25')).toBe('150.25');
  });

  it('leaves anything ambiguous for the pattern to refuse', () => {
    expect(normalizeAmount('1,000.5')).toBe('1,000.5');
    expect(normalizeAmount('1,000,5')).toBe('1,000,5');
  });
});

describe('compareDecimals', () => {
  it('compares by digits, whatever the zeros', () => {
    expect(compareDecimals('120', '120.000000')).toBe(0);
    expect(compareDecimals('119.999999', '120')).toBe(-1);
    expect(compareDecimals('0120.1', '120.09')).toBe(1);
    expect(compareDecimals('9', '10')).toBe(-1);
    expect(compareDecimals('0.015', '0.0149999999')).toBe(1);
  });

  it('stays exact beyond what a JS number holds', () => {
    expect(compareDecimals('9007199254740993', '9007199254740992')).toBe(1);
    expect(compareDecimals('0.100000000000000001', '0.1')).toBe(1);
  });
});

describe('amountProblem', () => {
  const usdt = { scale: 6, minimum: '120' };
  it('asks for an amount of the API format, above zero', () => {
    expect(amountProblem('', usdt)).toBe('required');
    expect(amountProblem('1e3', usdt)).toBe('format');
    expect(amountProblem('-5', usdt)).toBe('format');
    expect(amountProblem('.5', usdt)).toBe('format');
    expect(amountProblem('0.000', { scale: 6 })).toBe('zero');
  });

  it('refuses more decimals than the asset has instead of rounding', () => {
    expect(amountProblem('150.1234567', usdt)).toBe('decimals');
    expect(amountProblem('150.123456', usdt)).toBeNull();
    expect(amountProblem('0.123456789', { scale: 8 })).toBe('decimals');
  });

  it('holds the minimum and the maximum, both inclusive', () => {
    expect(amountProblem('119.999999', usdt)).toBe('belowMinimum');
    expect(amountProblem('120', usdt)).toBeNull();
    expect(amountProblem('150.000001', { scale: 6, maximum: '150.000000' })).toBe('aboveAvailable');
    expect(amountProblem('150', { scale: 6, maximum: '150.000000' })).toBeNull();
  });
});

describe('decimalsOf', () => {
  it('counts written decimals', () => {
    expect(decimalsOf('1')).toBe(0);
    expect(decimalsOf('1.50')).toBe(2);
  });
});

describe('hashes, sending address and withdrawal address', () => {
  it('checks the hash format of the network', () => {
    expect(txHashProblem('USDT-TRC20', '')).toBe('required');
    expect(txHashProblem('USDT-TRC20', HASH)).toBeNull();
    expect(txHashProblem('USDT-TRC20', ` ${HASH} `)).toBeNull();
    expect(txHashProblem('USDT-TRC20', `0x${HASH}`)).toBe('format');
    expect(txHashProblem('USDT-ERC20', `0x${HASH}`)).toBeNull();
    expect(txHashProblem('ETH', HASH)).toBe('format');
  });

  it('wants six letters or digits for the sending address', () => {
    expect(last6Problem('')).toBe('required');
    expect(last6Problem('gLj6t')).toBe('format');
    expect(last6Problem('zgLj6t')).toBeNull();
    expect(last6Problem('zg-j6t')).toBe('format');
  });

  it('validates addresses per network with their checksum', () => {
    expect(addressProblem('USDT-TRC20', '')).toBe('required');
    expect(addressProblem('USDT-TRC20', TRON)).toBeNull();
    expect(addressProblem('USDT-TRC20', `${TRON.slice(0, -1)}u`)).toBe('format');
    expect(addressProblem('USDT-ERC20', TRON)).toBe('format');
    expect(addressProblem('USDT-ERC20', `0x${'ab'.repeat(20)}`)).toBeNull();
  });
});

describe('proof image', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });
  it('takes JPG, JPEG 2000 and PNG up to 5 MB', () => {
    expect(proofProblem(null)).toBe('required');
    expect(proofProblem(file('a.png', 'image/png'))).toBeNull();
    expect(proofProblem(file('a.JPEG', ''))).toBeNull();
    expect(proofProblem(file('scan.jp2', ''))).toBeNull();
    expect(proofProblem(file('a.gif', 'image/gif'))).toBe('type');
    expect(proofProblem(file('a.svg', 'image/svg+xml'))).toBe('type');
    expect(proofProblem(file('a.png', 'image/png', 0))).toBe('type');
    expect(proofProblem(file('a.png', 'image/png', MAX_PROOF_BYTES))).toBeNull();
    expect(proofProblem(file('a.png', 'image/png', MAX_PROOF_BYTES + 1))).toBe('size');
  });

  it('previews only what a browser can show', () => {
    expect(canPreview(file('a.png', 'image/png'))).toBe(true);
    expect(canPreview(file('a.jpg', ''))).toBe(true);
    expect(canPreview(file('a.jp2', 'image/jp2'))).toBe(false);
  });
});
