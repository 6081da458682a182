import { RECOVERY_CODE_COUNT } from '@app/contract/mfa';

/** The Spanish texts of the second factor's shared pieces: QR code, secret, recovery codes. */
export const securityMessages = {
  qrLabel: 'Código QR para tu app de autenticación',
  qrLoading: 'Generando el código QR',
  qrFailed: 'No se pudo dibujar el código QR. Escribe la clave a mano en tu app.',
  scanIntro:
    'Escanea este código QR con tu app de autenticación (Google Authenticator, Microsoft Authenticator, 1Password, Bitwarden…).',
  secretLabel: 'Clave para escribirla a mano',
  secretHint:
    'Si no puedes escanear el código, escribe esta clave en la app (tipo: basada en tiempo).',
  copySecret: 'Copiar clave',
  secretCopied: 'Clave copiada al portapapeles',
  codeLabel: 'Código de 6 dígitos',
  codeHint: 'El código que muestra tu app de autenticación; cambia cada 30 segundos.',
  recoveryTitle: 'Códigos de recuperación',
  recoveryIntro: `Guarda estos ${RECOVERY_CODE_COUNT} códigos en un lugar seguro. Cada uno sirve una sola vez para entrar si pierdes tu teléfono. No volverán a mostrarse.`,
  recoveryListLabel: 'Tus códigos de recuperación',
  copyCodes: 'Copiar',
  copyCodesLabel: 'Copiar los códigos de recuperación',
  codesCopied: 'Códigos copiados al portapapeles',
  downloadCodes: 'Descargar',
  codesDownloaded: 'Códigos descargados',
  savedCheck: 'He guardado mis códigos',
  continue: 'Continuar',
  fileName: 'codigos-recuperacion-back-office.txt',
  fileHeader: (email: string | undefined) =>
    [
      'Back Office: códigos de recuperación de la verificación en dos pasos',
      email ? `Cuenta: ${email}` : null,
      'Cada código sirve una sola vez.',
    ]
      .filter((line) => line !== null)
      .join('\n'),
};
