import { MFA_TEXTS } from '@app/contract/mfa';

/** The Spanish texts of 'Verificación en dos pasos' in 'Mi cuenta' (DECISIONS §12). */
export const twoFactorMessages = {
  title: 'Verificación en dos pasos',
  intro:
    'Además de tu contraseña, al iniciar sesión se te pedirá un código de 6 dígitos de una app de autenticación de tu teléfono.',
  loading: 'Cargando la verificación en dos pasos',
  loadError: 'No se pudo cargar el estado de la verificación en dos pasos',
  off: 'Desactivada',
  on: 'Activada',
  onSince: (date: string) => `Activada desde ${date}`,
  codesLeft: (count: number) =>
    count === 1
      ? 'Te queda 1 código de recuperación'
      : `Códigos de recuperación restantes: ${count}`,
  codesLow: 'Te quedan pocos códigos de recuperación: genera códigos nuevos.',
  requiredNote: MFA_TEXTS.cannotDisableRequired,
  requiredOff: MFA_TEXTS.requiredForRole,
  enable: 'Activar',
  renew: 'Generar códigos nuevos',
  disable: 'Desactivar',
  enableTitle: 'Activar la verificación en dos pasos',
  setupLoading: 'Generando el código QR',
  setupError: 'No se pudo generar el código QR',
  confirm: 'Activar',
  confirming: 'Activando...',
  confirmError: 'No se pudo activar la verificación en dos pasos',
  done: 'Listo',
  renewTitle: 'Generar códigos de recuperación nuevos',
  renewIntro:
    'Los códigos anteriores dejarán de servir. Escribe el código de 6 dígitos de tu app para continuar.',
  renewSubmit: 'Generar',
  renewing: 'Generando...',
  renewError: 'No se pudieron generar los códigos',
  disableTitle: 'Desactivar la verificación en dos pasos',
  disableIntro:
    'Tu cuenta quedará protegida solo por la contraseña. Confirma con tu contraseña y un código de la app o de recuperación.',
  password: 'Contraseña',
  disableCode: 'Código de 6 dígitos o de recuperación',
  disableSubmit: 'Desactivar',
  disabling: 'Desactivando...',
  disableError: 'No se pudo desactivar la verificación en dos pasos',
  cancel: 'Cancelar',
  retry: 'Reintentar',
};
