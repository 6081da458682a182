import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpSink } from '../../api/test/smtp-sink';
import { ADMIN, E2E_DIR, MAIL_DIR, PORT } from './support/env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function waitForReady(url: string, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not ready at ${url}`);
}

/** Starts a real SMTP server (mail lands in MAIL_DIR) and the built product on a fresh data folder. */
export default async function globalSetup() {
  fs.rmSync(E2E_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const smtp = await startSmtpSink({
    onMail: (mail) => {
      count += 1;
      fs.writeFileSync(
        path.join(MAIL_DIR, `${String(count).padStart(4, '0')}.json`),
        JSON.stringify(mail),
      );
    },
  });
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(E2E_DIR, 'data'),
      APP_URL: `http://127.0.0.1:${PORT}`,
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      APP_TIME_ZONE: 'Europe/Madrid',
      LOG_LEVEL: 'warn',
      // Stop at once when the suite ends: no load balancer waits for the drain here.
      SHUTDOWN_DRAIN_MS: '0',
      // The suite signs in far more often than a person could from one address.
      AUTH_RATE_LIMIT: '1000',
      // The admin signs in with a password alone; the second-factor specs enrol their own users.
      MFA_REQUIRED_ROLES: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForReady(`http://127.0.0.1:${PORT}/api/ready`, 90_000);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await smtp.close();
  };
}
