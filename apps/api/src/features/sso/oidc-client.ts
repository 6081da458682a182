import * as client from 'openid-client';
import type { OidcConfig } from '../../config';

/** Seconds a call to the provider may take before the sign-in gives up. */
const PROVIDER_TIMEOUT_S = 10;

/** The scopes asked of the provider: who the user is and their email. */
const SCOPE = 'openid email profile';

const isHttp = (issuer: string) => new URL(issuer).protocol === 'http:';

/** What the provider vouches for: its subject and the email with its verification. */
export type ProviderIdentity = { subject: string; email: string | null; emailVerified: boolean };

/**
 * The relying party of one app instance: the provider's metadata is discovered once, lazily, at
 * the first sign-in; a failed discovery (the provider down) is tried again at the next one.
 */
export function createOidcClient(settings: OidcConfig, redirectUri: string) {
  let discovered: Promise<client.Configuration> | undefined;

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        timeout: PROVIDER_TIMEOUT_S,
        // config.ts accepts an http issuer only on a loopback address (§12).
        ...(isHttp(settings.issuer) && { execute: [client.allowInsecureRequests] }),
      })
      .then((config) => {
        config.timeout = PROVIDER_TIMEOUT_S;
        return config;
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  return {
    /**
     * Where to send the browser: an authorization code request with PKCE (S256), state and nonce.
     * The caller keeps the nonce and verifier for the callback.
     */
    async authorizationUrl() {
      const config = await configuration();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    /**
     * Checks the provider's answer (state, code, PKCE, the ID token's signature, issuer, audience,
     * expiry and nonce) and tells who signed in; throws on any mismatch.
     */
    async finish(
      search: string,
      checks: { state: string; nonce: string; codeVerifier: string },
    ): Promise<ProviderIdentity> {
      const config = await configuration();
      const currentUrl = new URL(redirectUri);
      currentUrl.search = search;
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider sent no ID token');
      let email = claims.email;
      let verified = claims.email_verified;
      // Providers that follow the core spec to the letter put the email in userinfo only.
      if (typeof email !== 'string') {
        const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
        email = info.email;
        verified = info.email_verified;
      }
      return {
        subject: claims.sub,
        email: typeof email === 'string' ? email.trim().toLowerCase() : null,
        emailVerified: verified === true,
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
