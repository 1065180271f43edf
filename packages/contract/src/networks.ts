/**
 * Deposit and withdrawal networks, address validation and transaction-hash formats.
 *
 * Runs in the browser as well as on the server (the web app validates live), so it uses no
 * Node-only API: hashing comes from @noble/hashes, Base58 and Bech32/Bech32m are decoded here.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

export type Asset = 'USDT' | 'BTC' | 'ETH';
export type Chain = 'TRON' | 'Ethereum' | 'Bitcoin';

/** Decimal places of each asset (USDT token decimals; satoshi for BTC; wei for ETH). */
export const ASSET_SCALE: Readonly<Record<Asset, number>> = { USDT: 6, BTC: 8, ETH: 18 };

export const NETWORK_IDS = ['USDT-TRC20', 'USDT-ERC20', 'BTC', 'ETH'] as const;
export type NetworkId = (typeof NETWORK_IDS)[number];

interface NetworkShape {
  readonly id: NetworkId;
  readonly asset: Asset;
  readonly chain: Chain;
  /** Display name. */
  readonly name: string;
  /** Smallest accepted deposit, a decimal string in whole units of the asset. */
  readonly minDeposit: string;
  /** Decimal places of the asset, as in ASSET_SCALE. */
  readonly scale: number;
}

/** The deposit/withdrawal networks, in display order. */
export const NETWORKS = [
  {
    id: 'USDT-TRC20',
    asset: 'USDT',
    chain: 'TRON',
    name: 'USDT (TRC20)',
    minDeposit: '120',
    scale: 6,
  },
  {
    id: 'USDT-ERC20',
    asset: 'USDT',
    chain: 'Ethereum',
    name: 'USDT (ERC20)',
    minDeposit: '120',
    scale: 6,
  },
  { id: 'BTC', asset: 'BTC', chain: 'Bitcoin', name: 'BTC', minDeposit: '0.015', scale: 8 },
  { id: 'ETH', asset: 'ETH', chain: 'Ethereum', name: 'ETH', minDeposit: '0.2', scale: 18 },
] as const satisfies readonly NetworkShape[];
export type Network = (typeof NETWORKS)[number];

export function isNetworkId(value: unknown): value is NetworkId {
  return typeof value === 'string' && (NETWORK_IDS as readonly string[]).includes(value);
}

/** The network with this id; undefined only for an id that is not a NetworkId at run time. */
export function getNetwork(id: NetworkId): Network | undefined {
  return NETWORKS.find((n) => n.id === id);
}

// ---------------------------------------------------------------------------------------------
// Addresses

/** No address of any supported network is longer (BIP-173 caps Bech32 strings at 90). */
const MAX_ADDRESS_LENGTH = 90;

/**
 * Whether `address` is a valid destination on `network`, checksum included. The string is taken
 * as is: surrounding whitespace makes it invalid (trim before calling, in the UI, if wanted).
 */
export function isValidAddress(network: NetworkId, address: string): boolean {
  if (typeof address !== 'string' || address.length === 0) return false;
  if (address.length > MAX_ADDRESS_LENGTH) return false;
  switch (getNetwork(network)?.chain) {
    case 'TRON':
      return isTronAddress(address);
    case 'Ethereum':
      return isEthereumAddress(address);
    case 'Bitcoin':
      return isBitcoinAddress(address);
    default:
      return false;
  }
}

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58 (Bitcoin alphabet) to bytes; each leading '1' is a leading zero byte. */
function base58Decode(text: string): Uint8Array | null {
  const little: number[] = []; // the value's bytes, least significant first
  for (const char of text) {
    let carry = BASE58_ALPHABET.indexOf(char);
    if (carry < 0) return null;
    for (let i = 0; i < little.length; i++) {
      carry += little[i]! * 58;
      little[i] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      little.push(carry & 0xff);
      carry >>= 8;
    }
  }
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros++;
  const out = new Uint8Array(zeros + little.length);
  for (let i = 0; i < little.length; i++) out[out.length - 1 - i] = little[i]!;
  return out;
}

