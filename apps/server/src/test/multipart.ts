import { randomBytes } from 'node:crypto';
import { API_PREFIX } from '@swx/contract';
import sharp from 'sharp';
import type { TestApp } from './harness.js';
import { withIdempotencyKey } from './client.js';

/** A multipart/form-data body as a browser would send it. */
export function multipartBody(
  fields: Record<string, string>,
  files: Record<string, { bytes: Buffer; filename?: string; type?: string }>,
): { payload: Buffer; contentType: string } {
  const boundary = `----swxtest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename ?? `${name}.png`}"\r\n` +
          `Content-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A small real PNG (a photo stand-in), different for each `seed`. */
export function pngImage(seed = 1, size = 16): Promise<Buffer> {
  return sharp({
    create: {
      width: size,
      height: size,
      channels: 3,
      background: { r: (seed * 37) % 256, g: (seed * 91) % 256, b: (seed * 53) % 256 },
    },
  })
    .png()
    .toBuffer();
}

export interface FormAnswer<T = unknown> {
  status: number;
  code: number;
  msg: string;
  result: T;
}

/** POSTs a multipart form to the customer API. */
export async function postForm<T = unknown>(
  t: TestApp,
  path: string,
  form: { payload: Buffer; contentType: string },
  options: { token?: string; headers?: Record<string, string>; idempotencyKey?: false } = {},
): Promise<FormAnswer<T>> {
  const response = await t.app.inject({
    method: 'POST',
    url: API_PREFIX + path,
    headers: {
      'content-type': form.contentType,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...withIdempotencyKey({ ...options.headers }, options.idempotencyKey),
    },
    payload: form.payload,
  });
  const body = response.json() as { code: number; msg: string; result: T };
  return { status: response.statusCode, ...body };
}
