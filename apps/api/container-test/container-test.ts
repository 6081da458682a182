/**
 * `npm run test:container`: the image and compose.yaml as an operator uses them, on this machine's
 * Docker with no registry to pull from (docs/decisions/089).
 *
 * 1. Docker answers (docker-daemon.sh installs docker.io and starts dockerd when needed; exit 77
 *    when Docker cannot run here, which .ci/run reports as skipped).
 * 2. The base images the Dockerfile and compose.yaml name exist: stand-ins made from Debian
 *    packages and the npm package `node` (stand-ins.sh), built once and kept.
 * 3. `docker build --network host` of the Dockerfile; the image's size.
 * 4. `compose up` of compose.yaml with compose.host-network.yaml over it: both containers on the
 *    host's network, PostgreSQL on 127.0.0.1:POSTGRES_PORT, the product on 127.0.0.1:a free port,
 *    so that no traffic leaves the loopback. Timed until /api/ready answers 200.
 * 5. Sign in as the first admin (ADMIN_EMAIL / ADMIN_PASSWORD of the env file), upload a photo
 *    and Punch In with it (an admin punches without a shift).
 * 6. `compose restart app`; the punch is listed again and its photo downloads byte for byte.
 *    The month's timesheet PDF is drawn (pdfkit and its fonts in a worker thread). The README's
 *    backup: pg_dump through `compose exec`, a Punch Out, pg_restore, and the punch open again.
 * 7. The server's process in the container is not root; Docker's HEALTHCHECK turns healthy.
 * 8. The image alone (`docker run`, no DATABASE_URL) starts on PGlite in its /data volume.
 * 9. `compose down --volumes`, the containers, volumes and env file removed, whatever happened.
 */
import {
  execFileSync,
  spawnSync,
  type ExecFileSyncOptions,
  type SpawnSyncOptions,
} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pngUpload, TINY_PNG } from '../test/multipart';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../..');
const SKIPPED = 77;
const PROJECT = 'bo-container-test';
const IMAGE = process.env.CONTAINER_TEST_IMAGE ?? 'backoffice:container-test';
const POSTGRES_PORT = Number(process.env.CONTAINER_TEST_PG_PORT ?? 55432);
const ADMIN_EMAIL = 'admin@contenedor.test';
const ADMIN_PASSWORD = 'Contenedor-Prueba-2026';
const READY_TIMEOUT_MS = 180_000;

const step = (text: string) => console.log(`\n==> ${text}`);

function run(command: string, args: string[], options: SpawnSyncOptions = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} ended with ${result.status ?? result.signal}`);
  }
}
const output = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** `docker compose` (the v2 plugin) when present, else Debian's docker-compose (v1.29). */
function composeCommand(): string[] {
  if (spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0) {
    return ['docker', 'compose'];
  }
  if (spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status !== 0) {
    // Debian 12 has no compose plugin package; its docker-compose reads the same compose.yaml.
    run('apt-get', ['install', '-y', '-o', 'DPkg::Lock::Timeout=300', 'docker-compose'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  return ['docker-compose'];
}

/** The base image the Dockerfile builds on: its `ARG NODE_IMAGE=` default. */
function dockerfileBase() {
  const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
  const image = /^ARG NODE_IMAGE=(\S+)$/m.exec(dockerfile)?.[1];
  const major = image && /^node:(\d+)/.exec(image)?.[1];
  if (!image || !major) throw new Error('the Dockerfile names no node:N… base image');
  return { image, major };
}

/** The PostgreSQL image compose.yaml runs: its `${POSTGRES_IMAGE:-postgres:N}` default. */
function composePostgres() {
  const compose = fs.readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8');
  const image = /image: \$\{POSTGRES_IMAGE:-(postgres:(\d+)[^}]*)\}/.exec(compose);
  if (!image?.[1] || !image[2]) throw new Error('compose.yaml names no postgres:N image');
  return { image: image[1], major: image[2] };
}

/** Whether something answers on 127.0.0.1:port (another PostgreSQL, say). */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitReady(base: string, since: number) {
  let last = '';
  while (Date.now() - since < READY_TIMEOUT_MS) {
    try {
      const response = await fetch(`${base}/api/ready`);
      if (response.status === 200) return Date.now() - since;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`/api/ready did not answer 200 within ${READY_TIMEOUT_MS / 1000} s (${last})`);
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function json<T>(response: Response, status: number, what: string): Promise<T> {
  const text = await response.text();
  check(response.status === status, `${what}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

type Definition = { services: Record<string, { ports?: unknown }> };

/**
 * The merged, interpolated definition, as JSON (which compose reads as well as YAML): compose v2
 * writes it (`config --format json`); v1 writes YAML only, read here with PyYAML, a dependency of
 * Debian's docker-compose itself.
 */
