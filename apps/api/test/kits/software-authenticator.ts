/**
 * Tests only: a software WebAuthn authenticator (EC P-256, attestation 'none') that answers the
 * server's ceremonies as a browser and its authenticator would, written from the WebAuthn spec
 * with node:crypto and a minimal CBOR encoder, independent of the library the server uses.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function cborHead(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 0x100) return Buffer.from([(major << 5) | 24, value]);
  if (value < 0x10000) {
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(value, 1);
    return b;
  }
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(value, 1);
  return b;
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') {
    return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  const parts = [cborHead(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId?: string };

/** One passkey held by the software authenticator. */
export type SoftPasskey = {
  credentialId: Buffer;
  privateKey: KeyObject;
  publicJwk: { x: string; y: string };
  rpId: string;
  userHandle: string;
  counter: number;
};

export function softwareAuthenticator(origin: string) {
  const passkeys: SoftPasskey[] = [];

  /** `navigator.credentials.create()`: a new passkey, answered as RegistrationResponseJSON. */
  function register(
    options: CreationOptions,
    overrides: { origin?: string; challenge?: string; rpId?: string } = {},
  ) {
    const rpId = overrides.rpId ?? options.rp.id ?? new URL(origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
    const passkey: SoftPasskey = {
      credentialId: randomBytes(32),
      privateKey,
      publicJwk: jwk,
      rpId,
      userHandle: options.user.id,
      counter: 0,
    };
    const coseKey = cbor(
      new Map<number, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x, 'base64url')],
        [-3, Buffer.from(jwk.y, 'base64url')],
      ]),
    );
    const credentialIdLength = Buffer.alloc(2);
    credentialIdLength.writeUInt16BE(passkey.credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_UP | FLAG_UV | FLAG_AT]),
      Buffer.alloc(4), // sign count 0
      Buffer.alloc(16), // aaguid: none
      credentialIdLength,
      passkey.credentialId,
      coseKey,
    ]);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.create',
      challenge: overrides.challenge ?? options.challenge,
      origin: overrides.origin ?? origin,
      crossOrigin: false,
    });
    passkeys.push(passkey);
    const id = b64url(passkey.credentialId);
    return {
      passkey,
      response: {
        id,
        rawId: id,
        type: 'public-key' as const,
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
        response: {
          clientDataJSON: b64url(Buffer.from(clientDataJSON)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
      },
    };
  }

  /**
   * `navigator.credentials.get()` with a discoverable passkey: signs the challenge with `passkey`
   * (the last one made unless told), answered as AuthenticationResponseJSON.
   */
  function authenticate(
    options: RequestOptions,
    overrides: {
      passkey?: SoftPasskey;
      origin?: string;
      challenge?: string;
      /** The counter to report instead of the next one. */
      counter?: number;
    } = {},
  ) {
    const passkey = overrides.passkey ?? passkeys.at(-1);
    if (!passkey) throw new Error('no passkey');
    passkey.counter = overrides.counter ?? passkey.counter + 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(passkey.counter);
    const authData = Buffer.concat([
      sha256(options.rpId ?? passkey.rpId),
      Buffer.from([FLAG_UP | FLAG_UV]),
      counter,
    ]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: overrides.challenge ?? options.challenge,
        origin: overrides.origin ?? origin,
        crossOrigin: false,
      }),
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), {
      key: passkey.privateKey,
      dsaEncoding: 'der',
    });
    const id = b64url(passkey.credentialId);
    return {
      id,
      rawId: id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: passkey.userHandle,
      },
    };
  }

  return { register, authenticate, passkeys };
}
