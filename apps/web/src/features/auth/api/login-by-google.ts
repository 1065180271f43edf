import { Paths, loginResult, type GoogleLoginBody, type LoginResult } from '@swx/contract';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/** POST /login/loginByGoogle: finishes the social login with the callback's code and state. */
export function loginByGoogle(body: GoogleLoginBody) {
  return api.post(Paths.loginByGoogle, body, { schema: loginResult });
}

/**
 * A code can be exchanged once: React StrictMode (and a remount) would post it twice, so
 * every caller with the same code shares one request. The session is stored as soon as the
 * answer arrives, whoever is still listening.
 */
const pending = new Map<string, Promise<LoginResult>>();

export function loginByGoogleOnce(body: GoogleLoginBody): Promise<LoginResult> {
  let request = pending.get(body.code);
  if (!request) {
    request = loginByGoogle(body).then((result) => {
      session.login(result);
      return result;
    });
    pending.set(body.code, request);
  }
  return request;
}
