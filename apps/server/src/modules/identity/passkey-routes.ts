import {
  Code,
  Paths,
  addPasskeyBody,
  emptyBody,
  envelope,
  loginResult,
  passkeyItem,
  passkeyLoginBody,
  passkeyOptions,
  passkeysResult,
  removePasskeyBody,
  renamePasskeyBody,
  startPasskeyBody,
} from '@swx/contract';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import type { ZodApp } from '../../platform/http/types.js';
import type { Passkeys } from './passkeys.js';
import { authGuard, authOf, requestContext } from './routes.js';
import type { IdentityService } from './service.js';

/** Passkeys: the security page's list and registration, and signing in with one (ADR 0031). */
export function passkeyRoutes(app: ZodApp, identity: IdentityService, passkeys: Passkeys): void {
  const requireAuth = authGuard(identity);
  const tags = ['user'];
  const bearer = [{ bearer: [] }];

  app.get(
    Paths.listPasskeys,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security: bearer,
        summary: 'The caller’s passkeys, oldest first',
        response: { 200: envelope(passkeysResult) },
      },
    },
    async (request) => ok(request, { items: await passkeys.list(authOf(request).user.id) }),
  );

  app.post(
    Paths.startPasskey,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security: bearer,
        summary:
          'Options for the browser to create a passkey (the password, and a code of the app ' +
          'when two-factor sign-in is on); valid 5 minutes, once',
        body: startPasskeyBody,
        response: { 200: envelope(passkeyOptions) },
      },
    },
    async (request) => {
      const { password, twoFactorCode } = request.body;
      const options = await passkeys.startRegistration(
        authOf(request).user,
        password,
        twoFactorCode,
      );
      return ok(request, { options });
    },
  );

  app.post(
    Paths.addPasskey,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security: bearer,
        summary:
          'Keeps the passkey the browser created for `startPasskey`’s options, under a name ' +
          '(10088 when it does not verify); mailed to the owner',
        body: addPasskeyBody,
        response: { 200: envelope(passkeyItem) },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const item = await passkeys.finishRegistration(user.id, request.body);
      identity.passkeyChanged(user, requestContext(request), { added: item.name });
      return ok(request, item, Code.MODIFIED);
    },
  );

  app.post(
    Paths.renamePasskey,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security: bearer,
        summary: 'Renames a passkey of the caller’s (10035 for any other id)',
        body: renamePasskeyBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { id, name } = request.body;
      await passkeys.rename(authOf(request).user.id, id, name);
      return ok(request, null, Code.MODIFIED);
    },
  );

  app.post(
    Paths.removePasskey,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security: bearer,
        summary:
          'Removes a passkey of the caller’s, with the password (10035 for any other id), and ' +
          'signs out the other sessions that signed in with it; mailed to the owner',
        body: removePasskeyBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { id, password } = request.body;
      const { user, sessionId } = authOf(request);
      const { name, signedOut } = await passkeys.remove(user, id, password, sessionId);
      identity.passkeyChanged(user, requestContext(request), { removed: name, signedOut });
      return ok(request, null, Code.MODIFIED);
    },
  );

  app.post(
    Paths.passkeyLoginOptions,
    {
      schema: {
        tags: ['login'],
        summary:
          'Options for the browser to sign in with a passkey of this site (no username); ' +
          'at most 30 a minute per address',
        body: emptyBody,
        response: { 200: envelope(passkeyOptions) },
      },
    },
    async (request) =>
      ok(request, { options: await identity.passkeySignInOptions(requestContext(request)) }),
  );

  app.post(
    Paths.passkeyLogin,
    {
      schema: {
        tags: ['login'],
        summary:
          'Signs in with a passkey: what the browser answered to `passkeyOptions`. No password ' +
          'or code is asked (the passkey is the device and its lock); 10088 when it does not verify',
        body: passkeyLoginBody,
        response: { 200: envelope(loginResult) },
      },
    },
    async (request) =>
      ok(
        request,
        await identity.signInWithPasskey(request.body.credential, requestContext(request)),
      ),
  );
}
