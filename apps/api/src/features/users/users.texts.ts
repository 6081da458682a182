export const USERS_TEXTS = {
  updated: 'Usuario actualizado correctamente',
  deleted: 'Usuario desactivado correctamente',
  reactivated: 'Usuario reactivado correctamente',
  notFound: 'Usuario no encontrado',
  lastAdmin: 'Debe quedar al menos un administrador activo',
  cannotDeactivateSelf: 'No puedes desactivar tu propia cuenta',
  invited: 'Invitación reenviada correctamente',
  alreadyVerified: 'El usuario ya estableció su contraseña',
  inactive: 'El usuario está desactivado',
  inviteFailed: 'No se pudo enviar el correo de verificación. Inténtalo de nuevo más tarde.',
} as const;
