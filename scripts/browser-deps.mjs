// The browser journeys' system dependencies: Chromium (`CHROMIUM_PATH`, else Debian's
// /usr/bin/chromium) and Noto fonts for Chinese, Japanese, Korean and Arabic, without which
// those languages render as boxes in screenshots. `npm test`, `npm run test:e2e` and `.ci/run`
// call this one step before anything else:
//
//   node scripts/browser-deps.mjs
//
// Everything present: one line, exit 0. Something missing: as root on a machine with apt-get it
// installs Debian's packages and checks again; otherwise it stops at once (exit 1) and prints
// the exact command to run. Only Node's built-in modules, so it runs before `npm ci`.
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** What each missing piece is called and which Debian package brings it. */
export const PIECES = {
  chromium: { label: 'Chromium', apt: 'chromium' },
  cjk: { label: 'Noto fonts for Chinese, Japanese and Korean', apt: 'fonts-noto-cjk' },
  arabic: { label: 'Noto fonts for Arabic', apt: 'fonts-noto-core' },
};

/** fontconfig languages that each font piece must cover with a Noto family. */
const FONT_LANGUAGES = { cjk: ['zh-cn', 'zh-tw', 'ja', 'ko'], arabic: ['ar'] };
const COMMAND_TIMEOUT_MS = 30_000;

/**
 * What to do, from what was found. Pure: the machine is described by `state`.
 * @param {{ chromiumPath: string, chromiumFromEnv: boolean, missing: Array<keyof typeof PIECES>,
 *           root: boolean, aptGet: boolean }} state
 * @returns {{ action: 'ok' } | { action: 'install', packages: string[] } |
 *           { action: 'stop', message: string }}
 */
export function plan(state) {
  const { missing } = state;
  if (missing.length === 0) return { action: 'ok' };
  const names = missing.map((piece) => PIECES[piece].label).join(', ');
  if (missing.includes('chromium') && state.chromiumFromEnv) {
    // The user chose a browser: installing Debian's would not change what the tests use.
    return {
      action: 'stop',
      message:
        `The browser tests need ${names}.\n` +
        `CHROMIUM_PATH=${state.chromiumPath} is not an executable Chromium: ` +
        `point it at one, or unset it to use Debian's ${DEFAULT_CHROMIUM}.`,
    };
  }
  const packages = missing.map((piece) => PIECES[piece].apt);
  if (state.root && state.aptGet) return { action: 'install', packages };
  const command = state.aptGet
    ? `sudo apt-get install -y --no-install-recommends ${packages.join(' ')}`
    : null;
  return {
    action: 'stop',
    message: command
      ? `The browser tests need ${names}. Install them, then run the tests again:\n\n  ${command}\n`
      : `The browser tests need ${names}. Install them with your system's package manager ` +
        `(Debian: ${packages.join(' ')}), set CHROMIUM_PATH to the Chromium executable ` +
        `if it is not ${DEFAULT_CHROMIUM}, then run the tests again.`,
  };
}

function onPath(command) {
  return (process.env.PATH ?? '').split(delimiter).some((folder) => {
    try {
      accessSync(join(folder, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** The Chromium's version line, or null when it is missing or does not run. */
function chromiumVersion(path) {
  try {
    accessSync(path, constants.X_OK);
  } catch {
    return null;
  }
  const run = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: COMMAND_TIMEOUT_MS });
  return run.status === 0 ? run.stdout.trim() : null;
}

/** Whether fontconfig lists a Noto family for every language of the piece. */
function fontsPresent(piece) {
  if (!onPath('fc-list')) return false;
  return FONT_LANGUAGES[piece].every((language) => {
    const run = spawnSync('fc-list', [`:lang=${language}`, 'family'], {
      encoding: 'utf8',
      timeout: COMMAND_TIMEOUT_MS,
    });
    return run.status === 0 && /Noto/.test(run.stdout);
  });
}

/** Looks at this machine. */
export function inspect(env = process.env) {
  const chromiumFromEnv = Boolean(env.CHROMIUM_PATH);
  const chromiumPath = env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  const version = chromiumVersion(chromiumPath);
  const missing = [];
  if (!version) missing.push('chromium');
  for (const piece of ['cjk', 'arabic']) if (!fontsPresent(piece)) missing.push(piece);
  return {
    chromiumPath,
    chromiumFromEnv,
    version,
    missing,
    root: typeof process.getuid === 'function' && process.getuid() === 0,
    aptGet: onPath('apt-get'),
  };
}

function install(packages) {
  console.log(`== browser tests: installing ${packages.join(' ')} (apt-get, as root)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
}

function main() {
  let state = inspect();
  let step = plan(state);
  if (step.action === 'install') {
    install(step.packages);
    state = inspect();
    step = plan(state);
    if (step.action !== 'ok') {
      console.error(
        `apt-get installed ${PIECES.chromium.apt}, ${PIECES.cjk.apt} and ${PIECES.arabic.apt} ` +
          `as needed, but ${state.missing.map((piece) => PIECES[piece].label).join(', ')} ` +
          `still cannot be found (Chromium at ${state.chromiumPath}; fonts through fc-list).`,
      );
      process.exit(1);
    }
  }
  if (step.action === 'stop') {
    console.error(step.message);
    process.exit(1);
  }
  console.log(`== browser tests: ${state.version} at ${state.chromiumPath}; CJK and Arabic fonts`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
