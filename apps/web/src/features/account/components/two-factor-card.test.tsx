import { messageResponseSchema } from '@app/contract/auth';
import {
  MFA_TEXTS,
  mfaStatusResponseSchema,
  totpConfirmResponseSchema,
  totpSetupResponseSchema,
  type MfaStatus,
} from '@app/contract/mfa';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, errorAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { TwoFactorCard } from './two-factor-card';

afterEach(() => vi.unstubAllGlobals());

const OFF: MfaStatus = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false };
const ON: MfaStatus = {
  enabled: true,
  enabledAt: '2026-11-20T10:00:00+01:00',
  recoveryCodesLeft: 8,
  required: false,
};
const status = (totp: MfaStatus) => () => answer(mfaStatusResponseSchema, { success: true, totp });

describe("'Verificación en dos pasos' of 'Mi cuenta'", () => {
  it('says since when it is on and how many recovery codes are left', async () => {
    stubApi({ 'GET /api/auth/mfa': status(ON) });
    renderWithProviders(<TwoFactorCard />);
    expect(await screen.findByText('Activada desde 20/11/2026')).toBeTruthy();
    expect(screen.getByText('Códigos de recuperación restantes: 8')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generar códigos nuevos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Desactivar' })).toBeTruthy();
  });

  it('offers no Desactivar when the role requires it, and says why', async () => {
    stubApi({ 'GET /api/auth/mfa': status({ ...ON, required: true }) });
    renderWithProviders(<TwoFactorCard />);
    expect(await screen.findByText(MFA_TEXTS.cannotDisableRequired)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Desactivar' })).toBeNull();
  });

  it("'Activar' shows the QR code and secret, confirms a code, then the recovery codes", async () => {
    let on = false;
    const api = stubApi({
      'GET /api/auth/mfa': () =>
        answer(mfaStatusResponseSchema, {
          success: true,
          totp: on ? { ...ON, recoveryCodesLeft: 10 } : OFF,
        }),
      'POST /api/auth/mfa/totp/setup': () =>
        answer(totpSetupResponseSchema, {
          success: true,
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Back%20Office:ana?secret=JBSWY3DPEHPK3PXP',
        }),
      'POST /api/auth/mfa/totp/confirm': (call) => {
        if ((call.body as { code: string }).code !== '123456')
          return errorAnswer(400, 'INVALID_CREDENTIALS', MFA_TEXTS.invalidCode);
        on = true;
        return answer(totpConfirmResponseSchema, {
          success: true,
          message: MFA_TEXTS.enabled,
          recoveryCodes: Array.from({ length: 10 }, (_, index) => `abcd-efgh-${index}${index}`),
        });
      },
    });
    renderWithProviders(<TwoFactorCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Activar' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Activar la verificación en dos pasos',
    });
    expect(await within(dialog).findByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(
      await within(dialog).findByAltText('Código QR para tu app de autenticación'),
    ).toBeTruthy();

    const code = within(dialog).getByLabelText(/Código de 6 dígitos/);
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activar' }));
    expect(await within(dialog).findByText(MFA_TEXTS.invalidCode)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Código de 6 dígitos/), {
      target: { value: '123456' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activar' }));
    const list = await within(dialog).findByRole('list', { name: 'Tus códigos de recuperación' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(api.of('POST', '/api/auth/mfa/totp/confirm').map((call) => call.body)).toEqual([
      { code: '000000' },
      { code: '123456' },
    ]);
    const done = within(dialog).getByRole('button', { name: 'Listo' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('He guardado mis códigos'));
    fireEvent.click(done);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Códigos de recuperación restantes: 10')).toBeTruthy();
  });

  it("'Desactivar' sends the password and the code", async () => {
    let on = true;
    const api = stubApi({
      'GET /api/auth/mfa': () =>
        answer(mfaStatusResponseSchema, { success: true, totp: on ? ON : OFF }),
      'DELETE /api/auth/mfa/totp': () => {
        on = false;
        return answer(messageResponseSchema, { success: true, message: MFA_TEXTS.disabled });
      },
    });
    renderWithProviders(<TwoFactorCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Desactivar la verificación en dos pasos',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(within(dialog).getAllByText('Requerido').length).toBeGreaterThan(0);
    fireEvent.change(within(dialog).getByLabelText(/Contraseña/), {
      target: { value: 'Clave-Segura-77' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Código de 6 dígitos o de recuperación/), {
      target: { value: 'abcd-efgh-ij' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.of('DELETE', '/api/auth/mfa/totp')[0]?.body).toEqual({
      password: 'Clave-Segura-77',
      code: 'abcd-efgh-ij',
    });
    expect(await screen.findByRole('button', { name: 'Activar' })).toBeTruthy();
  });
});
