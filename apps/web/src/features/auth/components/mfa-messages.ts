import { MFA_TEXTS } from '@app/contract/mfa';

/** The Spanish texts of the sign-in's second step (verify a code, or enrol because the role needs it). */
export const mfaMessages = {
  codeIntro: 'Escribe el código de 6 dígitos que muestra tu app de autenticación.',
  recoveryIntro:
    'Escribe uno de los códigos de recuperación que guardaste al activar la verificación. Cada código sirve una sola vez.',
  recoveryLabel: 'Código de recuperación',
  useRecovery: 'Usar un código de recuperación',
  useApp: 'Usar el código de la app',
  verify: 'Verificar',
  verifying: 'Verificando...',
  back: 'Volver',
  verifyError: 'No se pudo verificar el código',
  enrolIntro: MFA_TEXTS.requiredForRole,
  enrolSteps:
    'Instala una app de autenticación en tu teléfono, añade tu cuenta con el código QR y escribe el código que te muestre.',
  enrolLoading: 'Preparando la activación',
  enrolSetupError: 'No se pudo preparar la activación',
  activate: 'Activar',
  activating: 'Activando...',
  enrolConfirmError: 'No se pudo activar la verificación en dos pasos',
  enrolDone: MFA_TEXTS.enabled,
  enterApp: 'Continuar',
  retry: 'Reintentar',
};
