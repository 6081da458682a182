import { COMMON_TEXTS } from '@app/contract/common';
import { catalogListResponseSchema } from '@app/contract/catalog';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { getSession, saveSession } from '../../lib/session';
import { errorAnswer, stubApi } from '../../test/api-stub';
import { renderWithProviders } from '../../test/render';
import { authMessages } from './auth-messages';
import { LoginPage } from './login-page';

const USER = {
  id: 3,
  name: 'Luis Usuario',
  email: 'luis@empresa.test',
  role: 'usuario',
  phone: '',
  active: true,
  verified: true,
} as const;

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('a session the server refuses', () => {
  it('signs out and the sign-in page says why, once', async () => {
    saveSession('ended-elsewhere-token', USER);
    stubApi({
      'GET /api/categories': () => errorAnswer(401, 'UNAUTHORIZED', COMMON_TEXTS.sessionExpired),
    });
    await expect(api.get('/categories', catalogListResponseSchema)).rejects.toThrow();
    expect(getSession()).toBeNull();

    const first = renderWithProviders(<LoginPage />, { route: '/login' });
    expect((await screen.findByRole('alert')).textContent).toBe(authMessages.sessionEnded);
    first.unmount();

    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
