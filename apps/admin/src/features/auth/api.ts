import { api } from '../../lib/api';
import type { StaffProfile } from '../../lib/session';

/** The first sign-in step's answer: a second factor to enter, or one to enrol first. */
export type LoginStep =
  | { step: 'totp'; challenge: string }
  | { step: 'enrol'; challenge: string; secret: string; otpauthUrl: string };

export interface StaffSession {
  token: string;
  expiresAt: string;
  idleSeconds: number;
  staff: StaffProfile;
}

export function login(username: string, password: string): Promise<LoginStep> {
  return api<LoginStep>('POST', '/login', { body: { username, password } });
}

export function loginTotp(challenge: string, code: string): Promise<StaffSession> {
  return api<StaffSession>('POST', '/login/totp', { body: { challenge, code } });
}

export function fetchMe(signal?: AbortSignal): Promise<StaffProfile> {
  return api<StaffProfile>('GET', '/me', { signal });
}

export function logout(): Promise<null> {
  return api<null>('POST', '/logout');
}

/** Whether the first superadmin is still to be created (first start, no staff account). */
export function fetchSetupNeeded(signal?: AbortSignal): Promise<{ needed: boolean }> {
  return api<{ needed: boolean }>('GET', '/setup', { signal });
}

/** Creates the first superadmin with the one-time token the server printed at start. */
export function setup(body: {
  token: string;
  username: string;
  email: string;
  password: string;
}): Promise<null> {
  return api<null>('POST', '/setup', { body });
}
