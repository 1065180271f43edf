import { describe, expect, it } from 'vitest';
import { sha3_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import {
  ASSET_SCALE,
  NETWORKS,
  NETWORK_IDS,
  type NetworkId,
  decodeBech32,
  decodeSegwitAddress,
  getNetwork,
  isNetworkId,
  isValidAddress,
  isValidTxHash,
  normalizeTxHash,
} from './networks.js';

const ETHEREUM_NETWORKS: readonly NetworkId[] = ['ETH', 'USDT-ERC20'];
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** Every string obtained by replacing one character with the next one of `alphabet`. */
function oneCharChanged(text: string, alphabet: string, from = 0): string[] {
  const out: string[] = [];
  for (let i = from; i < text.length; i++) {
    const lowerAlphabet = alphabet === BECH32;
    const char = lowerAlphabet ? text[i]!.toLowerCase() : text[i]!;
    const index = alphabet.indexOf(char);
    if (index < 0) continue;
    let next = alphabet[(index + 1) % alphabet.length]!;
    if (lowerAlphabet && text[i] !== char) next = next.toUpperCase();
    out.push(text.slice(0, i) + next + text.slice(i + 1));
  }
  return out;
}

function flipCase(text: string, index: number): string {
  const char = text[index]!;
  const flipped = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase();
  return text.slice(0, index) + flipped + text.slice(index + 1);
}

describe('networks', () => {
  it('lists the four networks with asset, chain, name, minimum and scale', () => {
    // id, asset, chain, name, minimum deposit, scale
    const expected = [
      ['USDT-TRC20', 'USDT', 'TRON', 'USDT (TRC20)', '120', 6],
      ['USDT-ERC20', 'USDT', 'Ethereum', 'USDT (ERC20)', '120', 6],
      ['BTC', 'BTC', 'Bitcoin', 'BTC', '0.015', 8],
      ['ETH', 'ETH', 'Ethereum', 'ETH', '0.2', 18],
    ] as const;
    expect(NETWORKS).toEqual(
      expected.map(([id, asset, chain, name, minDeposit, scale]) => ({
        id,
        asset,
        chain,
        name,
        minDeposit,
        scale,
      })),
    );
    expect(NETWORKS.map((n) => n.id)).toEqual([...NETWORK_IDS]);
    expect(ASSET_SCALE).toEqual({ USDT: 6, BTC: 8, ETH: 18 });
  });

  it("keeps each network's scale equal to its asset's, and minimums within that scale", () => {
    for (const network of NETWORKS) {
      expect(network.scale, network.id).toBe(ASSET_SCALE[network.asset]);
      expect(network.minDeposit, network.id).toMatch(/^(0|[1-9]\d*)(\.\d*[1-9])?$/);
      const decimals = network.minDeposit.split('.')[1]?.length ?? 0;
      expect(decimals, network.id).toBeLessThanOrEqual(network.scale);
    }
  });

  it('recognises network ids and looks networks up', () => {
    for (const id of NETWORK_IDS) {
      expect(isNetworkId(id)).toBe(true);
      expect(getNetwork(id)?.id).toBe(id);
    }
    for (const value of ['usdt-trc20', 'TRC20', 'USDT', 'BTC ', '', null, undefined, 1, {}]) {
      expect(isNetworkId(value), String(value)).toBe(false);
    }
    expect(getNetwork('XRP' as NetworkId)).toBeUndefined();
    expect(getNetwork('ETH')?.chain).toBe('Ethereum');
    expect(getNetwork('USDT-TRC20')?.chain).toBe('TRON');
  });
});

describe('TRON addresses', () => {
  // The USDT (TRC20) contract and the WTRX contract.
  const VALID = ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'TNUC9Qb1rRpS5CbWLmNMxXBjyFoydXjWFR'];

  it('accepts real mainnet addresses', () => {
    for (const address of VALID) expect(isValidAddress('USDT-TRC20', address), address).toBe(true);
  });

  it('refuses every one-character change (Base58Check checksum)', () => {
    for (const address of VALID) {
      const mutants = oneCharChanged(address, BASE58);
      expect(mutants).toHaveLength(34);
      for (const mutant of mutants)
        expect(isValidAddress('USDT-TRC20', mutant), mutant).toBe(false);
    }
  });

  it('refuses a valid Base58Check string whose version byte is not 0x41', () => {
    // The USDT contract's 20 bytes Base58Check-encoded under versions 0x40 and 0x42: still 'T',
    // still 34 characters, checksum right.
    expect(isValidAddress('USDT-TRC20', 'T1mmJjSMcEVPdma3oiEDah4MBPC3yQsKfi')).toBe(false);
    expect(isValidAddress('USDT-TRC20', 'TpSyGx2w2bR9GdrDrYtrYwbvSPhwSmg7ER')).toBe(false);
  });

  it('refuses other formats, lengths, whitespace and garbage', () => {
    for (const address of [
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // Bitcoin P2PKH: version 0x00
      '0xdAC17F958D2ee523a2206206994597C13D831ec7', // Ethereum
      '41a614f803b6fd780986a42c78ec9c7f77e6ded13c', // TRON hex form
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6', // 33 characters
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6tt', // 35 characters
      'tr7nhqjekqxgtci8q8zy4pl8otszgjlj6t', // lowercased
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60', // '0' is not Base58
      ' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t\n',
      '',
      'T',
    ]) {
      expect(isValidAddress('USDT-TRC20', address), JSON.stringify(address)).toBe(false);
    }
  });

  it('is not accepted on the other networks', () => {
    for (const network of ['USDT-ERC20', 'BTC', 'ETH'] as const) {
      expect(isValidAddress(network, VALID[0]!)).toBe(false);
    }
  });
});

