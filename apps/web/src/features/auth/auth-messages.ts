import { AUTH_TEXTS } from '@app/contract/auth';
import { COMMON_TEXTS } from '@app/contract/common';

const SERVER_ERROR = 'Error del servidor';

/** Every Spanish text of the sign-in, forgot-password and set-password screens (SPEC §2, §5, §8). */
export const authMessages = {
  /** After the server refused the stored session: it expired, or was ended elsewhere or by an admin. */
  sessionEnded:
    'Tu sesión terminó: caducó o se cerró desde otro dispositivo. Inicia sesión de nuevo.',
  loginTitle: 'Iniciar sesión',
  loginSubtitle: 'Ingresa con tu email y contraseña.',
  loginSubmit: 'Ingresar',
  loginBusy: 'Ingresando...',
  loginError: SERVER_ERROR,
  mfaTitle: 'Verificación en dos pasos',
  enrolTitle: 'Activa la verificación en dos pasos',
  mfaLoading: 'Cargando la verificación en dos pasos',
  forgotLink: '¿Olvidaste tu contraseña?',
  forgotTitle: 'Recuperar Contraseña',
  forgotIntro: 'Te enviaremos un enlace para crear una nueva contraseña.',
  forgotSubmit: 'Enviar enlace',
  forgotBusy: 'Enviando...',
  forgotEmpty: 'Por favor ingresa tu email',
  forgotInvalid: COMMON_TEXTS.invalidEmail,
  forgotSent: AUTH_TEXTS.resetSent,
  forgotSentDetail: (email: string) => `¡Enlace de recuperación enviado! Revisa tu email ${email}`,
  forgotError: 'Error al enviar el enlace de recuperación',
  verifyTitle: 'Verificar cuenta',
  verifyIntro: 'Elige la contraseña con la que ingresarás al sistema.',
  verifySubmit: 'Establecer contraseña',
  verifyDone: AUTH_TEXTS.passwordSet,
  checkingLink: 'Comprobando el enlace',
  firstAdminIntro:
    'Este enlace de un solo uso configura la cuenta del primer administrador, con acceso a todo el sistema.',
  firstAdminAccount: 'Cuenta: primer administrador',
  firstAdminHint:
    'Indica el nombre y el email de quien administrará el sistema; ingresará con ese email y esta contraseña.',
  adminName: 'Nombre del administrador',
  adminEmail: 'Email del administrador',
  resetTitle: 'Recuperar contraseña',
  resetIntro: 'Elige una nueva contraseña para tu cuenta.',
  resetSubmit: 'Restablecer',
  resetDone: AUTH_TEXTS.passwordReset,
  passwordBusy: 'Guardando...',
  passwordError: SERVER_ERROR,
  passwordsDiffer: 'Las contraseñas no coinciden',
  newPassword: 'Nueva contraseña',
  confirmPassword: 'Confirmar contraseña',
  missingToken: 'El enlace no es válido o está incompleto. Solicita uno nuevo.',
  backToLogin: 'Volver a iniciar sesión',
  logoutError: 'No se pudo cerrar la sesión en el servidor; se cerró en este navegador.',
};
