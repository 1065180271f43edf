import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (the one whose package.json is @swx/server), found by walking up
 * from this module. It holds `drizzle/` and `content/`, both when running the TypeScript
 * sources and when running the bundle in `dist/`.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name;
      if (name === '@swx/server') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the @swx/server package folder');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const migrationsDir = join(serverRoot, 'drizzle');
/** The seeded pages, FAQ and notices, one Markdown file per item and language (ADR 0019). */
export const seedContentDir = join(serverRoot, 'content');
export const defaultWebDistDir = resolve(serverRoot, '..', 'web', 'dist');
export const defaultAdminDistDir = resolve(serverRoot, '..', 'admin', 'dist');

/** URL paths of what the server serves besides the APIs. */
export const ADMIN_APP_PATH = '/admin';
export const DOCS_PATH = '/swx/docs';
