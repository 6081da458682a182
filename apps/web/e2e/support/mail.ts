import fs from 'node:fs';
import path from 'node:path';
import { linkInMail, type ReceivedMail } from '../../../api/test/smtp-sink';
import { MAIL_DIR } from './env';

/** The newest app link mailed to `to`, waiting for the mail to arrive over SMTP. */
export async function mailedLink(to: string, after = 0, timeoutMs = 10_000): Promise<string> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const mails = fs
      .readdirSync(MAIL_DIR)
      .sort()
      .slice(after)
      .map((file) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, file), 'utf8')) as ReceivedMail)
      .filter((mail) => mail.to.includes(to));
    const link = mails.length ? linkInMail(mails[mails.length - 1]!.raw) : undefined;
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail with a link reached ${to}`);
}

export const mailCount = () => fs.readdirSync(MAIL_DIR).length;
