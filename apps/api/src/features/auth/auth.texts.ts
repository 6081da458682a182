/** Spanish texts of the auth calls (SPEC §8). */
export const AUTH_TEXTS = {
  invalidCredentials: 'Email o contraseña incorrectos',
  tooManyLogins: 'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.',
  commonPassword: 'Esta contraseña es demasiado común',
  invalidLink: 'El enlace no es válido o ha expirado. Solicita uno nuevo.',
  passwordSet: 'Contraseña establecida correctamente. Puedes iniciar sesión.',
  passwordReset: 'Contraseña restablecida correctamente. Inicia sesión.',
  resetSent: 'Se ha enviado el enlace de recuperación a tu email',
  emailTaken: 'Ya existe un usuario con ese email',
  userCreated: 'Usuario creado correctamente',
  userCreatedMailFailed:
    'Usuario creado, pero no se pudo enviar el correo de verificación. Reenvía la invitación desde Usuarios.',
  loggedOut: 'Sesión cerrada correctamente',
  firstAdminFields: 'Indica el nombre y el email del administrador',
  linkOnlySetsPassword:
    'Este enlace solo establece la contraseña; el nombre y el email no cambian aquí',
} as const;
