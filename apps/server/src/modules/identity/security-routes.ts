import {
  Code,
  Paths,
  disableTwoFactorBody,
  emptyBody,
  enableTwoFactorBody,
  envelope,
  listSignInsQuery,
  newRecoveryCodesBody,
  recoveryCodesResult,
  revokeSessionBody,
  revokeSessionsResult,
  securitySettings,
  sessionsResult,
  setAntiPhishingBody,
  signInsResult,
  startTwoFactorBody,
  twoFactorEnrolment,
} from '@swx/contract';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import type { ZodApp } from '../../platform/http/types.js';
import { authGuard, authOf, requestContext } from './routes.js';
import type { AccountSecurity } from './security.js';
import type { IdentityService } from './service.js';

/** The security page's routes: live sessions, signing them out, the sign-in history. */
export function securityRoutes(
  app: ZodApp,
  identity: IdentityService,
  security: AccountSecurity,
): void {
  const requireAuth = authGuard(identity);
  const tags = ['user'];
  const bearer = [{ bearer: [] }];

  app.get(
    Paths.listSessions,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security: bearer,
        summary: 'The caller’s live sessions with their devices: this one first, then by last use',
        response: { 200: envelope(sessionsResult) },
      },
    },
    async (request) => ok(request, await security.sessions(authOf(request))),
  );

  app.post(
    Paths.revokeSession,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security: bearer,
        summary: 'Signs out one of the caller’s sessions (10035 for any other id)',
        body: revokeSessionBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await security.revoke(authOf(request), request.body.id);
      return ok(request, null, Code.MODIFIED);
    },
  );

  app.post(
    Paths.revokeOtherSessions,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security: bearer,
        summary: 'Signs out every session of the caller but this one; answers how many',
        body: emptyBody,
        response: { 200: envelope(revokeSessionsResult) },
      },
    },
    async (request) =>
      ok(request, { revoked: await security.revokeOthers(authOf(request)) }, Code.MODIFIED),
  );

  app.get(
    Paths.listSignIns,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security: bearer,
        summary: 'The caller’s sign-ins and wrong passwords, newest first, with the address',
        querystring: listSignInsQuery,
        response: { 200: envelope(signInsResult) },
      },
    },
    async (request) => ok(request, await security.signIns(authOf(request), request.query)),
  );

  app.get(
    Paths.securitySettings,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security: bearer,
        summary: 'The caller’s security settings: the anti-phishing code (masked), a password',
        response: { 200: envelope(securitySettings) },
      },
    },
    async (request) => ok(request, await security.settings(authOf(request))),
  );

  app.post(
    Paths.setAntiPhishing,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security: bearer,
        summary:
          'Sets (a phrase of 4 to 20 characters, 10079 otherwise) or removes (null) the anti-phishing code every mail shows; asks for the password (10004)',
        body: setAntiPhishingBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await security.setAntiPhishing(authOf(request), request.body);
      return ok(request, null, Code.MODIFIED);
    },
  );

  app.post(
    Paths.startTwoFactor,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security: bearer,
        summary:
          'Starts adding an authenticator app (asks for the password, 10004): the key and its otpauth:// URI for the QR code; 10082 when two-factor sign-in is already on',
        body: startTwoFactorBody,
        response: { 200: envelope(twoFactorEnrolment) },
      },
    },
    async (request) =>
      ok(request, await security.startTwoFactor(authOf(request), request.body.password)),
  );

  app.post(
    Paths.enableTwoFactor,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security: bearer,
        summary:
          'Confirms the authenticator app with a code (10081 when wrong): two-factor sign-in is on; answers ten recovery codes, shown once',
        body: enableTwoFactorBody,
        response: { 200: envelope(recoveryCodesResult) },
      },
    },
    async (request) =>
      ok(
        request,
        await security.enableTwoFactor(authOf(request), request.body.code, requestContext(request)),
        Code.MODIFIED,
      ),
  );

  app.post(
    Paths.disableTwoFactor,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security: bearer,
        summary:
          'Turns two-factor sign-in off: the password and a code of the app or a recovery code',
        body: disableTwoFactorBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await security.disableTwoFactor(authOf(request), request.body, requestContext(request));
      return ok(request, null, Code.MODIFIED);
    },
  );

  app.post(
    Paths.newRecoveryCodes,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security: bearer,
        summary: 'New recovery codes for a code of the app; the old ones stop working',
        body: newRecoveryCodesBody,
        response: { 200: envelope(recoveryCodesResult) },
      },
    },
    async (request) =>
      ok(
        request,
        await security.newRecoveryCodes(authOf(request), request.body.code),
        Code.MODIFIED,
      ),
  );
}