/**
 * Base58Check: 25 bytes decoded, of which the last 4 are the first 4 bytes of
 * SHA-256(SHA-256(first 21)). Returns the 21-byte payload (version byte + hash160).
 */
function base58CheckPayload(text: string): Uint8Array | null {
  const bytes = base58Decode(text);
  if (!bytes || bytes.length !== 25) return null;
  const payload = bytes.subarray(0, 21);
  const checksum = sha256(sha256(payload));
  for (let i = 0; i < 4; i++) if (bytes[21 + i] !== checksum[i]) return null;
  return payload;
}

const TRON_VERSION = 0x41;

function isTronAddress(address: string): boolean {
  if (address.length !== 34 || address[0] !== 'T') return false;
  return base58CheckPayload(address)?.[0] === TRON_VERSION;
}

const ETHEREUM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * `0x` and 40 hex digits. All-lowercase or all-uppercase digits carry no checksum and are
 * accepted, as wallets do; mixed case must be the EIP-55 form, whose letter cases follow the
 * Keccak-256 (not SHA3-256) hash of the lowercase hex as ASCII.
 */
function isEthereumAddress(address: string): boolean {
  if (!ETHEREUM_ADDRESS.test(address)) return false;
  const hex = address.slice(2);
  const lower = hex.toLowerCase();
  if (hex === lower || hex === hex.toUpperCase()) return true;
  const hash = keccak_256(utf8ToBytes(lower));
  for (let i = 0; i < hex.length; i++) {
    const char = hex[i]!;
    if (char >= '0' && char <= '9') continue;
    const byte = hash[i >> 1]!;
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f;
    const expected = nibble >= 8 ? char.toUpperCase() : char.toLowerCase();
    if (char !== expected) return false;
  }
  return true;
}

const BITCOIN_P2PKH_VERSION = 0x00;
const BITCOIN_P2SH_VERSION = 0x05;
const BITCOIN_HRP = 'bc';

/**
 * Bitcoin mainnet: legacy P2PKH ('1…') and P2SH ('3…') Base58Check, native SegWit v0 in
 * Bech32 (P2WPKH, P2WSH) and Taproot (v1, 32-byte program) in Bech32m. Witness versions that
 * have no spending rules yet (v1 with another length, v2–v16) are valid BIP-350 strings but
 * refused: anyone could spend coins sent there, and no wallet hands such addresses out.
 */
function isBitcoinAddress(address: string): boolean {
  if (address.slice(0, 3).toLowerCase() === `${BITCOIN_HRP}1`) {
    const segwit = decodeSegwitAddress(BITCOIN_HRP, address);
    if (!segwit) return false;
    if (segwit.version === 0) return true; // 20 or 32 bytes, checked by the decoder
    return segwit.version === 1 && segwit.program.length === 32;
  }
  if (address.length < 26 || address.length > 35) return false;
  const version = base58CheckPayload(address)?.[0];
  return version === BITCOIN_P2PKH_VERSION || version === BITCOIN_P2SH_VERSION;
}

// Bech32 (BIP-173) and Bech32m (BIP-350).

export type Bech32Encoding = 'bech32' | 'bech32m';

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_CONST = 1;
const BECH32M_CONST = 0x2bc830a3;
const BECH32_GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function bech32Polymod(values: readonly number[]): number {
  let chk = 1;
  for (const value of values) {
    const top = chk >>> 25;
    chk = (((chk & 0x1ffffff) << 5) ^ value) >>> 0;
    for (let i = 0; i < 5; i++) {
      if ((top >>> i) & 1) chk = (chk ^ BECH32_GENERATOR[i]!) >>> 0;
    }
  }
  return chk;
}

function bech32HrpExpand(hrp: string): number[] {
  const high: number[] = [];
  const low: number[] = [];
  for (let i = 0; i < hrp.length; i++) {
    const code = hrp.charCodeAt(i);
    high.push(code >> 5);
    low.push(code & 31);
  }
  return [...high, 0, ...low];
}