describe('Ethereum addresses', () => {
  // EIP-55 "Test Cases": all caps, all lower, normal (mixed case).
  const EIP55_ALL_CAPS = [
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  ];
  const EIP55_ALL_LOWER = [
    '0xde709f2102306220921060314715629080e2fb77',
    '0x27b1fdb04752bbc536007a920d24acb045561c26',
  ];
  const EIP55_MIXED = [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ];
  // The USDT (ERC20) contract and vitalik.eth, as checksummed on Etherscan.
  const WELL_KNOWN = [
    '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
  ];
  const CHECKSUMMED = [...EIP55_MIXED, ...WELL_KNOWN];

  it('accepts the EIP-55 test cases and well-known addresses on both Ethereum networks', () => {
    for (const network of ETHEREUM_NETWORKS) {
      for (const address of [...EIP55_ALL_CAPS, ...EIP55_ALL_LOWER, ...CHECKSUMMED]) {
        expect(isValidAddress(network, address), `${network} ${address}`).toBe(true);
      }
    }
  });

  it('accepts unchecksummed all-lowercase and all-uppercase forms', () => {
    for (const address of CHECKSUMMED) {
      const hex = address.slice(2);
      expect(isValidAddress('ETH', `0x${hex.toLowerCase()}`)).toBe(true);
      expect(isValidAddress('ETH', `0x${hex.toUpperCase()}`)).toBe(true);
    }
  });

  it('refuses a checksummed address with any one letter in the wrong case', () => {
    for (const address of CHECKSUMMED) {
      let letters = 0;
      for (let i = 2; i < address.length; i++) {
        if (!/[a-fA-F]/.test(address[i]!)) continue;
        letters++;
        const wrong = flipCase(address, i);
        expect(isValidAddress('ETH', wrong), wrong).toBe(false);
        expect(isValidAddress('USDT-ERC20', wrong), wrong).toBe(false);
      }
      expect(letters).toBeGreaterThan(10);
    }
  });

  it('uses Keccak-256, not SHA3-256, for the checksum', () => {
    // The casing EIP-55 would give if the hash were SHA3-256: must differ and be refused.
    for (const address of CHECKSUMMED) {
      const lower = address.slice(2).toLowerCase();
      const hash = bytesToHex(sha3_256(utf8ToBytes(lower)));
      let sha3Cased = '0x';
      for (let i = 0; i < lower.length; i++) {
        sha3Cased += parseInt(hash[i]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i]!;
      }
      expect(sha3Cased).not.toBe(address);
      expect(isValidAddress('ETH', sha3Cased), sha3Cased).toBe(false);
    }
  });

  it('refuses wrong prefixes, lengths, characters, whitespace and garbage', () => {
    const good = EIP55_MIXED[0]!;
    for (const address of [
      good.slice(2), // no prefix
      `0X${good.slice(2)}`,
      `00${good.slice(2)}`,
      good.slice(0, -1), // 39 hex
      `${good}0`, // 41 hex
      `${good.slice(0, -1)}g`,
      `0x${'0'.repeat(64)}`, // a tx hash
      ` ${good}`,
      `${good} `,
      `${good}\n`,
      `0x ${good.slice(3)}`,
      '0x',
      '',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      'vitalik.eth',
    ]) {
      expect(isValidAddress('ETH', address), JSON.stringify(address)).toBe(false);
      expect(isValidAddress('USDT-ERC20', address), JSON.stringify(address)).toBe(false);
    }
  });

  it('is not accepted on TRON or Bitcoin', () => {
    expect(isValidAddress('USDT-TRC20', WELL_KNOWN[0]!)).toBe(false);
    expect(isValidAddress('BTC', WELL_KNOWN[0]!)).toBe(false);
  });
});

