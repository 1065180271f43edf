import { CODE_INFO, Code, type CodeValue } from '@swx/contract';
import type { FastifyRequest } from 'fastify';

export type MessageLanguage = 'en' | 'zh';

/**
 * The language of `msg` for a request: the `lang` header the web app sends, else the first
 * supported entry of Accept-Language. Simplified and Traditional Chinese get the Chinese text;
 * every other language English until their catalogues arrive.
 */
export function messageLanguage(request: FastifyRequest): MessageLanguage {
  const header = request.headers['lang'] ?? request.headers['accept-language'] ?? '';
  const value = Array.isArray(header) ? (header[0] ?? '') : header;
  return /^\s*(zh|hk)/i.test(value) ? 'zh' : 'en';
}

export function message(code: CodeValue, language: MessageLanguage): string {
  return CODE_INFO[code][language];
}

export interface Envelope<T> {
  code: number;
  msg: string;
  result: T;
}

export function ok<T>(request: FastifyRequest, result: T, code: CodeValue = Code.OK): Envelope<T> {
  return { code, msg: message(code, messageLanguage(request)), result };
}