/**
 * Decodes a Bech32 or Bech32m string per BIP-173/BIP-350: at most 90 characters, each in
 * US-ASCII 33–126, not mixed case, a non-empty human-readable part before the last '1' and
 * at least 6 checksum characters after it. Returns the lowercase HRP, the 5-bit data values
 * without the checksum, and which checksum constant matched; null if invalid.
 */
export function decodeBech32(
  text: string,
): { hrp: string; data: number[]; encoding: Bech32Encoding } | null {
  if (typeof text !== 'string' || text.length > 90) return null;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 33 || code > 126) return null;
  }
  const lower = text.toLowerCase();
  if (text !== lower && text !== text.toUpperCase()) return null;
  const separator = lower.lastIndexOf('1');
  if (separator < 1 || separator + 7 > lower.length) return null;
  const hrp = lower.slice(0, separator);
  const data: number[] = [];
  for (const char of lower.slice(separator + 1)) {
    const value = BECH32_CHARSET.indexOf(char);
    if (value < 0) return null;
    data.push(value);
  }
  const check = bech32Polymod([...bech32HrpExpand(hrp), ...data]);
  const encoding = check === BECH32_CONST ? 'bech32' : check === BECH32M_CONST ? 'bech32m' : null;
  if (!encoding) return null;
  return { hrp, data: data.slice(0, -6), encoding };
}

/** Regroups bits without padding (the decode direction of BIP-173's convertbits). */
function convertBits(data: readonly number[], from: number, to: number): number[] | null {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  const maxValue = (1 << to) - 1;
  for (const value of data) {
    if (value < 0 || value >> from !== 0) return null;
    acc = (acc << from) | value;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >> bits) & maxValue);
    }
    acc &= (1 << bits) - 1;
  }
  if (bits >= from || ((acc << (to - bits)) & maxValue) !== 0) return null;
  return out;
}

/**
 * Decodes a native SegWit address for the human-readable part `hrp` ('bc' for Bitcoin mainnet)
 * per BIP-173 as amended by BIP-350: witness version 0–16, program 2–40 bytes (20 or 32 for
 * version 0), Bech32 checksum for version 0 and Bech32m for versions 1–16. Null if invalid.
 */
export function decodeSegwitAddress(
  hrp: string,
  address: string,
): { version: number; program: Uint8Array } | null {
  const decoded = decodeBech32(address);
  if (!decoded || decoded.hrp !== hrp || decoded.data.length < 1) return null;
  const version = decoded.data[0]!;
  if (version > 16) return null;
  const program = convertBits(decoded.data.slice(1), 5, 8);
  if (!program || program.length < 2 || program.length > 40) return null;
  if (version === 0 && program.length !== 20 && program.length !== 32) return null;
  if (decoded.encoding !== (version === 0 ? 'bech32' : 'bech32m')) return null;
  return { version, program: Uint8Array.from(program) };
}

// ---------------------------------------------------------------------------------------------
// Transaction hashes

const ETHEREUM_TX_HASH = /^0x[0-9a-fA-F]{64}$/;
const PLAIN_TX_HASH = /^[0-9a-fA-F]{64}$/;

/**
 * Whether `hash` has the transaction-hash format of `network`: `0x` and 64 hex digits on
 * Ethereum, 64 hex digits without a prefix on TRON and Bitcoin. Hex digits in either case;
 * surrounding whitespace makes it invalid.
 */
export function isValidTxHash(network: NetworkId, hash: string): boolean {
  if (typeof hash !== 'string') return false;
  switch (getNetwork(network)?.chain) {
    case 'Ethereum':
      return ETHEREUM_TX_HASH.test(hash);
    case 'TRON':
    case 'Bitcoin':
      return PLAIN_TX_HASH.test(hash);
    default:
      return false;
  }
}

/**
 * The canonical (lowercase) form of a valid transaction hash, the key for "each hash can be
 * claimed once": `0xABC…` and `0xabc…` are the same claim. Null when the hash is not valid on
 * `network`. USDT-ERC20 and ETH share the Ethereum chain, so a uniqueness key spanning
 * networks should be scoped by chain, not by network id.
 */
export function normalizeTxHash(network: NetworkId, hash: string): string | null {
  return isValidTxHash(network, hash) ? hash.toLowerCase() : null;
}
