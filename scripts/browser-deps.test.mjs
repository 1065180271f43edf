import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHROMIUM, plan } from './browser-deps.mjs';

const machine = (overrides = {}) => ({
  chromiumPath: DEFAULT_CHROMIUM,
  chromiumFromEnv: false,
  missing: [],
  root: false,
  aptGet: true,
  ...overrides,
});

describe('browser test dependencies', () => {
  it('does nothing when Chromium and the fonts are there', () => {
    expect(plan(machine({ root: true }))).toEqual({ action: 'ok' });
  });

  it('installs exactly the missing Debian packages as root with apt-get', () => {
    expect(plan(machine({ root: true, missing: ['chromium', 'arabic'] }))).toEqual({
      action: 'install',
      packages: ['chromium', 'fonts-noto-core'],
    });
    expect(plan(machine({ root: true, missing: ['cjk'] }))).toEqual({
      action: 'install',
      packages: ['fonts-noto-cjk'],
    });
  });

  it('stops a non-root user with the exact command to run', () => {
    const step = plan(machine({ missing: ['chromium', 'cjk', 'arabic'] }));
    expect(step.action).toBe('stop');
    expect(step.message).toContain(
      'sudo apt-get install -y --no-install-recommends chromium fonts-noto-cjk fonts-noto-core',
    );
  });

  it('without apt-get names the packages and CHROMIUM_PATH instead of a command', () => {
    const step = plan(machine({ root: true, aptGet: false, missing: ['chromium'] }));
    expect(step.action).toBe('stop');
    expect(step.message).not.toContain('apt-get install');
    expect(step.message).toContain('CHROMIUM_PATH');
  });

  it('never installs over a CHROMIUM_PATH that the user chose', () => {
    const step = plan(
      machine({ root: true, chromiumFromEnv: true, chromiumPath: '/opt/x', missing: ['chromium'] }),
    );
    expect(step.action).toBe('stop');
    expect(step.message).toContain('CHROMIUM_PATH=/opt/x is not an executable Chromium');
  });

  it('as a command, stops at once (exit 1) on a CHROMIUM_PATH that is not there', () => {
    const script = fileURLToPath(new URL('./browser-deps.mjs', import.meta.url));
    const run = spawnSync(process.execPath, [script], {
      encoding: 'utf8',
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('CHROMIUM_PATH=/nonexistent/chromium is not an executable');
  });
});
