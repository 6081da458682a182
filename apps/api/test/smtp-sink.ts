import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startSmtpSink(options: { onMail?: (mail: ReceivedMail) => void } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        options.onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first link of the app's kind (`/auth/...?token=`) in the last mail to `to`. */
    async linkFor(to: string, timeoutMs = 5000): Promise<string> {
      const started = Date.now();
      for (;;) {
        const mail = [...received].reverse().find((m) => m.to.includes(to));
        const unfolded = mail?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const link = unfolded?.match(
          /https?:\/\/[^\s"<]+\/auth\/[a-z-]+\?token=[A-Za-z0-9_%-]+/,
        )?.[0];
        if (link) return link;
        if (Date.now() - started > timeoutMs) throw new Error(`no mail with a link for ${to}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The app link (`/auth/...?token=`) in a raw message, with quoted-printable soft breaks undone. */
export function linkInMail(raw: string): string | undefined {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return unfolded.match(/https?:\/\/[^\s"<]+\/auth\/[a-z-]+\?token=[A-Za-z0-9_%-]+/)?.[0];
}
