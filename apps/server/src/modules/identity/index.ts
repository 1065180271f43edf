/**
 * The identity module's public face: customers' accounts and sessions (the service), the guard
 * every customer route uses, and the credential machinery the staff module shares (password
 * hashing and policy, tokens).
 */
export { IdentityService } from './service.js';
export { authGuard, authOf } from './routes.js';
export { revokeUserSessions } from './repository.js';
export { PasswordHasher } from './passwords.js';
export { PasswordPolicy } from './password-policy.js';
export { newSessionToken, randomUrlToken, sameHash, sha256 } from './tokens.js';
