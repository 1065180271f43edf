import * as oidc from 'openid-client';

/**
 * OpenID Connect authorisation-code flow with PKCE against a configurable issuer (Google by
 * default). Discovery happens on first use and is cached; a failed discovery is retried on the
 * next call.
 */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface OidcIdentity {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export class OidcClient {
  private config: Promise<oidc.Configuration> | undefined;

  constructor(private readonly settings: OidcSettings) {}

  private configuration(): Promise<oidc.Configuration> {
    if (!this.config) {
      const issuer = new URL(this.settings.issuer);
      // Plain HTTP only for an issuer on this machine (a local test or development issuer).
      const insecure = issuer.protocol === 'http:' && isLoopback(issuer);
      this.config = oidc
        .discovery(
          issuer,
          this.settings.clientId,
          this.settings.clientSecret,
          undefined,
          insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
        )
        .catch((error: unknown) => {
          this.config = undefined;
          throw error;
        });
    }
    return this.config;
  }

  async authorizationUrl(state: string, nonce: string, codeVerifier: string): Promise<string> {
    const config = await this.configuration();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.redirectUri,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
    return url.href;
  }

  /** Exchanges the code from the callback; throws on any mismatch or issuer error. */
  async exchange(
    code: string,
    state: string,
    nonce: string,
    codeVerifier: string,
  ): Promise<OidcIdentity> {
    const config = await this.configuration();
    const callback = new URL(this.settings.redirectUri);
    callback.searchParams.set('code', code);
    callback.searchParams.set('state', state);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: codeVerifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token claims');
    return {
      sub: claims.sub,
      email: typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : undefined,
    };
  }
}
