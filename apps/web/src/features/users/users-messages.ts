import { AUTH_TEXTS } from '@app/contract/auth';
import { SESSION_TEXTS } from '@app/contract/sessions';
import { USERS_TEXTS } from '@app/contract/users';

/** Every Spanish text of the Usuarios screen (SPEC §8); what the server says comes from the contract. */
export const userMessages = {
  title: 'Usuarios',
  subtitle: 'Personas con acceso al sistema y su rol.',
  createLabel: 'Nuevo usuario',
  tableLabel: 'Lista de usuarios',
  createTitle: 'Nuevo usuario',
  editTitle: 'Editar usuario',
  deactivateTitle: 'Desactivar usuario',
  deactivateAction: 'Desactivar',
  created: AUTH_TEXTS.userCreated,
  createdDetail: (email: string) => `Se envió a ${email} un enlace para establecer su contraseña.`,
  updated: USERS_TEXTS.updated,
  deactivated: USERS_TEXTS.deleted,
  loadError: 'Error al obtener los usuarios',
  createError: 'Error al crear el usuario',
  updateError: 'Error al actualizar el usuario',
  deactivateError: 'Error al desactivar el usuario',
  reactivateAction: 'Reactivar',
  reactivated: USERS_TEXTS.reactivated,
  reactivateError: 'Error al reactivar el usuario',
  resendAction: 'Reenviar invitación',
  resent: USERS_TEXTS.invited,
  resendError: 'Error al reenviar la invitación',
  emailLocked: 'El email no se puede modificar.',
  you: 'Tú',
  endSessionsAction: 'Cerrar sesiones',
  endSessionsTitle: 'Cerrar sesiones',
  endSessionsBody:
    'Tendrá que volver a iniciar sesión en cada dispositivo. Su cuenta sigue activa.',
  sessionsEnded: SESSION_TEXTS.userSessionsEnded,
  endSessionsError: 'Error al cerrar las sesiones',
  secondFactorHeader: 'Dos pasos',
  secondFactorOn: 'Activada',
  resetAction: 'Quitar verificación en dos pasos',
  resetTitle: 'Quitar verificación en dos pasos',
  resetConfirm: 'Quitar',
  resetBody:
    'Hazlo si perdió su teléfono y sus códigos de recuperación. Entrará con su contraseña y, si su rol lo exige, configurará un nuevo código al iniciar sesión.',
  secondFactorReset: USERS_TEXTS.secondFactorReset,
  resetError: 'Error al quitar la verificación en dos pasos',
};

export const USER_STATUS = {
  active: 'Activo',
  pending: 'Pendiente de verificación',
  inactive: 'Desactivado',
} as const;
