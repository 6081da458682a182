import {
  MFA_TEXTS,
  sessionResponseSchema,
  signInResponseSchema,
  totpConfirmResponseSchema,
  totpSetupResponseSchema,
} from '@app/contract/mfa';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session';
import { answer, errorAnswer, stubApi } from '../../test/api-stub';
import { renderWithProviders } from '../../test/render';
import { LoginPage } from './login-page';

const USER = {
  id: 7,
  name: 'Ana Admin',
  email: 'ana@empresa.test',
  role: 'admin',
  phone: '',
  active: true,
  verified: true,
} as const;
const TICKET = 'ticket-of-the-second-step-0123456789';

afterEach(() => vi.unstubAllGlobals());

function signInWithPassword() {
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: USER.email } });
  fireEvent.change(screen.getByLabelText(/Contraseña/), { target: { value: 'Clave-Segura-77' } });
  fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('the sign-in of an account with a second factor', () => {
  it('asks the code after the password, says a refusal in the alert and signs in with the right code', async () => {
    let tries = 0;
    const api = stubApi({
      'POST /api/auth': () =>
        answer(signInResponseSchema, { success: true, mfaRequired: true, mfaToken: TICKET }),
      'POST /api/auth/mfa/verify': () =>
        ++tries === 1
          ? errorAnswer(400, 'INVALID_CREDENTIALS', MFA_TEXTS.invalidCode)
          : answer(sessionResponseSchema, { success: true, token: 'session-token', result: USER }),
    });
    renderWithProviders(<LoginPage />, { route: '/login' });
    signInWithPassword();

    expect(await screen.findByRole('heading', { name: 'Verificación en dos pasos' })).toBeTruthy();
    const code = await screen.findByLabelText(/Código de 6 dígitos/);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(document.activeElement).toBe(code);
    expect(getSession()).toBeNull();

    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Escribe el código de 6 dígitos')).toBeTruthy();
    expect(api.of('POST', '/api/auth/mfa/verify')).toHaveLength(0);

    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MFA_TEXTS.invalidCode);

    fireEvent.change(screen.getByLabelText(/Código de 6 dígitos/), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(getSession()?.token).toBe('session-token'));
    expect(api.of('POST', '/api/auth/mfa/verify').map((call) => call.body)).toEqual([
      { mfaToken: TICKET, code: '123456' },
      { mfaToken: TICKET, code: '654321' },
    ]);
  });

  it('takes a recovery code instead, and goes back to the password when the ticket expired', async () => {
    const api = stubApi({
      'POST /api/auth': () =>
        answer(signInResponseSchema, { success: true, mfaRequired: true, mfaToken: TICKET }),
      'POST /api/auth/mfa/verify': () =>
        errorAnswer(400, 'VALIDATION_ERROR', MFA_TEXTS.expiredTicket),
    });
    renderWithProviders(<LoginPage />, { route: '/login' });
    signInWithPassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Usar un código de recuperación' }));
    const recovery = screen.getByLabelText(/Código de recuperación/);
    expect(document.activeElement).toBe(recovery);
    fireEvent.change(recovery, { target: { value: 'abcd-efgh-ij' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));

    expect((await screen.findByRole('alert')).textContent).toBe(MFA_TEXTS.expiredTicket);
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Email/).value).toBe(USER.email);
    expect(api.of('POST', '/api/auth/mfa/verify')[0]?.body).toEqual({
      mfaToken: TICKET,
      recoveryCode: 'abcd-efgh-ij',
    });
  });

  it("'Volver' goes back to email and password", async () => {
    stubApi({
      'POST /api/auth': () =>
        answer(signInResponseSchema, { success: true, mfaRequired: true, mfaToken: TICKET }),
    });
    renderWithProviders(<LoginPage />, { route: '/login' });
    signInWithPassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Volver' }));
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the first sign-in of a role that must enrol', () => {
  it('enrols with the ticket as bearer, shows the recovery codes, and signs in only after they are saved', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `code-${index}-xyz`);
    const api = stubApi({
      'POST /api/auth': () =>
        answer(signInResponseSchema, {
          success: true,
          mfaEnrollmentRequired: true,
          mfaToken: TICKET,
        }),
      'POST /api/auth/mfa/totp/setup': () =>
        answer(totpSetupResponseSchema, {
          success: true,
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl:
            'otpauth://totp/Back%20Office:ana%40empresa.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Back%20Office',
        }),
      'POST /api/auth/mfa/totp/confirm': () =>
        answer(totpConfirmResponseSchema, {
          success: true,
          message: MFA_TEXTS.enabled,
          recoveryCodes: codes,
          token: 'session-token',
          result: USER,
        }),
    });
    renderWithProviders(<LoginPage />, { route: '/login' });
    signInWithPassword();

    expect(await screen.findByText(MFA_TEXTS.requiredForRole)).toBeTruthy();
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(await screen.findByAltText('Código QR para tu app de autenticación')).toBeTruthy();
    const setup = api.of('POST', '/api/auth/mfa/totp/setup');
    expect(setup).toHaveLength(1);
    expect(setup[0]?.headers.get('authorization')).toBe(`Bearer ${TICKET}`);

    fireEvent.change(screen.getByLabelText(/Código de 6 dígitos/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Activar' }));
    const list = await screen.findByRole('list', { name: 'Tus códigos de recuperación' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    const confirm = api.of('POST', '/api/auth/mfa/totp/confirm')[0];
    expect(confirm?.headers.get('authorization')).toBe(`Bearer ${TICKET}`);
    expect(confirm?.body).toEqual({ code: '123456' });
    expect(getSession()).toBeNull();

    const go = screen.getByRole('button', { name: 'Continuar' });
    expect((go as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('He guardado mis códigos'));
    fireEvent.click(go);
    expect(getSession()?.token).toBe('session-token');
  });
});
