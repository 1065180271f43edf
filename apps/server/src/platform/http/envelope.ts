import { CODE_INFO, Code, type CodeValue, type Language } from '@swx/contract';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from './language.js';

/** The languages the catalogue's messages exist in so far. */
export type MessageLanguage = 'en' | 'zh';

/** Chinese readers (Simplified or Traditional) get the Chinese text, everyone else English. */
export function messageLanguage(language: Language): MessageLanguage {
  return language === 'zh' || language === 'hk' ? 'zh' : 'en';
}

export function message(code: CodeValue, language: Language): string {
  return CODE_INFO[code][messageLanguage(language)];
}

export interface Envelope<T> {
  code: number;
  msg: string;
  result: T;
}

export function ok<T>(request: FastifyRequest, result: T, code: CodeValue = Code.OK): Envelope<T> {
  return { code, msg: message(code, requestLanguage(request)), result };
}
