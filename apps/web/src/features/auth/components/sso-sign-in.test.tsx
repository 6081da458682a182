import { loginResponseSchema } from '@app/contract/auth';
import { signInProvidersResponseSchema, SSO_TEXTS } from '@app/contract/sso';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession } from '../../../lib/session';
import { answer, errorAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { SsoSignIn } from './sso-sign-in';

const USER = {
  id: 7,
  name: 'Ana Admin',
  email: 'ana@empresa.test',
  role: 'admin',
  phone: '',
  active: true,
  verified: true,
} as const;
const TICKET = 'ticket-del-proveedor-0123456789abcdef';

const providers = (oidc: { label: string } | null) => () =>
  answer(signInProvidersResponseSchema, { success: true, oidc, passkeys: true });

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('single sign-on on the sign-in page', () => {
  it("shows 'Entrar con {label}' once the server says so, leading to the provider", async () => {
    stubApi({ 'GET /api/auth/providers': providers({ label: 'Empresa ID' }) });
    renderWithProviders(<SsoSignIn onSuccess={() => undefined} />, { route: '/login' });
    const link = await screen.findByRole('link', { name: 'Entrar con Empresa ID' });
    expect(link.getAttribute('href')).toBe('/api/auth/oidc/start');
  });

  it('shows nothing without single sign-on, or while the answer has not come', async () => {
    const api = stubApi({ 'GET /api/auth/providers': providers(null) });
    const { container } = renderWithProviders(<SsoSignIn onSuccess={() => undefined} />, {
      route: '/login',
    });
    expect(container.innerHTML).toBe('');
    await waitFor(() => expect(api.of('GET', '/api/auth/providers')).toHaveLength(1));
    expect(container.innerHTML).toBe('');
  });

  it('exchanges the ticket once for the session, stored as every sign-in stores it', async () => {
    const onSuccess = vi.fn();
    const api = stubApi({
      'GET /api/auth/providers': providers({ label: 'Empresa ID' }),
      'POST /api/auth/oidc/session': () =>
        answer(loginResponseSchema, { success: true, token: 'session-token', result: USER }),
    });
    renderWithProviders(<SsoSignIn onSuccess={onSuccess} />, { route: `/login?sso=${TICKET}` });
    expect(screen.getByRole('status').textContent).toBe('Iniciando sesión…');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.of('POST', '/api/auth/oidc/session').map((call) => call.body)).toEqual([
      { ticket: TICKET },
    ]);
    expect(getSession()).toEqual({ token: 'session-token', user: USER });
  });

  it('says a refused ticket in Spanish, and signs nobody in', async () => {
    const onSuccess = vi.fn();
    stubApi({
      'GET /api/auth/providers': providers({ label: 'Empresa ID' }),
      'POST /api/auth/oidc/session': () => errorAnswer(401, 'UNAUTHORIZED', SSO_TEXTS.expired),
    });
    renderWithProviders(<SsoSignIn onSuccess={onSuccess} />, {
      route: '/login?sso=otro-ticket-del-proveedor-0123456789',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(SSO_TEXTS.expired);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(getSession()).toBeNull();
  });

  it.each([
    ['not-enabled', SSO_TEXTS.notEnabled],
    ['expired', SSO_TEXTS.expired],
    ['failed', SSO_TEXTS.failed],
    ['<script>', SSO_TEXTS.failed],
  ])('says ?ssoError=%s in Spanish', async (reason, text) => {
    stubApi({ 'GET /api/auth/providers': providers({ label: 'Empresa ID' }) });
    renderWithProviders(<SsoSignIn onSuccess={() => undefined} />, {
      route: `/login?ssoError=${encodeURIComponent(reason)}`,
    });
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(await screen.findByRole('link', { name: 'Entrar con Empresa ID' })).toBeTruthy();
  });
});
