import { ACCOUNT_TEXTS } from '@app/contract/auth';
import { NOTIFICATION_TEXTS } from '@app/contract/notifications';

/** Every Spanish text of 'Mi cuenta' (the signed-in user's own name and password). */
export const accountMessages = {
  title: 'Mi cuenta',
  subtitle: 'Tu nombre, tu contraseña y tus avisos. El email y el rol los cambia un administrador.',
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
  notificationsSection: 'Notificaciones',
  notificationsIntro:
    'Los avisos del registro de jornada (salidas sin registrar, correcciones) llegan siempre a la campana. También pueden llegarte por correo.',
  emailNotifications: 'Recibir notificaciones por correo',
  preferencesSaved: NOTIFICATION_TEXTS.preferencesSaved,
  preferencesError: 'No se pudo guardar la preferencia',
  preferencesLoadError: 'Error al obtener tus preferencias',
  loadingPreferences: 'Cargando preferencias',
};
