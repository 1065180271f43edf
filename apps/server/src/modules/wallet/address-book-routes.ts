import {
  Code,
  Paths,
  addWithdrawalAddressBody,
  addressBook as addressBookAnswer,
  addressChangeCancelled,
  cancelAddressChangeBody,
  envelope,
  removeWithdrawalAddressBody,
  setAddressWhitelistBody,
  withdrawalAddressItem,
} from '@swx/contract';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import type { ZodApp } from '../../platform/http/types.js';
import { authGuard, authOf, requestContext, type IdentityService } from '../identity/index.js';
import type { AddressBook } from './address-book.js';

/** The withdrawal address book and its whitelist (docs/adr/0030). */
export function addressBookRoutes(
  app: ZodApp,
  deps: { identity: Pick<IdentityService, 'authenticate'>; addressBook: AddressBook },
): void {
  const { addressBook } = deps;
  const requireAuth = authGuard(deps.identity);
  const tags = ['user'];
  const security = [{ bearer: [] }];

  app.get(
    Paths.addressBook,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'The caller’s saved withdrawal addresses (newest first) and whitelist',
        response: { 200: envelope(addressBookAnswer) },
      },
    },
    async (request) => ok(request, await addressBook.book(authOf(request).user.id)),
  );

  app.post(
    Paths.addWithdrawalAddress,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary:
          'Saves a withdrawal address with a label (a code of the app when two-factor sign-in ' +
          'is on); the whitelist lets it be used after `withdrawal.addressWaitHours`. Mailed ' +
          'with a link that cancels it.',
        body: addWithdrawalAddressBody,
        response: { 200: envelope(withdrawalAddressItem) },
      },
    },
    async (request) => {
      const item = await addressBook.add(
        authOf(request).user,
        request.body,
        requestContext(request),
      );
      return ok(request, item, Code.MODIFIED);
    },
  );

  app.post(
    Paths.removeWithdrawalAddress,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Removes a saved withdrawal address of the caller’s (10035 for any other id)',
        body: removeWithdrawalAddressBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await addressBook.remove(authOf(request).user.id, request.body.id);
      return ok(request, null, Code.MODIFIED);
    },
  );

  app.post(
    Paths.setAddressWhitelist,
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary:
          'Turns the whitelist on (at once) or asks it off (a code of the app when two-factor ' +
          'sign-in is on; takes effect after the wait, mailed with a link that keeps it on)',
        body: setAddressWhitelistBody,
        response: { 200: envelope(addressBookAnswer.shape.whitelist) },
      },
    },
    async (request) => {
      const { on, twoFactorCode } = request.body;
      const state = await addressBook.setWhitelist(
        authOf(request).user,
        on,
        twoFactorCode,
        requestContext(request),
      );
      return ok(request, state, Code.MODIFIED);
    },
  );

  app.post(
    Paths.cancelAddressChange,
    {
      schema: {
        tags: ['index'],
        summary:
          'Follows the cancel link of a security mail (no sign-in): removes the address it was ' +
          'sent for or keeps the whitelist on, and signs every device of the account out; ' +
          '10087 for a used or stale link',
        body: cancelAddressChangeBody,
        response: { 200: envelope(addressChangeCancelled) },
      },
    },
    async (request) => ok(request, await addressBook.cancel(request.body.token), Code.MODIFIED),
  );
}