describe('Bitcoin addresses', () => {
  const BASE58_VALID = [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // genesis block coinbase, P2PKH
    '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', // Bitcoin wiki P2PKH example
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // Bitcoin wiki P2SH example
    '1111111111111111111114oLvT2', // hash160 of all zeros: leading zero bytes, 27 characters
  ];
  // BIP-173 and BIP-350 valid mainnet vectors that are v0 or Taproot.
  const SEGWIT_VALID = [
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', // BIP-173/350 P2WPKH, upper case
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', // BIP-173 example P2WPKH
    'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', // BIP-173 example P2WSH
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', // BIP-350 Taproot
  ];

  it('accepts P2PKH, P2SH, SegWit v0 and Taproot mainnet addresses', () => {
    for (const address of [...BASE58_VALID, ...SEGWIT_VALID]) {
      expect(isValidAddress('BTC', address), address).toBe(true);
    }
  });

  it('decodes the BIP-350 valid mainnet vectors to their scriptPubKeys', () => {
    const vectors: [string, string][] = [
      [
        'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
        '0014751e76e8199196d454941c45d1b3a323f1433bd6',
      ],
      [
        'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
        '5128751e76e8199196d454941c45d1b3a323f1433bd6751e76e8199196d454941c45d1b3a323f1433bd6',
      ],
      ['BC1SW50QGDZ25J', '6002751e'],
      ['bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', '5210751e76e8199196d454941c45d1b3a323'],
      [
        'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
        '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
      ],
    ];
    for (const [address, script] of vectors) {
      const decoded = decodeSegwitAddress('bc', address);
      expect(decoded, address).not.toBeNull();
      const { version, program } = decoded!;
      const opcode = version === 0 ? '00' : (0x50 + version).toString(16);
      const length = program.length.toString(16).padStart(2, '0');
      expect(opcode + length + bytesToHex(program), address).toBe(script);
    }
  });

  it('decodes the BIP-350 valid testnet vectors under their own prefix, not under bc', () => {
    for (const address of [
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
      'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
      'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
    ]) {
      expect(decodeSegwitAddress('tb', address), address).not.toBeNull();
      expect(decodeSegwitAddress('bc', address), address).toBeNull();
      expect(isValidAddress('BTC', address), address).toBe(false);
    }
  });

  it('refuses witness versions without spending rules (valid BIP-350 strings)', () => {
    for (const address of [
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y', // v1, 40 bytes
      'BC1SW50QGDZ25J', // v16, 2 bytes
      'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', // v2, 16 bytes
    ]) {
      expect(decodeSegwitAddress('bc', address), address).not.toBeNull();
      expect(isValidAddress('BTC', address), address).toBe(false);
    }
  });

  it('refuses the BIP-350 invalid segwit vectors', () => {
    for (const address of [
      'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', // invalid HRP
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', // Bech32 for v1
      'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf', // Bech32 for v2
      'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', // Bech32 for v16
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', // Bech32m for v0
      'tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47', // Bech32m for v0
      'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', // invalid checksum char
      'BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', // witness version 17
      'bc1pw5dgrnzv', // 1-byte program
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav', // 41 bytes
      'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', // v0 with 16 bytes
      'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', // mixed case
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', // > 4 bits padding
      'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j', // non-zero padding
      'bc1gmk9yu', // empty data
    ]) {
      // Checked against mainnet and testnet: 'tc' is no network.
      expect(decodeSegwitAddress('bc', address), address).toBeNull();
      expect(decodeSegwitAddress('tb', address), address).toBeNull();
      expect(isValidAddress('BTC', address), address).toBe(false);
    }
  });

  it('refuses the BIP-173 invalid segwit vectors and its Bech32-checksummed v1+ addresses', () => {
    for (const address of [
      'tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty', // invalid HRP
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', // invalid checksum
      'BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2', // invalid witness version
      'bc1rw5uspcuh', // invalid program length
      'bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90', // too long
      'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', // v0 with 16 bytes
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7', // mixed case
      'bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du', // zero padding of more than 4 bits
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv', // non-zero padding
      'bc1gmk9yu', // empty data section
      // Valid under BIP-173, refused since BIP-350: v1+ must use the Bech32m checksum.
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx',
      'BC1SW50QA3JX3S',
      'bc1zw508d6qejxtdg4y5r3zarvaryvg6kdaj',
    ]) {
      // Checked against mainnet and testnet: 'tc' is no network.
      expect(decodeSegwitAddress('bc', address), address).toBeNull();
      expect(decodeSegwitAddress('tb', address), address).toBeNull();
      expect(isValidAddress('BTC', address), address).toBe(false);
    }
  });

  it('refuses every one-character change', () => {
    for (const address of BASE58_VALID) {
      const mutants = oneCharChanged(address, BASE58);
      expect(mutants).toHaveLength(address.length);
      for (const mutant of mutants) expect(isValidAddress('BTC', mutant), mutant).toBe(false);
    }
    for (const address of SEGWIT_VALID) {
      const mutants = oneCharChanged(address, BECH32, 3); // the data part, after 'bc1'
      expect(mutants).toHaveLength(address.length - 3);
      for (const mutant of mutants) expect(isValidAddress('BTC', mutant), mutant).toBe(false);
    }
  });

  it('refuses testnet and regtest addresses', () => {
    for (const address of [
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', // BIP-173 testnet P2WPKH
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', // BIP-173 testnet P2WSH
      'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', // BIP-350 testnet v1
      'bcrt1qs758ursh4q9z627kt3pp5yysm78ddny6txaqgw', // regtest P2WPKH
      'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', // testnet P2PKH (version 0x6f)
      'n3GNqMveyvaPvUbH469vDRadqpJMPc84JA', // testnet P2PKH (version 0x6f)
      '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', // testnet P2SH (version 0xc4)
    ]) {
      expect(isValidAddress('BTC', address), address).toBe(false);
    }
    // The refusal is the network, not a broken string.
    expect(decodeSegwitAddress('tb', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).not.toBeNull();
    expect(decodeSegwitAddress('bcrt', 'bcrt1qs758ursh4q9z627kt3pp5yysm78ddny6txaqgw')).not.toBe(
      null,
    );
  });

  it('refuses mixed-case Bech32, whitespace, wrong lengths and garbage', () => {
    const segwit = SEGWIT_VALID[1]!;
    for (let i = 0; i < segwit.length; i++) {
      if (!/[a-z]/.test(segwit[i]!)) continue;
      expect(isValidAddress('BTC', flipCase(segwit, i)), flipCase(segwit, i)).toBe(false);
    }
    const genesis = BASE58_VALID[0]!;
    for (const address of [
      ` ${genesis}`,
      `${genesis} `,
      `${genesis}\n`,
      `\t${segwit}`,
      `${segwit} `,
      genesis.slice(0, -1),
      `${genesis}1`,
      `1${genesis}`,
      genesis.replace('P', '0'), // '0', 'O', 'I' and 'l' are not Base58
      genesis.replace('P', 'O'),
      genesis.replace('P', 'I'),
      genesis.replace('i', 'l'),
      segwit.replace('q', 'b'), // 'b', 'i', 'o' and '1' are not Bech32 data characters
      `${segwit}${'q'.repeat(100)}`,
      'bc1',
      '1',
      '',
      '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    ]) {
      expect(isValidAddress('BTC', address), JSON.stringify(address)).toBe(false);
    }
  });
});

describe('Bech32 and Bech32m strings', () => {
  it('decodes the BIP-173 valid Bech32 strings as Bech32', () => {
    for (const text of [
      'A12UEL5L',
      'a12uel5l',
      'an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1tt5tgs',
      'abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw',
      '11qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqc8247j',
      'split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w',
      '?1ezyfcl',
    ]) {
      expect(decodeBech32(text)?.encoding, text).toBe('bech32');
    }
    expect(decodeBech32('abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw')).toEqual({
      hrp: 'abcdef',
      data: Array.from({ length: 32 }, (_, i) => i),
      encoding: 'bech32',
    });
    expect(decodeBech32('A12UEL5L')).toEqual({ hrp: 'a', data: [], encoding: 'bech32' });
  });

  it('decodes the BIP-350 valid Bech32m strings as Bech32m', () => {
    for (const text of [
      'A1LQFN3A',
      'a1lqfn3a',
      'an83characterlonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11sg7hg6',
      'abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx',
      '11llllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllludsr8',
      'split1checkupstagehandshakeupstreamerranterredcaperredlc445v',
      '?1v759aa',
    ]) {
      expect(decodeBech32(text)?.encoding, text).toBe('bech32m');
    }
  });

  it('refuses the BIP-173 and BIP-350 invalid strings', () => {
    for (const text of [
      // BIP-173
      '\x201nwldj5',
      '\x7f1axkwrx',
      '\x801eym55h',
      'an84characterslonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1569pvx',
      'pzry9x0s0muk',
      '1pzry9x0s0muk',
      'x1b4n0q5v',
      'li1dgmt3',
      'de1lg7wt\xff',
      'A1G7SGD8',
      '10a06t8',
      '1qzzfhee',
      // BIP-350
      '\x201xj0phk',
      '\x7f1g6xzxy',
      '\x801vctc34',
      'an84characterslonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11d6pts4',
      'qyrz8wqd2c9m',
      '1qyrz8wqd2c9m',
      'y1b0jsk6g',
      'lt1igcx5c0',
      'in1muywd',
      'mm1crxm3i',
      'au1s5cgom',
      'M1VUXWEZ',
      '16plkw9',
      '1p2gdwpf',
    ]) {
      expect(decodeBech32(text), JSON.stringify(text)).toBeNull();
    }
  });
});

describe('address validation input handling', () => {
  it('refuses non-strings, empty strings and unknown networks without throwing', () => {
    for (const network of NETWORK_IDS) {
      for (const garbage of [undefined, null, 0, 42, true, {}, [], ['bc1q']]) {
        expect(isValidAddress(network, garbage as unknown as string)).toBe(false);
      }
      for (const text of ['', ' ', '\u0000', '💩', 'null', 'x'.repeat(10_000)]) {
        expect(isValidAddress(network, text), `${network} ${text.slice(0, 10)}`).toBe(false);
      }
    }
    expect(isValidAddress('XRP' as NetworkId, '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
    expect(isValidAddress('btc' as NetworkId, '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
  });
});

describe('transaction hashes', () => {
  // The first Ethereum mainnet transaction (block 46147), and a made-up TRON one.
  const ETH_TX = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';
  const TRON_TX = 'a8813b6a7cb8a9a1e4e1ba4b66bbc0e4b0b2f2a1d2e4a5c7d9c1e3f2b4a6d8c0';
  // The genesis block's coinbase transaction id.
  const BTC_TX = '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b';

  it('accepts 0x and 64 hex digits on Ethereum, in either case', () => {
    for (const network of ETHEREUM_NETWORKS) {
      expect(isValidTxHash(network, ETH_TX)).toBe(true);
      expect(isValidTxHash(network, `0x${ETH_TX.slice(2).toUpperCase()}`)).toBe(true);
      expect(isValidTxHash(network, ETH_TX.slice(2))).toBe(false); // no prefix
    }
  });

  it('accepts 64 hex digits without a prefix on TRON and Bitcoin, in either case', () => {
    for (const [network, hash] of [
      ['USDT-TRC20', TRON_TX],
      ['BTC', BTC_TX],
    ] as const) {
      expect(isValidTxHash(network, hash)).toBe(true);
      expect(isValidTxHash(network, hash.toUpperCase())).toBe(true);
      expect(isValidTxHash(network, `0x${hash}`)).toBe(false);
    }
  });

  it('refuses wrong lengths, characters, whitespace and garbage on every network', () => {
    for (const network of NETWORK_IDS) {
      const good = network === 'ETH' || network === 'USDT-ERC20' ? ETH_TX : BTC_TX;
      expect(isValidTxHash(network, good), network).toBe(true);
      for (const hash of [
        good.slice(0, -1),
        `${good}0`,
        `${good.slice(0, -1)}g`,
        `${good.slice(0, -1)}-`,
        ` ${good}`,
        `${good} `,
        `${good}\n`,
        `0X${'a'.repeat(64)}`,
        `0x${'a'.repeat(40)}`, // an Ethereum address
        '',
        '0x',
        '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      ]) {
        expect(isValidTxHash(network, hash), `${network} ${JSON.stringify(hash)}`).toBe(false);
      }
      for (const garbage of [undefined, null, 1, {}]) {
        expect(isValidTxHash(network, garbage as unknown as string)).toBe(false);
        expect(normalizeTxHash(network, garbage as unknown as string)).toBeNull();
      }
    }
    expect(isValidTxHash('XRP' as NetworkId, BTC_TX)).toBe(false);
  });

  it('normalises to lower case, so one hash is one claim whatever its case', () => {
    const upper = `0x${ETH_TX.slice(2).toUpperCase()}`;
    const mixed = `0x${ETH_TX.slice(2, 34).toUpperCase()}${ETH_TX.slice(34)}`;
    for (const network of ETHEREUM_NETWORKS) {
      expect(normalizeTxHash(network, upper)).toBe(ETH_TX);
      expect(normalizeTxHash(network, mixed)).toBe(ETH_TX);
      expect(normalizeTxHash(network, ETH_TX)).toBe(ETH_TX);
    }
    expect(normalizeTxHash('BTC', BTC_TX.toUpperCase())).toBe(BTC_TX);
    expect(normalizeTxHash('USDT-TRC20', TRON_TX.toUpperCase())).toBe(TRON_TX);
  });

  it('normalises nothing that is not valid on the network', () => {
    expect(normalizeTxHash('BTC', ETH_TX)).toBeNull();
    expect(normalizeTxHash('USDT-TRC20', ETH_TX)).toBeNull();
    expect(normalizeTxHash('ETH', BTC_TX)).toBeNull();
    expect(normalizeTxHash('ETH', ` ${ETH_TX}`)).toBeNull();
    expect(normalizeTxHash('BTC', '')).toBeNull();
  });
});
