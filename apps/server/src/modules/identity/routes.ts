import {
  Code,
  Paths,
  changePasswordBody,
  checkNameQuery,
  checkNameResult,
  emptyBody,
  envelope,
  googleLoginBody,
  googleStartResult,
  loginBody,
  loginOptionsResult,
  loginOutcome,
  loginResult,
  secondFactorBody,
  registerBody,
  resetPasswordBody,
  unlockLoginBody,
  sendCodeBody,
  sendCodeResult,
  userProfile,
} from '@swx/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodApp } from '../../platform/http/types.js';
import { ok } from '../../platform/http/envelope.js';
import { requestLanguage } from '../../platform/http/language.js';
import { AppError } from '../../platform/http/errors.js';
import type { IdentityService } from './service.js';
import { toProfile, type Authenticated, type RequestContext } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, set by `requireAuth`. */
    auth: Authenticated | null;
  }
}

const nothing = envelope(z.null());

export function requestContext(request: FastifyRequest): RequestContext {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: ua ?? null, language: requestLanguage(request) };
}

/** The bearer token of a request: `Authorization: Bearer <token>` or the bare token. */
function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : header.trim();
}

/** An onRequest hook (before parsing and validation) for routes that need a logged-in user. */
export function authGuard(service: Pick<IdentityService, 'authenticate'>) {
  return async function requireAuth(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearer(request);
    const auth = token ? await service.authenticate(token) : undefined;
    if (!auth) throw new AppError(Code.UNAUTHORIZED);
    request.auth = auth;
  };
}

/**
 * For public routes that say more to a signed-in caller (their own bids marked): sets the
 * session when the bearer token is valid and lets every request through.
 */
export function optionalAuth(service: Pick<IdentityService, 'authenticate'>) {
  return async function maybeAuth(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearer(request);
    const auth = token ? await service.authenticate(token) : undefined;
    if (auth) request.auth = auth;
  };
}

/** The session `authGuard` set on a request. */
export function authOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new Error('route without authGuard');
  return request.auth;
}

/** Identity routes: the spec's login group, getUserInfo, repassword and logout. */
export function identityRoutes(app: ZodApp, service: IdentityService): void {
  app.decorateRequest('auth', null);

  const requireAuth = authGuard(service);

  const tags = ['login'];

  app.get(
    Paths.checkName,
    {
      schema: {
        tags,
        summary: 'Whether a username or an email is still free (give exactly one)',
        querystring: checkNameQuery,
        response: { 200: envelope(checkNameResult) },
      },
    },
    async (request) => ok(request, await service.checkName(request.query, requestContext(request))),
  );

  app.get(
    Paths.loginOptions,
    {
      schema: {
        tags,
        summary: 'Which login methods are available',
        response: { 200: envelope(loginOptionsResult) },
      },
    },
    async (request) => ok(request, { google: service.googleEnabled }),
  );

  app.post(
    Paths.sendCode,
    {
      schema: {
        tags,
        summary: 'Email a six-digit verification code (registration or password reset)',
        description:
          'The code is valid for 10 minutes and allows 5 wrong tries; another code for the same ' +
          'address and use can be requested after 60 seconds (10029 before that).',
        body: sendCodeBody,
        response: { 200: envelope(sendCodeResult) },
      },
    },
    async (request) => ok(request, await service.sendCode(request.body, requestContext(request))),
  );

  app.post(
    Paths.register,
    {
      schema: {
        tags,
        summary: 'Create an account with an emailed code; answers a session like login',
        body: registerBody,
        response: { 200: envelope(loginResult) },
      },
    },
    async (request) => ok(request, await service.register(request.body, requestContext(request))),
  );

  app.post(
    Paths.login,
    {
      schema: {
        tags,
        summary: 'Log in with username or email and password',
        description:
          'After 3 failures from one address on one account each further try waits (1 s, ' +
          'doubling, at most 15 minutes: 429, 10030, Retry-After). 10 failures on one account ' +
          'from addresses it never signed in from pause sign-in from such addresses for 15 ' +
          'minutes (429) and mail the owner an unlock link; addresses it has used still work. ' +
          '50 failures from one address in 15 minutes pause that address. When the account ' +
          'has two-factor sign-in on, the answer is a challenge (no session yet) for ' +
          '/login/secondFactor.',
        body: loginBody,
        response: { 200: envelope(loginOutcome) },
      },
    },
    async (request) => ok(request, await service.login(request.body, requestContext(request))),
  );

  app.post(
    Paths.loginSecondFactor,
    {
      schema: {
        tags,
        summary: 'Second step of a sign-in: the challenge and a code of the app or a recovery code',
        description:
          'A challenge lasts 5 minutes and 5 tries (10028 after). A wrong code answers 10081; ' +
          '5 wrong codes on one account in 15 minutes refuse every code for the rest of the ' +
          'window (429, 10030). A code is never accepted twice, nor a recovery code.',
        body: secondFactorBody,
        response: { 200: envelope(loginResult) },
      },
    },
    async (request) =>
      ok(request, await service.secondFactor(request.body, requestContext(request))),
  );

  app.post(
    Paths.unlockLogin,
    {
      schema: {
        tags,
        summary: 'Use a mailed unlock link: new devices may sign in to the account again',
        description: 'A link works once, within an hour; otherwise 10028.',
        body: unlockLoginBody,
        response: { 200: nothing },
      },
    },
    async (request) => {
      await service.unlock(request.body.token, requestContext(request));
      return ok(request, null);
    },
  );

  app.post(
    Paths.resetPassword,
    {
      schema: {
        tags,
        summary: 'Set a new password with an emailed code; signs out every session',
        body: resetPasswordBody,
        response: { 200: nothing },
      },
    },
    async (request) => {
      await service.resetPassword(request.body, requestContext(request));
      return ok(request, null, Code.MODIFIED);
    },
  );

  app.post(
    Paths.googleStart,
    {
      schema: {
        tags,
        summary: 'Start an OpenID Connect login; answers the issuer URL to open',
        body: emptyBody,
        response: { 200: envelope(googleStartResult) },
      },
    },
    async (request) => ok(request, await service.googleStart()),
  );

  app.post(
    Paths.loginByGoogle,
    {
      schema: {
        tags,
        summary: 'Finish an OpenID Connect login with the code and state of the callback',
        body: googleLoginBody,
        response: { 200: envelope(loginOutcome) },
      },
    },
    async (request) =>
      ok(request, await service.googleLogin(request.body, requestContext(request))),
  );

  const userTags = ['user'];
  const security = [{ bearer: [] }];

  app.post(
    Paths.userInfo,
    {
      onRequest: requireAuth,
      schema: {
        tags: userTags,
        security,
        summary: "The logged-in user's profile",
        body: emptyBody,
        response: { 200: envelope(userProfile) },
      },
    },
    async (request) => ok(request, toProfile(authOf(request).user)),
  );

  app.post(
    Paths.changePassword,
    {
      onRequest: requireAuth,
      schema: {
        tags: userTags,
        security,
        summary: 'Change the password; signs out every other session',
        body: changePasswordBody,
        response: { 200: nothing },
      },
    },
    async (request) => {
      await service.changePassword(authOf(request), request.body, requestContext(request));
      return ok(request, null, Code.MODIFIED);
    },
  );

  app.post(
    Paths.logout,
    {
      onRequest: requireAuth,
      schema: {
        tags: userTags,
        security,
        summary: 'Log out: revokes this session token',
        body: emptyBody,
        response: { 200: nothing },
      },
    },
    async (request) => {
      await service.logout(authOf(request));
      return ok(request, null);
    },
  );
}