function resolvedDefinition(compose: string[], env: NodeJS.ProcessEnv, args: string[]): Definition {
  const rendered = execFileSync(
    compose[0]!,
    [
      ...compose.slice(1),
      ...args,
      'config',
      ...(compose[0] === 'docker' ? ['--format', 'json'] : []),
    ],
    { cwd: ROOT, env, encoding: 'utf8' },
  );
  const json =
    compose[0] === 'docker'
      ? rendered
      : execFileSync(
          'python3',
          ['-c', 'import json, sys, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)'],
          { input: rendered, encoding: 'utf8' },
        );
  return JSON.parse(json) as Definition;
}

async function signInAs(base: string) {
  return json<{ token: string; result: { id: number; role: string } }>(
    await fetch(`${base}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    }),
    200,
    'sign-in',
  );
}

/**
 * The image as `docker run` starts it with no database server: PGlite (its WebAssembly) in the
 * /data volume, the first admin from the environment, on the host's network and a free port.
 */
/** Uploads a photo and punches `type` with it, as the punch widget does: the punch and its photo. */
async function punchWithPhoto(base: string, auth: Record<string, string>, type: 'I' | 'O') {
  const form = pngUpload(type === 'I' ? 'entrada.png' : 'salida.png', TINY_PNG, type);
  const photo = await json<{ key: string }>(
    await fetch(`${base}/api/files/upload`, {
      method: 'POST',
      headers: { ...auth, ...form.headers },
      body: form.payload,
    }),
    201,
    `photo upload (${type})`,
  );
  const punched = await json<{ data: Punch }>(
    await fetch(`${base}/api/punches/add`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ type, img: photo.key }),
    }),
    201,
    `Punch ${type === 'I' ? 'In' : 'Out'}`,
  );
  return { punch: punched.data, photo };
}

async function embeddedRun(port: number) {
  const name = `${PROJECT}-embedded`;
  const volume = `${PROJECT}-embedded-data`;
  const base = `http://127.0.0.1:${port}`;
  spawnSync('docker', ['rm', '-f', '-v', name], { stdio: 'ignore' });
  spawnSync('docker', ['volume', 'rm', volume], { stdio: 'ignore' });
  const start = Date.now();
  try {
    run('docker', [
      'run',
      '-d',
      '--name',
      name,
      '--network',
      'host',
      '-v',
      `${volume}:/data`,
      '-e',
      'HOST=127.0.0.1',
      '-e',
      `PORT=${port}`,
      '-e',
      `ADMIN_EMAIL=${ADMIN_EMAIL}`,
      '-e',
      `ADMIN_PASSWORD=${ADMIN_PASSWORD}`,
      '-e',
      'MFA_REQUIRED_ROLES=',
      IMAGE,
    ]);
    const readyMs = await waitReady(base, start);
    const { result } = await signInAs(base);
    return { readyMs, role: result.role };
  } catch (error) {
    spawnSync('docker', ['logs', '--tail', '60', name], { stdio: 'inherit' });
    throw error;
  } finally {
    spawnSync('docker', ['rm', '-f', '-v', name], { stdio: 'inherit' });
    spawnSync('docker', ['volume', 'rm', volume], { stdio: 'inherit' });
  }
}

type Punch = { id: number; imgIn: string | null; dateIn: string; dateOut: string | null };

async function main() {
  step('Docker');
  const daemon = spawnSync('bash', [path.join(HERE, 'docker-daemon.sh')], { stdio: 'inherit' });
  if (daemon.status === SKIPPED) {
    console.log('Docker cannot run on this machine: the container test is skipped.');
    process.exit(SKIPPED);
  }
  check(daemon.status === 0, `docker-daemon.sh ended with ${daemon.status ?? daemon.signal}`);
  console.log(
    output('docker', [
      'version',
      '--format',
      'client {{.Client.Version}}, server {{.Server.Version}}',
    ]),
  );
  const compose = composeCommand();
  console.log(
    `compose: ${output(compose[0]!, [...compose.slice(1), 'version', '--short'])} (${compose.join(' ')})`,
  );

  step('stand-in base images (no registry here)');
  const node = dockerfileBase();
  const postgres = composePostgres();
  run('bash', [
    path.join(HERE, 'stand-ins.sh'),
    node.image,
    node.major,
    postgres.image,
    postgres.major,
  ]);

  step(`docker build --network host -t ${IMAGE} .`);
  const buildStart = Date.now();
  run('docker', ['build', '--network', 'host', '-t', IMAGE, '.']);
  const size = Number(output('docker', ['image', 'inspect', '-f', '{{.Size}}', IMAGE]));
  console.log(
    `built in ${((Date.now() - buildStart) / 1000).toFixed(0)} s; image size ${(size / 1e6).toFixed(0)} MB`,
  );

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const envDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-container-test-'));
  const envFile = path.join(envDir, 'test.env');
  // The env file an operator makes from .env.example, with the first admin and no second factor
  // required of admins (MFA_REQUIRED_ROLES empty: a test cannot read an authenticator).
  fs.writeFileSync(
    envFile,
    [
      `APP_SECRET=${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64')}`,
      `POSTGRES_PASSWORD=${Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('hex')}`,
      `APP_URL=${base}`,
      'APP_TIME_ZONE=Europe/Madrid',
      `ADMIN_EMAIL=${ADMIN_EMAIL}`,
      `ADMIN_PASSWORD=${ADMIN_PASSWORD}`,
      'MFA_REQUIRED_ROLES=',
      'SHUTDOWN_DRAIN_MS=500',
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  const composeEnv = {
    ...process.env,
    BACKOFFICE_IMAGE: IMAGE,
    BACKOFFICE_ENV_FILE: envFile,
    BACKOFFICE_PORT: String(port),
    POSTGRES_HOST: '127.0.0.1',
    POSTGRES_PORT: String(POSTGRES_PORT),
  };
  // compose.yaml with compose.host-network.yaml over it, resolved by compose itself; then the
  // one key host networking refuses is taken out: the published port (Docker: '"host"
  // network_mode is incompatible with port_bindings'), which compose v1 offers no way to reset.
  const definition = resolvedDefinition(compose, composeEnv, [
    '--env-file',
    envFile,
    '-f',
    'compose.yaml',
    '-f',
    path.join(HERE, 'compose.host-network.yaml'),
  ]);
  delete definition.services.app?.ports;
  const resolvedFile = path.join(envDir, 'compose.resolved.json');
  fs.writeFileSync(resolvedFile, JSON.stringify(definition, null, 2), { mode: 0o600 });
  const composeArgs = ['-p', PROJECT, '-f', resolvedFile];
  /** A command in the database's container, as the README's backup commands run it. */
  const dbExec = (command: string[], options: Omit<ExecFileSyncOptions, 'encoding'>) =>
    execFileSync(
      compose[0]!,
      [...compose.slice(1), ...composeArgs, 'exec', '-T', 'db', ...command],
      {
        cwd: ROOT,
        env: composeEnv,
        ...options,
        encoding: 'buffer',
      },
    );
  const composeRun = (...args: string[]) =>
    run(compose[0]!, [...compose.slice(1), ...composeArgs, ...args], { env: composeEnv });
  const composeOut = (...args: string[]) =>
    execFileSync(compose[0]!, [...compose.slice(1), ...composeArgs, ...args], {
      cwd: ROOT,
      env: composeEnv,
      encoding: 'utf8',
    }).trim();

  try {
    // A stack left by an interrupted run would hold the port and the volumes.
    composeRun('down', '--volumes', '--remove-orphans');

    check(
      !(await listening(POSTGRES_PORT)),
      `127.0.0.1:${POSTGRES_PORT} is taken: set CONTAINER_TEST_PG_PORT to a free port`,
    );
    step(`compose up: PostgreSQL on 127.0.0.1:${POSTGRES_PORT}, the product on ${base}`);
    const upStart = Date.now();
    composeRun('up', '-d', '--no-build');
    const firstReady = await waitReady(base, upStart);
    console.log(
      `ready ${(firstReady / 1000).toFixed(1)} s after 'up' (a new database: initdb, migrations)`,
    );

    step('sign in, upload a photo, Punch In');
    const signIn = await signInAs(base);
    check(signIn.result.role === 'admin', `signed in as ${signIn.result.role}`);
    const auth = { authorization: `Bearer ${signIn.token}` };
    const { punch: punched, photo: uploaded } = await punchWithPhoto(base, auth, 'I');
    console.log(`punch ${punched.id} at ${punched.dateIn}, photo ${uploaded.key}`);

    step('restart the product container');
    const restartStart = Date.now();
    composeRun('restart', 'app');
    const restartReady = await waitReady(base, restartStart);
    console.log(`ready ${(restartReady / 1000).toFixed(1)} s after 'restart'`);

    step('the punch and its photo, after the restart');
    const listed = await json<{ data: Punch[] }>(
      await fetch(`${base}/api/punches/${signIn.result.id}`, { headers: auth }),
      200,
      'punch list',
    );
    const punch = listed.data.find((p) => p.id === punched.id);
    check(punch?.imgIn, `punch ${punched.id} is not listed with its photo after the restart`);
    const photo = await fetch(new URL(punch.imgIn, base), { headers: auth });
    check(photo.status === 200, `photo: ${photo.status}`);
    const bytes = Buffer.from(await photo.arrayBuffer());
    check(bytes.equals(TINY_PNG), `the photo came back different (${bytes.length} bytes)`);
    console.log(`punch ${punch.id} listed; its photo: ${bytes.length} bytes, the same as uploaded`);
    // pdfkit and its fonts in a worker thread (dist/timesheet-pdf-worker.js) come along too.
    const month = punch.dateIn.slice(0, 7);
    const pdf = await fetch(`${base}/api/timesheets?month=${month}`, { headers: auth });
    const pdfBytes = Buffer.from(await pdf.arrayBuffer());
    check(
      pdf.status === 200 && pdfBytes.subarray(0, 5).toString() === '%PDF-',
      `timesheet PDF: ${pdf.status} ${pdfBytes.subarray(0, 200).toString()}`,
    );
    console.log(`the month's timesheet (${month}): a PDF of ${pdfBytes.length} bytes`);

    step(
      "the README's PostgreSQL backup: pg_dump through compose, Punch Out, restore, Punch Out gone",
    );
    const dump = dbExec(['pg_dump', '-U', 'backoffice', '--format=custom', 'backoffice'], {
      maxBuffer: 256 * 1024 * 1024,
    });
    check(dump.subarray(0, 5).toString() === 'PGDMP', 'pg_dump wrote no custom-format dump');
    const { punch: closed } = await punchWithPhoto(base, auth, 'O');
    check(closed.dateOut !== null, 'the Punch Out left the punch open');
    composeRun('stop', 'app');
    dbExec(
      [
        'pg_restore',
        '-U',
        'backoffice',
        '--clean',
        '--if-exists',
        '--no-owner',
        '-d',
        'backoffice',
      ],
      { input: dump, stdio: ['pipe', 'inherit', 'inherit'] },
    );
    const restoreStart = Date.now();
    composeRun('start', 'app');
    await waitReady(base, restoreStart);
    const restored = await json<{ data: Punch[] }>(
      await fetch(`${base}/api/punches/${signIn.result.id}`, { headers: auth }),
      200,
      'punch list after the restore',
    );
    const again = restored.data.find((p) => p.id === punched.id);
    check(again && again.dateOut === null, 'after the restore the punch is not open as dumped');
    console.log(
      `dump of ${dump.length} bytes restored: punch ${again.id} is open again, as dumped`,
    );

    step('the server does not run as root');
    const container = composeOut('ps', '-q', 'app');
    const uid = output('docker', ['exec', container, 'id', '-u']);
    const status = output('docker', ['exec', container, 'cat', '/proc/1/status']);
    const pid1Uid = /^Uid:\s+(\d+)/m.exec(status)?.[1];
    const command = output('docker', ['exec', container, 'cat', '/proc/1/cmdline']).replaceAll(
      '\0',
      ' ',
    );
    check(
      uid !== '0' && pid1Uid !== undefined && pid1Uid !== '0',
      `uid ${uid}, pid 1 uid ${pid1Uid}`,
    );
    console.log(`exec as uid ${uid}; pid 1 (${command.trim()}) runs as uid ${pid1Uid}`);

    step("the image's HEALTHCHECK (/api/ready through node's fetch)");
    let health = '';
    for (let i = 0; i < 60 && health !== 'healthy'; i++) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
      health = output('docker', ['inspect', '-f', '{{.State.Health.Status}}', container]);
    }
    check(health === 'healthy', `the container's health is ${health}`);
    console.log(`Docker reports the container ${health}`);

    step('the image alone on its embedded database (no DATABASE_URL): docker run, /data volume');
    const embedded = await embeddedRun(await freePort());
    check(embedded.role === 'admin', `embedded: signed in as ${embedded.role}`);
    console.log(
      `ready ${(embedded.readyMs / 1000).toFixed(1)} s after 'docker run'; signed in; PGlite's data in /data`,
    );

    step('summary');
    console.log(`image ${IMAGE}: ${(size / 1e6).toFixed(0)} MB`);
    console.log(
      `compose up → /api/ready: ${(firstReady / 1000).toFixed(1)} s (first start, empty database)`,
    );
    console.log(`restart → /api/ready: ${(restartReady / 1000).toFixed(1)} s`);
    console.log(
      `docker run (embedded database) → /api/ready: ${(embedded.readyMs / 1000).toFixed(1)} s`,
    );
    console.log('container test passed');
  } catch (error) {
    console.error('\n--- logs of the stack ---');
    spawnSync(compose[0]!, [...compose.slice(1), ...composeArgs, 'logs', '--tail', '80'], {
      stdio: 'inherit',
      cwd: ROOT,
      env: composeEnv,
    });
    throw error;
  } finally {
    step('clean up: containers, volumes, env file');
    spawnSync(
      compose[0]!,
      [...compose.slice(1), ...composeArgs, 'down', '--volumes', '--remove-orphans'],
      {
        stdio: 'inherit',
        cwd: ROOT,
        env: composeEnv,
      },
    );
    fs.rmSync(envDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(
    `\ncontainer test failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
