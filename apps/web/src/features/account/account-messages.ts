import { ACCOUNT_TEXTS } from '@app/contract/auth';

/** Every Spanish text of 'Mi cuenta' (the signed-in user's own name and password). */
export const accountMessages = {
  title: 'Mi cuenta',
  subtitle: 'Tu nombre y tu contraseña. El email y el rol los cambia un administrador.',
  nameSection: 'Datos personales',
  name: 'Nombre',
  email: 'Email',
  role: 'Rol',
  saveName: 'Guardar nombre',
  savingName: 'Guardando...',
  nameSaved: ACCOUNT_TEXTS.nameSaved,
  nameError: 'Error al actualizar el nombre',
  passwordSection: 'Cambiar contraseña',
  passwordIntro:
    'Escribe tu contraseña actual y la nueva. Las demás sesiones abiertas con tu cuenta se cerrarán; esta sigue abierta.',
  currentPassword: 'Contraseña actual',
  confirmPassword: 'Confirmar nueva contraseña',
  changePassword: 'Cambiar contraseña',
  changingPassword: 'Cambiando...',
  passwordChanged: ACCOUNT_TEXTS.passwordChanged,
  passwordError: 'Error del servidor',
};
