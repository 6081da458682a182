import { PASSKEY_TEXTS } from '@app/contract/passkeys';

/** The Spanish texts of 'Llaves de acceso' in 'Mi cuenta' (DECISIONS §12). */
export const passkeyMessages = {
  title: 'Llaves de acceso',
  intro:
    'Entra sin contraseña con la huella, la cara o el PIN de tu dispositivo, o con una llave de seguridad.',
  loading: 'Cargando las llaves de acceso',
  loadError: 'No se pudieron cargar las llaves de acceso',
  retry: 'Reintentar',
  empty: 'Aún no tienes llaves de acceso.',
  unsupported:
    'Este navegador no admite llaves de acceso. Usa un navegador actual para añadir una.',
  add: 'Añadir llave de acceso',
  adding: 'Añadiendo...',
  added: PASSKEY_TEXTS.registered,
  addError: 'No se pudo añadir la llave de acceso',
  cancelled: 'Se canceló: no se añadió ninguna llave de acceso.',
  alreadyOnDevice: PASSKEY_TEXTS.alreadyRegistered,
  createdOn: (date: string) => `Añadida el ${date}`,
  lastUsed: (date: string) => `Último uso: ${date}`,
  neverUsed: 'Sin usar todavía',
  rename: 'Renombrar',
  renameLabel: (name: string) => `Renombrar ${name}`,
  renameTitle: 'Renombrar llave de acceso',
  nameLabel: 'Nombre',
  renamed: PASSKEY_TEXTS.renamed,
  renameError: 'No se pudo renombrar la llave de acceso',
  remove: 'Eliminar',
  removeLabel: (name: string) => `Eliminar ${name}`,
  removeTitle: 'Eliminar llave de acceso',
  removeBody: (name: string) =>
    `«${name}» dejará de servir para entrar en Back Office. Si la usas en este dispositivo, bórrala también de él.`,
  removing: 'Eliminando...',
  removed: PASSKEY_TEXTS.removed,
  removeError: 'No se pudo eliminar la llave de acceso',
} as const;
