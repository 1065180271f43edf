import { NFT_CERTIFICATE_FIELDS, certificateText, type NftCertificate } from '@swx/contract';

/**
 * A token's certificate (docs/adr/0026): fixed fields whose text's SHA-256 was stored when the
 * token was minted. Anyone can hash the text again; the browser does it here.
 */

/** The certificate's fields in their order, each with its value ('' when the answer lacks it). */
export function certificateFields(
  fields: Readonly<Record<string, string>>,
): [(typeof NFT_CERTIFICATE_FIELDS)[number], string][] {
  return NFT_CERTIFICATE_FIELDS.map((field) => [field, fields[field] ?? '']);
}

/** SHA-256 of UTF-8 text, as lowercase hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether the fields hash to the stored SHA-256: the text is the contract's `certificateText`
 * (one `field: value` line per field, in order). A field missing or added never matches.
 */
export async function verifyCertificate(certificate: {
  fields: Readonly<Record<string, string>>;
  sha256: string;
}): Promise<boolean> {
  const { fields, sha256 } = certificate;
  const known = new Set<string>(NFT_CERTIFICATE_FIELDS);
  const complete =
    NFT_CERTIFICATE_FIELDS.every((field) => typeof fields[field] === 'string') &&
    Object.keys(fields).every((field) => known.has(field));
  if (!complete) return false;
  const computed = await sha256Hex(certificateText(fields as NftCertificate));
  return computed === sha256.trim().toLowerCase();
}
