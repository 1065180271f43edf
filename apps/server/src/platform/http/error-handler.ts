import { CODE_STATUS, Code, type CodeValue } from '@swx/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, RateLimitedError } from './errors.js';
import { message } from './envelope.js';
import { requestLanguage } from './language.js';

/** The first catalogue code among schema-validation messages, or 10026. */
function validationCode(validation: ReadonlyArray<{ message?: string }>): CodeValue {
  for (const issue of validation) {
    const n = Number(issue.message);
    if (Number.isInteger(n) && n >= 10001 && n < 20000) return n as CodeValue;
  }
  return Code.INVALID_PARAMS;
}

/** Fills `{name}` in a message from the error's result ("The minimum deposit is {minimum} {asset}"). */
function fill(text: string, result: unknown): string {
  if (result === null || typeof result !== 'object') return text;
  const values = result as Record<string, unknown>;
  return text.replace(/\{(\w+)\}/g, (token, name: string) =>
    typeof values[name] === 'string' || typeof values[name] === 'number'
      ? String(values[name])
      : token,
  );
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: CodeValue,
  result: unknown = null,
) {
  return reply
    .code(status)
    .send({ code, msg: fill(message(code, requestLanguage(request)), result), result });
}

/**
 * What the router refuses before any route or hook (a malformed percent-encoding, a path
 * parameter longer than the router takes): the envelope like every other answer, 10026 for a
 * bad address, 10035 for a parameter too long to name anything.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void send(request, reply, 404, Code.NOT_FOUND);
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    void send(request, reply, 400, Code.INVALID_PARAMS);
    return;
  }
  request.log.error({ err: error }, 'framework error');
  void send(request, reply, 500, Code.UNKNOWN, { requestId: request.id });
}

/**
 * The one error handler. Operating errors become their catalogue code and HTTP class; request
 * errors Fastify raises itself (bad JSON, size, media type) become 10026 with their 4xx status;
 * everything else is a 500 that logs the request id and says nothing about internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((fastifyError: FastifyError, request, reply) => {
    const thrown: unknown = fastifyError;
    if (thrown instanceof AppError) {
      const error = thrown;
      if (error instanceof RateLimitedError) reply.header('retry-after', error.retryAfterSec);
      return send(request, reply, error.status, error.code, error.result);
    }
    const error = fastifyError;
    if (error.validation) {
      // The code's own class (a malformed key of something looked up is its 404).
      const code = validationCode(error.validation);
      return send(request, reply, CODE_STATUS[code] ?? 400, code);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(request, reply, status, status === 401 ? Code.UNAUTHORIZED : Code.INVALID_PARAMS);
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return send(request, reply, 500, Code.UNKNOWN, { requestId: request.id });
  });
}
