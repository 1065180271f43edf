import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Code, KYC_PHOTOS, isSuccessCode } from '@swx/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../apps/server/src/test/harness.js';
import { multipartBody, pngImage } from '../../apps/server/src/test/multipart.js';
import { AnswerCheck } from './support/answers.js';
import { registerFrom, type Customer } from './support/inject.js';
import { SECRET, hostile, make, metadataIn, type Hostile } from './support/images.js';
import { sendForm, TRC20, uniqueTxHash } from './support/fixtures.js';
import { add, newCounts, report, scale, SEED } from './support/mode.js';

/**
 * The hostile-upload corpus (issue 15, item 9), generated here by fast-check (support/images.ts),
 * sent as a deposit proof or as one of the three identity photos, through the API. It proves:
 * - no upload is answered with a 5xx; a refusal is 10050, 10051 or 10052;
 * - every stored file is a JPEG or PNG with no metadata at all: sharp sees no EXIF, XMP, ICC,
 *   IPTC or comment, no PNG chunk but the image's own, no JPEG APPn (but JFIF) or COM segment,
 *   and its bytes contain nothing planted (GPS, XMP, markup, scripts, archives, the marker);
 * - a refused upload stores nothing, and no temporary file is left behind;
 * - the owner is served exactly the stored bytes, as an image, with nosniff and a sandbox.
 */

const FILES = scale(30, 400);
const REFUSALS: number[] = [Code.IMAGE_REQUIRED, Code.IMAGE_INVALID, Code.IMAGE_TOO_LARGE];

const counts = newCounts();
Object.assign(counts, { 'files sent': 0, 'tagged images': 0, 'files stored': 0, refused: 0 });
const check = new AnswerCheck(counts);
const uploads = mkdtempSync(join(tmpdir(), 'swx-adversarial-uploads-'));
const findings: string[] = [];
let t: TestApp;
let depositor: Customer;
let applicant: Customer;
let plainPhoto: Buffer;
let started = 0;

/** Every file under the upload folder, by path relative to it. */
function stored(): Set<string> {
  const out = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.add(relative(uploads, path));
    }
  };
  walk(uploads);
  return out;
}

const KYC_FIELDS = {
  firstName: 'Ana',
  lastName: 'Lima',
  sex: 'female',
  birthdate: '1990-04-12',
  country: 'BR',
  address: 'Rua A, 1',
  phone: '+55 11 91234 5678',
  documentType: 'passport',
};

/** Sends one corpus file as a deposit proof (even) or as one identity photo (odd). */
async function upload(file: { bytes: Buffer; filename: string; type: string }, serial: number) {
  const asProof = serial % 2 === 0;
  let form;
  let user: Customer;
  if (asProof) {
    user = depositor;
    form = multipartBody(
      {
        network: 'USDT-TRC20',
        amount: '500',
        txHash: uniqueTxHash(),
        last6: 'abc123',
      },
      { proof: file },
    );
  } else {
    user = applicant;
    const slot = KYC_PHOTOS[serial % 3]!;
    form = multipartBody(
      KYC_FIELDS,
      Object.fromEntries(
        KYC_PHOTOS.map((name) => [name, name === slot ? file : { bytes: plainPhoto }]),
      ),
    );
  }
  const url = `/swx/customer/user/${asProof ? 'recharge' : 'identification'}`;
  const answer = await sendForm(t, check, user, url, form);
  // An accepted application is pending: the next photo needs an applicant of its own.
  if (!asProof && isSuccessCode(answer.code)) applicant = await registerFrom(t, 'applicant');
  return { answer, user };
}

beforeAll(async () => {
  started = Date.now();
  t = await startTestApp({
    UPLOADS_DIR: uploads,
    DEPOSIT_ADDRESS_USDT_TRC20: TRC20,
    RATE_LIMIT_PER_MIN: '1000000',
  });
  await t.database.db.execute(
    sql`update parameters set value = '1000000' where key in ('upload.perHourMax', 'deposit.pendingMax', 'deposit.dailyMaxUsdt')`,
  );
  depositor = await registerFrom(t, 'depositor');
  applicant = await registerFrom(t, 'applicant');
  plainPhoto = await pngImage(5);
});
afterAll(async () => {
  report('hostile-uploads', counts, (Date.now() - started) / 1000);
  await t?.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe('the hostile-upload corpus', () => {
  it('stores only clean JPEG and PNG files, and nothing of what it refuses', async () => {
    let serial = 0;
    await fc.assert(
      fc.asyncProperty(hostile, async (item: Hostile) => {
        serial += 1;
        const file = await make(item);
        // The corpus really carries what it claims (else a clean result would prove nothing).
        if (item.kind === 'image' && item.plants.some((p) => p !== 'cmyk') && item.base !== 'j2k') {
          const carried =
            item.base === 'jp2'
              ? [String(file.bytes.includes(SECRET))]
              : await metadataIn(file.bytes);
          expect(carried.length > 0 && carried[0] !== 'false', JSON.stringify(item)).toBe(true);
          add(counts, 'tagged images');
        }
        const before = stored();
        const { answer, user } = await upload(file, serial);
        add(counts, 'files sent');
        const added = [...stored()].filter((path) => !before.has(path));
        const what = `${JSON.stringify(item)} → ${answer.status} ${answer.code}`;
        expect(answer.status, what).toBeLessThan(500);
        expect(
          added.filter((path) => path.endsWith('.tmp')),
          what,
        ).toEqual([]);
        if (!isSuccessCode(answer.code)) {
          add(counts, 'refused');
          expect(REFUSALS, what).toContain(answer.code);
          expect(added, `${what} stored files`).toEqual([]);
          return;
        }
        // A proof stores one file; an application its three photos.
        expect(added.length, what).toBe(answer.code === Code.RECHARGE_SUBMITTED ? 1 : 3);
        for (const path of added) {
          add(counts, 'files stored');
          const bytes = readFileSync(join(uploads, path));
          const found = await metadataIn(bytes);
          if (found.length > 0) {
            add(counts, 'metadata');
            findings.push(`${what}: ${path} ${found.join(', ')}`);
          }
          // The owner is served the stored bytes, as an image that runs nothing.
          const key = path.split('/').pop()!;
          const served = await t.app.inject({
            method: 'GET',
            url: `/swx/customer/user/getFile/${key}`,
            headers: { authorization: `Bearer ${user.token}` },
          });
          add(counts, 'requests');
          expect(served.statusCode, what).toBe(200);
          expect(served.rawPayload.equals(bytes), what).toBe(true);
          expect(served.headers['content-type']).toMatch(/^image\/(jpeg|png)$/);
          expect(served.headers['x-content-type-options']).toBe('nosniff');
          expect(String(served.headers['content-security-policy'])).toContain('sandbox');
        }
      }),
      { numRuns: FILES, seed: SEED },
    );
    expect(findings, 'metadata in stored files').toEqual([]);
    // The corpus was not refused whole: clean copies of tagged images were stored and inspected.
    expect(counts['files stored']).toBeGreaterThan(0);
  });

  it('answered no request with a 5xx', () => {
    expect(check.problems).toEqual([]);
    expect(counts['5xx']).toBe(0);
    expect(counts.metadata).toBe(0);
  });
});
