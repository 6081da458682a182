/** The vault screen's test set-up: a signed-in user, the stubbed API and the page in a router. Test code only. */
import {
  credentialListResponseSchema,
  credentialPasswordResponseSchema,
  PASSWORD_MANAGER_TEXTS,
  VAULT_KEY_HEADER,
  vaultStatusResponseSchema,
  type Credential,
} from '@app/contract/password-manager';
import type { Role } from '@app/contract/common';
import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { saveSession } from '../lib/session';
import { answer, errorAnswer, stubApi, type ApiCall } from './api-stub';
import { renderWithProviders } from './render';
import { PasswordManagerPage } from '../features/password-manager/password-manager-page';

export const KEY = 'Clave-De-Seguridad-2026';
export const ME = 7;

export const credential = (over: Partial<Credential> = {}): Credential => ({
  id: 1,
  name: 'Correo',
  username: 'ana@empresa.test',
  code: '',
  website: 'mail.empresa.test',
  description: '',
  privated: false,
  creatorId: ME,
  creatorName: 'Ana',
  isOwner: true,
  createdAt: '2026-11-20T10:00:00+01:00',
  updatedAt: '2026-11-20T10:00:00+01:00',
  ...over,
});

export const PASSWORDS: Record<number, string> = { 1: 'abc', 2: 'abc', 3: 'Xk9!qv#2Lm@7pR' };

export function signInAs(role: Role) {
  saveSession('token-de-prueba', {
    id: ME,
    name: 'Ana',
    email: 'ana@empresa.test',
    role,
    phone: '',
    active: true,
    verified: true,
  });
}

const keyOk = (call: ApiCall) => call.headers.get(VAULT_KEY_HEADER) === KEY;
export const keyInvalid = () =>
  errorAnswer(403, 'VAULT_KEY_INVALID', PASSWORD_MANAGER_TEXTS.keyInvalid);

/** A configured vault holding `rows`, opened by KEY. */
export function vaultApi(
  rows: Credential[] = [credential()],
  extra: Record<string, (call: ApiCall) => Response | Promise<Response>> = {},
  configured = true,
) {
  return stubApi({
    'GET /api/password-manager/status': () =>
      answer(vaultStatusResponseSchema, { success: true, configured }),
    'GET /api/password-manager': (call) =>
      keyOk(call)
        ? answer(credentialListResponseSchema, {
            success: true,
            data: rows,
            pagination: { page: 1, limit: 10, total: rows.length },
          })
        : keyInvalid(),
    ...Object.fromEntries(
      rows.map((row) => [
        `GET /api/password-manager/${row.id}/password`,
        (call: ApiCall) =>
          keyOk(call)
            ? answer(credentialPasswordResponseSchema, {
                success: true,
                data: { password: PASSWORDS[row.id] ?? 'Otra-Clave-77!' },
              })
            : keyInvalid(),
      ]),
    ),
    ...extra,
  });
}

export let currentPath = '';
function Where() {
  const { pathname } = useLocation();
  useEffect(() => {
    currentPath = pathname;
  });
  return null;
}

/** The page as reached from /shifts (so that 'Cancelar' has a page to go back to). */
export function showVault() {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/password-manager" element={<PasswordManagerPage />} />
        <Route path="/shifts" element={<h1>Turnos</h1>} />
      </Routes>
      <Where />
    </>,
    { route: ['/shifts', '/password-manager'] },
  );
}
