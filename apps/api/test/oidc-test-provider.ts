import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error -- oidc-provider ships no types; the little used here is typed below.
import ProviderUntyped from 'oidc-provider';

/** The part of oidc-provider's API these tests use. */
type Grant = {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
};
type OidcContext = {
  oidc: {
    session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    client?: { clientId: string };
    result?: { consent?: { grantId?: string } };
    provider: {
      Grant: (new (init: { clientId: string; accountId: string }) => Grant) & {
        find(id: string): Promise<Grant | undefined>;
      };
    };
  };
};
const Provider = ProviderUntyped as new (
  issuer: string,
  configuration: Record<string, unknown>,
) => { callback(): http.RequestListener };

/** A user the provider knows, by email; `emailVerified` false makes it vouch for an unverified one. */
type ProviderUser = { emailVerified: boolean; name: string };

/** What `signInAs` may change to make a tampered answer. */
type Tampering = {
  /** The provider issues its ID token with this nonce instead of the one the app sent. */
  nonce?: string;
};

/**
 * A real, certified OpenID provider (oidc-provider) on 127.0.0.1 and a free port, for tests of
 * single sign-on (DECISIONS §12): one confidential client, users by email (their email is their
 * account id), its own login page (the library's development interactions: any password), and
 * consent already given for the client, as a company's own provider grants it.
 */
export async function startOidcTestProvider(options: {
  redirectUris: string[];
  /** A fixed port (a provider started again where the app expects it); a free one unless told. */
  port?: number;
}) {
  const users = new Map<string, ProviderUser>();
  const clientId = 'back-office';
  const clientSecret = randomBytes(24).toString('base64url');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: 'test-key',
    use: 'sig',
    alg: 'RS256',
  };

  let handle: http.RequestListener = (_request, response) => response.end();
  const server = http.createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: OidcContext, id: string) {
      const user = users.get(id);
      if (!user) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: id,
          email_verified: user.emailVerified,
          name: user.name,
        }),
      };
    },
    // The company's own provider: its users are not asked to consent to the back office.
    async loadExistingGrant(ctx: OidcContext) {
      const session = ctx.oidc.session!;
      const client = ctx.oidc.client!;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  handle = provider.callback();

  return {
    issuer,
    clientId,
    clientSecret,
    /** The app's OIDC_* settings for this provider. */
    env: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_LABEL: 'Empresa ID',
    },
    /** Makes a user known to the provider (its email verified unless told). */
    addUser(email: string, user: Partial<ProviderUser> = {}) {
      users.set(email, { emailVerified: true, name: email.split('@')[0]!, ...user });
    },
    /**
     * Goes through the provider's own login page as `email` from an authorization URL the app
     * redirected to, and returns the URL the provider sends the browser back to.
     */
    async signInAs(authorizationUrl: string, email: string, tampering: Tampering = {}) {
      const url = new URL(authorizationUrl);
      if (tampering.nonce) url.searchParams.set('nonce', tampering.nonce);
      const browser = cookieBrowser();
      let location = await browser.follow(url.href);
      // The provider's login page: a form posted back to the interaction.
      const page = await browser.get(location);
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      if (!action) throw new Error(`no login form on ${location}`);
      location = await browser.follow(new URL(action, issuer).href, {
        prompt: 'login',
        login: email,
        password: 'cualquiera',
      });
      while (location.startsWith(issuer)) location = await browser.follow(location);
      return location;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type OidcTestProvider = Awaited<ReturnType<typeof startOidcTestProvider>>;

/** Requests that keep the provider's cookies, as a browser does, without following redirects. */
function cookieBrowser() {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  return {
    async get(url: string) {
      const response = await fetch(url, { headers: { cookie: cookie() } });
      keep(response);
      return response.text();
    },
    /** A request whose answer is a redirect: where it goes (absolute). */
    async follow(url: string, form?: Record<string, string>) {
      const response = await fetch(url, {
        method: form ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: cookie(),
          ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
        },
        ...(form && { body: new URLSearchParams(form).toString() }),
      });
      keep(response);
      const location = response.headers.get('location');
      if (!location) throw new Error(`${url} answered ${response.status} without a redirect`);
      return new URL(location, url).href;
    },
  };
}
