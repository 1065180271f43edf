import type { DeviceInfo } from '@swx/contract';
import Bowser from 'bowser';

/** Longer user agents are cut before parsing (they are stored cut at 512 characters). */
const USER_AGENT_MAX = 512;

/** "Chrome 131", "iOS 18.1": a name and the version's leading parts. */
function named(name: string | undefined, version: string | undefined, parts: number) {
  if (!name) return null;
  const shown = version?.split('.').slice(0, parts).join('.');
  return shown ? `${name} ${shown}` : name;
}

/**
 * What a user agent says about a device, for the owner's list of sessions and sign-ins:
 * browser and major version, system and version, and the kind of device. Nothing is known of
 * a missing or unreadable user agent.
 */
export function describeDevice(userAgent: string | null): DeviceInfo {
  if (!userAgent) return { browser: null, os: null, kind: 'unknown' };
  const parsed = Bowser.parse(userAgent.slice(0, USER_AGENT_MAX));
  const platform = parsed.platform.type;
  const kind =
    platform === 'desktop' || platform === 'mobile' || platform === 'tablet' ? platform : 'unknown';
  return {
    browser: named(parsed.browser.name, parsed.browser.version, 1),
    os: named(parsed.os.name, parsed.os.versionName ?? parsed.os.version, 2),
    kind,
  };
}
