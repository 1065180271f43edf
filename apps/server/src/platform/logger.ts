import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from './config.js';

export type LogFormat = 'json' | 'pretty';

/** `LOG_FORMAT` when set; otherwise readable lines for a terminal and JSON for anything else. */
export function logFormat(config: Pick<Config, 'LOG_FORMAT'>, stdoutIsTty: boolean): LogFormat {
  return config.LOG_FORMAT ?? (stdoutIsTty ? 'pretty' : 'json');
}

/**
 * For a person reading a terminal: one line per answered request (`GET /path 200 3 ms`)
 * instead of Fastify's two multi-line records, so that the start summary and the dev outbox's
 * codes are not buried. Errors are logged as before.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const ms = Math.round(reply.elapsedTime);
    request.server.log.info(`${request.method} ${request.url} ${reply.statusCode} ${ms} ms`);
  }
}

/**
 * The server's logging: pino's JSON on standard output, or through pino-pretty (written
 * synchronously, so that the start summary printed after it comes out in order; coloured only
 * on a terminal) with one line per request.
 */
export function serverLogging(
  config: Pick<Config, 'LOG_LEVEL'>,
  format: LogFormat = 'json',
  stdoutIsTty = false,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const options = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  };
  if (format === 'json') return { logger: options };
  return {
    logger: {
      ...options,
      stream: pretty({
        colorize: stdoutIsTty,
        sync: true,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname',
      }),
    },
    logController: new OneLineRequestLog(),
  };
}
