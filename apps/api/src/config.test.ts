import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** The message of the ConfigError thrown for `env`. */
function configError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted a bad environment');
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.adminEmail).toBeUndefined();
    expect(config.adminPassword).toBeUndefined();
    expect(config.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(config.authRateLimit).toBe(20);
    expect(config.punchEarlyMinutes).toBe(60);
    expect(loadConfig({ PUNCH_EARLY_MINUTES: '15' }).punchEarlyMinutes).toBe(15);
    expect(config.punchForgottenHours).toBe(4);
    expect(config.punchGraceMinutes).toBe(5);
    expect(loadConfig({ PUNCH_FORGOTTEN_HOURS: '8' }).punchForgottenHours).toBe(8);
    expect(loadConfig({ PUNCH_GRACE_MINUTES: '0' }).punchGraceMinutes).toBe(0);
  });

  it('derives APP_URL from PORT and takes the given values', () => {
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    const config = loadConfig({
      PORT: '4000',
      HOST: '0.0.0.0',
      APP_URL: 'https://backoffice.example.com/',
      DATABASE_URL: 'postgresql://app@db:5432/app',
      SMTP_URL: 'smtps://user:pass@mail.example.com',
      APP_TIME_ZONE: 'America/Santiago',
      ADMIN_EMAIL: 'Jefa@Empresa.es',
      ADMIN_PASSWORD: 'Una-Clave-Larga-2026',
    });
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      appUrl: 'https://backoffice.example.com',
      databaseUrl: 'postgresql://app@db:5432/app',
      smtpUrl: 'smtps://user:pass@mail.example.com',
      timeZone: 'America/Santiago',
      adminEmail: 'jefa@empresa.es',
      adminPassword: 'Una-Clave-Larga-2026',
    });
  });

  it.each([
    ['PORT', { PORT: 'abc' }, /^ {2}PORT: debe ser un número de puerto$/m],
    ['PORT', { PORT: '70000' }, /^ {2}PORT: debe estar entre 1 y 65535$/m],
    [
      'DATABASE_URL',
      { DATABASE_URL: 'mysql://root@localhost/app' },
      /^ {2}DATABASE_URL: debe empezar por postgres:\/\//m,
    ],
    [
      'APP_TIME_ZONE',
      { APP_TIME_ZONE: 'Mars/Base' },
      /^ {2}APP_TIME_ZONE: no es una zona horaria IANA válida/m,
    ],
    [
      'SMTP_URL',
      { SMTP_URL: 'http://x' },
      /^ {2}SMTP_URL: debe empezar por smtp:\/\/ o smtps:\/\//m,
    ],
    ['APP_URL', { APP_URL: 'no-es-una-url' }, /^ {2}APP_URL: debe ser una URL completa/m],
    [
      'AUTH_RATE_LIMIT',
      { AUTH_RATE_LIMIT: '0' },
      /^ {2}AUTH_RATE_LIMIT: debe estar entre 1 y 100000$/m,
    ],
    [
      'PUNCH_EARLY_MINUTES',
      { PUNCH_EARLY_MINUTES: '-5' },
      /^ {2}PUNCH_EARLY_MINUTES: debe estar entre 0 y 720$/m,
    ],
    [
      'PUNCH_FORGOTTEN_HOURS',
      { PUNCH_FORGOTTEN_HOURS: '0' },
      /^ {2}PUNCH_FORGOTTEN_HOURS: debe estar entre 1 y 72$/m,
    ],
    [
      'PUNCH_GRACE_MINUTES',
      { PUNCH_GRACE_MINUTES: 'cinco' },
      /^ {2}PUNCH_GRACE_MINUTES: debe ser un número \(minutos\)$/m,
    ],
    [
      'ADMIN_EMAIL',
      { ADMIN_EMAIL: 'jefa', ADMIN_PASSWORD: 'Una-Clave-Larga-2026' },
      /^ {2}ADMIN_EMAIL: debe ser un email válido$/m,
    ],
    [
      'ADMIN_PASSWORD',
      { ADMIN_PASSWORD: 'Una-Clave-Larga-2026' },
      /^ {2}ADMIN_PASSWORD: requiere también ADMIN_EMAIL$/m,
    ],
  ])('names %s with a Spanish reason when it is bad', (_name, env, line) => {
    const message = configError(env);
    expect(message.split('\n')[0]).toBe('Configuración inválida:');
    expect(message).toMatch(line);
  });

  it('lists every bad variable at once, one line each', () => {
    const message = configError({ PORT: 'abc', SMTP_URL: 'http://x', APP_TIME_ZONE: 'Mars/Base' });
    const lines = message.split('\n').slice(1);
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => line.trim().split(':')[0]).sort()).toEqual([
      'APP_TIME_ZONE',
      'PORT',
      'SMTP_URL',
    ]);
  });

  it('reads the upload limits and the shutdown drain, and refuses bad values', () => {
    const defaults = loadConfig({});
    expect(defaults.uploadRateLimit).toBe(20);
    expect(defaults.uploadPendingLimit).toBe(10);
    expect(defaults.shutdownDrainMs).toBe(5000);
    const given = loadConfig({
      UPLOAD_RATE_LIMIT: '5',
      UPLOAD_PENDING_LIMIT: '3',
      SHUTDOWN_DRAIN_MS: '0',
    });
    expect([given.uploadRateLimit, given.uploadPendingLimit, given.shutdownDrainMs]).toEqual([
      5, 3, 0,
    ]);
    const message = configError({
      UPLOAD_RATE_LIMIT: '0',
      UPLOAD_PENDING_LIMIT: 'muchas',
      SHUTDOWN_DRAIN_MS: '-1',
    });
    expect(message).toMatch(/^ {2}UPLOAD_RATE_LIMIT: debe estar entre 1 y 10000$/m);
    expect(message).toMatch(/^ {2}UPLOAD_PENDING_LIMIT: debe ser un número \(fotos\)$/m);
    expect(message).toMatch(/^ {2}SHUTDOWN_DRAIN_MS: debe estar entre 0 y 600000$/m);
  });

  it('reads METRICS_TOKEN (off unless set), and refuses a weak or malformed one without echoing it', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: ' abcdefghijklmnop-1234 ' }).metricsToken).toBe(
      'abcdefghijklmnop-1234',
    );
    const short = configError({ METRICS_TOKEN: 'corto-secreto' });
    expect(short).toMatch(/^ {2}METRICS_TOKEN: debe tener al menos 16 caracteres$/m);
    expect(short).not.toContain('corto-secreto');
    const spaced = configError({ METRICS_TOKEN: 'un token con espacios' });
    expect(spaced).toMatch(/^ {2}METRICS_TOKEN: solo caracteres ASCII visibles, sin espacios$/m);
    expect(configError({ METRICS_TOKEN: 'x'.repeat(201) })).toMatch(
      /^ {2}METRICS_TOKEN: debe tener como máximo 200 caracteres$/m,
    );
  });

  it('reads the backups settings (issue 15), and refuses bad values', () => {
    const defaults = loadConfig({ DATA_DIR: '/srv/bo' });
    expect([defaults.backupTime, defaults.backupDir, defaults.backupKeep]).toEqual([
      '02:00',
      path.resolve('/srv/bo/backups'),
      14,
    ]);
    const given = loadConfig({
      BACKUP_TIME: '23:45',
      BACKUP_DIR: '/mnt/copias',
      BACKUP_KEEP: '30',
    });
    expect([given.backupTime, given.backupDir, given.backupKeep]).toEqual([
      '23:45',
      '/mnt/copias',
      30,
    ]);
    const message = configError({ BACKUP_TIME: '24:00', BACKUP_KEEP: '0' });
    expect(message).toMatch(/^ {2}BACKUP_TIME: debe ser una hora HH:MM entre 00:00 y 23:59$/m);
    expect(message).toMatch(/^ {2}BACKUP_KEEP: debe estar entre 1 y 1000$/m);
  });

  it('reads the company currency and number style (issue 24), and refuses unknown ones', () => {
    expect(loadConfig({}).numberStyle).toEqual({ currency: 'USD', numberFormat: 'en-US' });
    expect(loadConfig({ APP_CURRENCY: ' eur ', APP_NUMBER_FORMAT: 'es-ES' }).numberStyle).toEqual({
      currency: 'EUR',
      numberFormat: 'es-ES',
    });
    expect(loadConfig({ APP_CURRENCY: 'mxn' }).numberStyle.currency).toBe('MXN');
    const message = configError({ APP_CURRENCY: 'XYZ', APP_NUMBER_FORMAT: 'fr-FR' });
    expect(message).toMatch(
      /^ {2}APP_CURRENCY: debe ser un código de moneda ISO 4217 \(p\. ej\. USD, EUR, MXN\)$/m,
    );
    expect(message).toMatch(/^ {2}APP_NUMBER_FORMAT: debe ser uno de: en-US, es-ES$/m);
    expect(configError({ APP_CURRENCY: 'dollars' })).toMatch(/^ {2}APP_CURRENCY: /m);
    expect(configError({ APP_NUMBER_FORMAT: 'es' })).toMatch(/^ {2}APP_NUMBER_FORMAT: /m);
  });

  it("reads the company's name (COMPANY_NAME), by default MAIL_FROM's display name", () => {
    expect(loadConfig({}).companyName).toBe('Back Office');
    expect(loadConfig({ MAIL_FROM: '"Ferretería Olmo" <rrhh@olmo.es>' }).companyName).toBe(
      'Ferretería Olmo',
    );
    expect(loadConfig({ MAIL_FROM: 'rrhh@olmo.es' }).companyName).toBe('rrhh@olmo.es');
    expect(loadConfig({ COMPANY_NAME: '  ', MAIL_FROM: 'Olmo <rrhh@olmo.es>' }).companyName).toBe(
      'Olmo',
    );
    const given = loadConfig({
      COMPANY_NAME: ' Ferretería Olmo, S.L. ',
      MAIL_FROM: 'App <a@b.es>',
    });
    expect(given.companyName).toBe('Ferretería Olmo, S.L.');
    expect(configError({ COMPANY_NAME: 'x'.repeat(121) })).toMatch(
      /^ {2}COMPANY_NAME: debe tener como máximo 120 caracteres$/m,
    );
  });

  it('reads the roles that must enrol a second factor (MFA_REQUIRED_ROLES): admin by default, none when set but empty', () => {
    expect(loadConfig({}).mfaRequiredRoles).toEqual(['admin']);
    expect(loadConfig({ MFA_REQUIRED_ROLES: '' }).mfaRequiredRoles).toEqual([]);
    expect(loadConfig({ MFA_REQUIRED_ROLES: ' , ' }).mfaRequiredRoles).toEqual([]);
    expect(loadConfig({ MFA_REQUIRED_ROLES: ' admin , usuario ' }).mfaRequiredRoles).toEqual([
      'admin',
      'usuario',
    ]);
    expect(configError({ MFA_REQUIRED_ROLES: 'admin,jefe' })).toMatch(
      /^ {2}MFA_REQUIRED_ROLES\.1: debe ser una lista de roles: /m,
    );
  });

  describe('single sign-on settings (OIDC_*)', () => {
    it('is off without OIDC_ISSUER', () => {
      expect(loadConfig({}).oidc).toBeUndefined();
      expect(loadConfig({ OIDC_ISSUER: ' ', OIDC_CLIENT_SECRET: '' }).oidc).toBeUndefined();
    });

    it('reads the issuer, the client and the label (SSO by default)', () => {
      expect(
        loadConfig({
          OIDC_ISSUER: 'https://login.empresa.es/realms/staff',
          OIDC_CLIENT_ID: ' back-office ',
          OIDC_CLIENT_SECRET: 's3cr3t',
          OIDC_LABEL: 'Empresa ID',
        }).oidc,
      ).toEqual({
        issuer: 'https://login.empresa.es/realms/staff',
        clientId: 'back-office',
        clientSecret: 's3cr3t',
        label: 'Empresa ID',
      });
      expect(
        loadConfig({ OIDC_ISSUER: 'https://accounts.google.com', OIDC_CLIENT_ID: 'bo' }).oidc,
      ).toEqual({
        issuer: 'https://accounts.google.com',
        clientId: 'bo',
        clientSecret: undefined,
        label: 'SSO',
      });
    });

    it.each(['http://127.0.0.1:9000', 'http://localhost:9000/realm', 'http://[::1]:9000'])(
      'accepts an http issuer on the loopback address %s',
      (issuer) => {
        expect(loadConfig({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'bo' }).oidc?.issuer).toBe(issuer);
      },
    );

    it.each([
      [
        'an http issuer elsewhere',
        { OIDC_ISSUER: 'http://login.empresa.es', OIDC_CLIENT_ID: 'bo' },
        /^ {2}OIDC_ISSUER: debe usar https \(http solo en una dirección local como 127\.0\.0\.1\)$/m,
      ],
      [
        'a lookalike of a loopback name',
        { OIDC_ISSUER: 'http://127.0.0.1.empresa.es', OIDC_CLIENT_ID: 'bo' },
        /^ {2}OIDC_ISSUER: debe usar https/m,
      ],
      [
        'another scheme',
        { OIDC_ISSUER: 'ftp://login.empresa.es', OIDC_CLIENT_ID: 'bo' },
        /^ {2}OIDC_ISSUER: debe usar https$/m,
      ],
      [
        'no URL',
        { OIDC_ISSUER: 'empresa', OIDC_CLIENT_ID: 'bo' },
        /^ {2}OIDC_ISSUER: debe ser la URL del proveedor/m,
      ],
      [
        'an issuer without its client',
        { OIDC_ISSUER: 'https://login.empresa.es' },
        /^ {2}OIDC_ISSUER: requiere también OIDC_CLIENT_ID$/m,
      ],
      [
        'a client without its issuer',
        { OIDC_CLIENT_ID: 'bo' },
        /^ {2}OIDC_CLIENT_ID: requiere también OIDC_ISSUER$/m,
      ],
      [
        'a label over 40 characters',
        {
          OIDC_ISSUER: 'https://login.empresa.es',
          OIDC_CLIENT_ID: 'bo',
          OIDC_LABEL: 'x'.repeat(41),
        },
        /^ {2}OIDC_LABEL: debe tener como máximo 40 caracteres$/m,
      ],
    ])('refuses %s in Spanish', (_case, env, line) => {
      const message = configError(env);
      expect(message.split('\n')[0]).toBe('Configuración inválida:');
      expect(message).toMatch(line);
    });
  });
});
