/**
 * The identity module's public face: customers' accounts and sessions (the service), the guard
 * every customer route uses, and the credential machinery the staff module shares (password
 * hashing and policy, tokens).
 */
import type { ServerModule } from '../../platform/module.js';
import { identityRoutes } from './routes.js';
import type { AccountSecurity } from './security.js';
import { passkeyRoutes } from './passkey-routes.js';
import { securityRoutes } from './security-routes.js';
import { IdentityService } from './service.js';
import type { Passkeys } from './passkeys.js';

export { IdentityService };
export { AccountSecurity } from './security.js';
export { TwoFactor } from './two-factor.js';
export { Passkeys } from './passkeys.js';
export { withAntiPhishing } from './anti-phishing.js';
export { addressAddedMail, mailTime, whitelistOffMail } from './security-mail.js';
export { authGuard, authOf, optionalAuth, requestContext } from './routes.js';
export { revokeUserSessions } from './repository.js';
export { PasswordHasher } from './passwords.js';
export { PasswordPolicy } from './password-policy.js';
export { newSessionToken, randomUrlToken, sameHash, sha256 } from './tokens.js';
export { OidcClient } from './google.js';

/**
 * The identity module's routes: the login group, the profile, password change, logout, and
 * the security page's sessions and sign-in history.
 */
export function identityModule(deps: {
  identity: IdentityService;
  security: AccountSecurity;
  passkeys: Passkeys;
}): ServerModule {
  return {
    routes: (api) => {
      identityRoutes(api, deps.identity);
      securityRoutes(api, deps.identity, deps.security);
      passkeyRoutes(api, deps.identity, deps.passkeys);
    },
  };
}
