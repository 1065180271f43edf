/**
 * The image types accepted for upload, told apart by their first bytes only. The file name and
 * the declared MIME type are never consulted: a file is what its bytes say it is.
 */
export type SniffedType = 'jpeg' | 'png' | 'jp2' | 'j2k';

const SIGNATURES: readonly { type: SniffedType; magic: Buffer }[] = [
  // JPEG: SOI marker followed by the first marker's FF.
  { type: 'jpeg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
  // PNG: the fixed 8-byte signature.
  { type: 'png', magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  // JPEG 2000 file format (JP2): the 12-byte signature box, length 12, type 'jP  ', <CR><LF><0x87><LF>.
  {
    type: 'jp2',
    magic: Buffer.from([0x00, 0x00, 0x00, 0x0c, 0x6a, 0x50, 0x20, 0x20, 0x0d, 0x0a, 0x87, 0x0a]),
  },
  // Raw JPEG 2000 codestream (J2K): SOC marker followed by the SIZ marker.
  { type: 'j2k', magic: Buffer.from([0xff, 0x4f, 0xff, 0x51]) },
];

/** The accepted image type `bytes` start with, or undefined (HTML, SVG, GIF, PDF, empty, …). */
export function sniffImage(bytes: Uint8Array): SniffedType | undefined {
  for (const { type, magic } of SIGNATURES) {
    if (bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte)) return type;
  }
  return undefined;
}
