import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { Code } from '@swx/contract';
import type { Config } from '../config.js';
import { ADMIN_APP_PATH, defaultAdminDistDir, defaultWebDistDir } from '../paths.js';
import { message } from './envelope.js';
import { requestLanguage } from './language.js';
import type { ZodApp } from './types.js';

/** The last segment of a path that names a file: a name with an extension (`app-1a2b.js`). */
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]{1,10}$/;

/**
 * Serves the built web app at `/` and the staff back office at `/admin/`: hashed assets cached
 * for a year, and the app's `index.html` (never cached) for every other GET or HEAD outside the
 * API that asks for a page, so that client-side routes load on refresh. A request asks for a
 * page when it accepts HTML or names no file (`curl /` sends `Accept: *\/*`); a missing file
 * (`/assets/gone.js`) stays a 404. Brotli or gzip copies made at build time are sent
 * to browsers that accept them.
 */
export async function registerWebApp(app: ZodApp, config: Config): Promise<void> {
  const root = resolve(config.WEB_DIST_DIR ?? defaultWebDistDir);
  const adminRoot = resolve(config.ADMIN_DIST_DIR ?? defaultAdminDistDir);
  const hasIndex = existsSync(join(root, 'index.html'));
  const hasAdminIndex = existsSync(join(adminRoot, 'index.html'));
  const staticOptions = (dir: string): FastifyStaticOptions => ({
    root: dir,
    wildcard: false,
    index: false,
    // The builds write .br and .gz copies beside each file (apps/*/vite.config.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('vary', 'accept-encoding');
      res.setHeader(
        'cache-control',
        path.includes(`${join(dir, 'assets')}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  if (!hasIndex) {
    app.log.warn({ root }, 'web app not built: run `npm run build`; only the API is served');
  } else {
    await app.register(fastifyStatic, staticOptions(root));
  }
  if (!hasAdminIndex) {
    app.log.warn({ root: adminRoot }, 'back office not built: run `npm run build`');
  } else {
    // reply.sendFile comes from the web app's registration when there is one.
    await app.register(fastifyStatic, {
      ...staticOptions(adminRoot),
      prefix: `${ADMIN_APP_PATH}/`,
      decorateReply: !hasIndex,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isAdmin = path === ADMIN_APP_PATH || path.startsWith(`${ADMIN_APP_PATH}/`);
    const wantsPage =
      (isAdmin ? hasAdminIndex : hasIndex) &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/swx/') &&
      ((request.headers.accept ?? '').includes('text/html') || !FILE_NAME.test(path));
    if (wantsPage) {
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', isAdmin ? adminRoot : root);
    }
    return reply.code(404).send({
      code: Code.NOT_FOUND,
      msg: message(Code.NOT_FOUND, requestLanguage(request)),
      result: null,
    });
  });
}
