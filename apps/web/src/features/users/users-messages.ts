/** Every Spanish text of the Usuarios screen (SPEC §8). */
export const userMessages = {
  title: 'Usuarios',
  subtitle: 'Personas con acceso al sistema y su rol.',
  createLabel: 'Nuevo usuario',
  tableLabel: 'Lista de usuarios',
  createTitle: 'Nuevo usuario',
  editTitle: 'Editar usuario',
  deactivateTitle: 'Desactivar usuario',
  deactivateAction: 'Desactivar',
  created: 'Usuario creado correctamente',
  createdDetail: (email: string) => `Se envió a ${email} un enlace para establecer su contraseña.`,
  updated: 'Usuario actualizado correctamente',
  deactivated: 'Usuario desactivado correctamente',
  loadError: 'Error al obtener los usuarios',
  createError: 'Error al crear el usuario',
  updateError: 'Error al actualizar el usuario',
  deactivateError: 'Error al desactivar el usuario',
  reactivateAction: 'Reactivar',
  reactivated: 'Usuario reactivado correctamente',
  reactivateError: 'Error al reactivar el usuario',
  resendAction: 'Reenviar invitación',
  resent: 'Invitación reenviada correctamente',
  resendError: 'Error al reenviar la invitación',
  emailLocked: 'El email no se puede modificar.',
  you: 'Tú',
};

export const USER_STATUS = {
  active: 'Activo',
  pending: 'Pendiente de verificación',
  inactive: 'Desactivado',
} as const;
