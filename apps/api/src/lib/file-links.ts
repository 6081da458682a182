import { createHmac } from 'node:crypto';
import type { Config } from '../config';
import { loadAppSecret } from './app-secret';
import { safeEqual } from './crypto';

/** How long a signed photo link stays valid. */
export const LINK_TTL_SECONDS = 10 * 60;

export type FileLinks = {
  /** `/api/files/{key}?expires=…&sig=…`, valid LINK_TTL_SECONDS from `now`. */
  sign: (key: string, now?: Date) => string;
  /** Whether a link's signature is right and it has not expired. */
  verify: (key: string, expires: string, sig: string, now?: Date) => boolean;
};

export function fileLinks(secret: string): FileLinks {
  const signature = (key: string, expires: string) =>
    createHmac('sha256', secret).update(`file:${key}:${expires}`).digest('base64url');
  return {
    sign: (key, now = new Date()) => {
      const expires = String(Math.floor(now.getTime() / 1000) + LINK_TTL_SECONDS);
      return `/api/files/${key}?expires=${expires}&sig=${signature(key, expires)}`;
    },
    verify: (key, expires, sig, now = new Date()) =>
      Number(expires) * 1000 > now.getTime() && safeEqual(sig, signature(key, expires)),
  };
}

/** The link signer of an app, keyed by APP_SECRET (or DATA_DIR/secret.key). */
export const appFileLinks = (config: Config): FileLinks =>
  fileLinks(loadAppSecret(config.appSecret, config.dataDir));
