import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * A server of the built product of a spec's own (`apps/api/dist/server.js`), on an empty data
 * folder, for what the suite's server cannot be set up with: another number style, a first run,
 * a second factor every admin must enrol, an OpenID provider, a host name passkeys accept.
 */
export type OwnServer = {
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * Starts it on `port` with the suite's defaults (`APP_URL` = `base`, Madrid time, warnings only,
 * no drain, no mail server: mail goes to the outbox) and `env` over them; a key set to undefined is
 * left out. Resolves once `/api/ready` answers, or once `printed` appears when given.
 */
export async function startOwnServer(options: {
  port: number;
  /** The address the browser opens (APP_URL): http://127.0.0.1:<port> unless told. */
  base?: string;
  env?: Record<string, string | undefined>;
  /** Wait for this too before answering (e.g. the first admin's link). */
  printed?: RegExp;
  folderName: string;
}): Promise<OwnServer> {
  const base = options.base ?? `http://127.0.0.1:${options.port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `e2e-${options.folderName}-`));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: base,
    APP_TIME_ZONE: 'Europe/Madrid',
    LOG_LEVEL: 'warn',
    SHUTDOWN_DRAIN_MS: '0',
    AUTH_RATE_LIMIT: '1000',
    MFA_REQUIRED_ROLES: '',
    SMTP_URL: undefined,
    ...options.env,
  };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  const server: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'apps/api/dist/server.js')],
    { cwd: root, env },
  );
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = Date.now();
  const ready = async () =>
    (!options.printed || options.printed.test(output)) &&
    (await fetch(`http://127.0.0.1:${options.port}/api/ready`)
      .then((response) => response.ok)
      .catch(() => false));
  while (!(await ready())) {
    if (server.exitCode !== null || Date.now() - started > 90_000) {
      throw new Error(`the spec's server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    output: () => output,
    stop: async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
