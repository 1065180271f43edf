import {
  AdminPaths,
  setupState,
  staffLoginResult,
  staffSession,
  staffView,
  type StaffLoginResult,
  type StaffSession,
} from '@swx/contract/admin';
import { api } from '../../lib/api';
import type { StaffProfile } from '../../lib/session';

/** The first sign-in step's answer: a second factor to enter, or one to enrol first. */
export type LoginStep = StaffLoginResult;
export type { StaffSession };

export function login(username: string, password: string): Promise<LoginStep> {
  return api('POST', AdminPaths.login, { body: { username, password }, schema: staffLoginResult });
}

export function loginTotp(challenge: string, code: string): Promise<StaffSession> {
  return api('POST', AdminPaths.loginTotp, { body: { challenge, code }, schema: staffSession });
}

export function fetchMe(signal?: AbortSignal): Promise<StaffProfile> {
  return api('GET', AdminPaths.me, { signal, schema: staffView });
}

export function logout(): Promise<null> {
  return api<null>('POST', AdminPaths.logout);
}

/** Whether the first superadmin is still to be created (first start, no staff account). */
export function fetchSetupNeeded(signal?: AbortSignal): Promise<{ needed: boolean }> {
  return api('GET', AdminPaths.setup, { signal, schema: setupState });
}

/** Creates the first superadmin with the one-time token the server printed at start. */
export function setup(body: {
  token: string;
  username: string;
  email: string;
  password: string;
}): Promise<null> {
  return api<null>('POST', AdminPaths.setup, { body });
}
