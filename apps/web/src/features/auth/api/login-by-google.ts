import { Paths, loginOutcome, type GoogleLoginBody, type LoginOutcome } from '@swx/contract';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { signedIn } from './login';

/** POST /login/loginByGoogle: finishes the social login with the callback's code and state. */
export function loginByGoogle(body: GoogleLoginBody) {
  return api.post(Paths.loginByGoogle, body, { schema: loginOutcome });
}

/**
 * A code can be exchanged once: React StrictMode (and a remount) would post it twice, so
 * every caller with the same code shares one request. The session is stored as soon as the
 * answer arrives, whoever is still listening; a challenge (two-factor sign-in) is answered.
 */
const pending = new Map<string, Promise<LoginOutcome>>();

export function loginByGoogleOnce(body: GoogleLoginBody): Promise<LoginOutcome> {
  let request = pending.get(body.code);
  if (!request) {
    request = loginByGoogle(body).then((result) => {
      if (signedIn(result)) session.login(result);
      return result;
    });
    pending.set(body.code, request);
  }
  return request;
}
