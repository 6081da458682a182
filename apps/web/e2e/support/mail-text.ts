import fs from 'node:fs';
import path from 'node:path';
import type { ReceivedMail } from '../../../api/test/smtp-sink';
import { MAIL_DIR } from './env';

/** Quoted-printable undone: soft breaks joined, `=XX` bytes read back as UTF-8. */
function unquote(text: string) {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A raw message as a person would read it: its headers, and each part decoded (QP or base64). */
export function readableMail(raw: string): string {
  const base64Blocks = [...raw.matchAll(/\r?\n\r?\n((?:[A-Za-z0-9+/=]{16,}\r?\n?)+)/g)].map(
    (match) => Buffer.from(match[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [unquote(raw), ...base64Blocks].join('\n');
}

/**
 * The text of the newest mail to `to` (among those after the first `after`) that contains
 * `contains`, waiting for it to arrive over SMTP.
 */
export async function mailTextTo(
  to: string,
  contains: string,
  after = 0,
  timeoutMs = 15_000,
): Promise<string> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const texts = fs
      .readdirSync(MAIL_DIR)
      .sort()
      .slice(after)
      .map((file) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, file), 'utf8')) as ReceivedMail)
      .filter((mail) => mail.to.includes(to))
      .map((mail) => readableMail(mail.raw))
      .filter((text) => text.includes(contains));
    if (texts.length > 0) return texts[texts.length - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} says '${contains}'`);
}
