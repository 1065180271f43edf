import { Code, type CodeValue, type Language } from '@swx/contract';
import { codeMessage } from '@swx/contract/messages';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from './language.js';

export function message(code: CodeValue, language: Language): string {
  return codeMessage(code, language);
}

export interface Envelope<T> {
  code: number;
  msg: string;
  result: T;
}

export function ok<T>(request: FastifyRequest, result: T, code: CodeValue = Code.OK): Envelope<T> {
  return { code, msg: message(code, requestLanguage(request)), result };
}
