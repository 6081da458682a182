import { NOTEBOOK_TEXTS, NOTEBOOK_TYPE_TEXTS, type NotebookType } from '@app/contract/notebooks';

/**
 * Every Spanish text of the three managers (SPEC §2, §6, §8). What differs by manager is in
 * `NOTEBOOK_MESSAGES[type]`; the server's texts (success toasts, SPEC §6) come from the contract.
 */
export const notebookMessages = {
  filtersLabel: 'Filtros',
  titleFilter: 'Buscar por nombre',
  titlePlaceholder: 'Nombre...',
  dateFrom: 'Fecha desde',
  dateTo: 'Fecha hasta',
  subCategory: 'Subcategoría',
  allSubCategories: 'Todas las subcategorías',
  scope: 'Mostrar',
  scopes: { all: 'Todos', mine: 'Míos', shared: 'Compartidos conmigo' },

  colSubCategory: 'Subcategoría',
  colCreatedAt: 'Fecha de creación',
  colSharing: 'Compartido',
  colActions: 'Acciones',
  noSubCategory: '-',
  onlyOwner: NOTEBOOK_TEXTS.onlyOwner,
  notShared: 'Solo tú',
  sharedWith: (names: string[]) => `Con ${names.join(', ')}`,
  sharedCount: (count: number) => (count === 1 ? '1 persona' : `${count} personas`),
  ownedBy: (name: string) => `De ${name}`,
  share: 'Compartir',

  passwordMask: '••••••••',
  passwordHidden: 'Contraseña oculta',
  revealPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  copyPassword: 'Copiar contraseña',
  passwordCopied: 'Contraseña copiada al portapapeles',
  secretError: 'Error al obtener la contraseña',
  secretLoading: 'Cargando contraseña',

  openLink: (title: string) => `Abrir ${title} en una pestaña nueva`,
  newTab: ' (se abre en una pestaña nueva)',
  copyLink: 'Copiar link',
  badUrl: NOTEBOOK_TEXTS.badUrl,

  reveals: {
    open: 'Ver accesos a la contraseña',
    title: 'Accesos a la contraseña',
    who: 'Usuario',
    when: 'Fecha',
    empty: 'Nadie ha visto la contraseña todavía',
    loading: 'Cargando accesos',
    loadError: 'Error al obtener los accesos',
  },

  showContent: 'Ver contenido',
  contentTitle: (title: string) => `Contenido: ${title}`,
  placeholdersLegend: 'Completa los campos de la plantilla',
  preview: 'Texto a copiar',
  copyContent: 'Copiar',
  copyContentLabel: 'Copiar contenido',
  close: 'Cerrar',

  fields: {
    emailTitle: 'Nombre',
    title: 'Título',
    email: 'Correo',
    password: 'Contraseña',
    link: 'Link',
    linkHint: 'Sin http:// o https:// se abrirá con https://',
    description: 'Descripción',
    descriptionOptional: 'Descripción (opcional)',
    text: 'Contenido',
    textHint: 'Usa {{nombre}} para un dato que se completa al copiar.',
    subCategory: 'Subcategoría (opcional)',
    noSubCategory: 'Sin subcategoría',
    newSubCategory: 'Nueva subcategoría',
    newSubCategoryPlaceholder: 'Nombre de la subcategoría',
    createSubCategory: 'Crear',
  },

  subCategories: {
    manage: 'Administrar subcategorías',
    title: 'Subcategorías',
    empty: 'No hay subcategorías todavía',
    readOnly: 'Solo quien creó una subcategoría o un administrador puede cambiarla.',
    rename: (value: string) => `Renombrar ${value}`,
    remove: (value: string) => `Eliminar ${value}`,
    newName: (value: string) => `Nuevo nombre de ${value}`,
    save: 'Guardar',
    cancel: 'Cancelar',
    deleteTitle: 'Eliminar subcategoría',
    deleteQuestion: (value: string) =>
      `¿Eliminar la subcategoría «${value}»? Los elementos que la usan quedarán sin subcategoría.`,
    loading: 'Cargando subcategorías',
  },

  sharePicker: {
    search: 'Buscar usuarios',
    searchLabel: 'Buscar usuarios',
    available: 'Disponibles',
    selected: 'Seleccionados',
    add: 'Agregar seleccionados',
    addAll: 'Agregar todos',
    remove: 'Quitar seleccionados',
    removeAll: 'Quitar todos',
    emptyAvailable: 'No hay usuarios disponibles',
    emptySelected: 'Sin compartir',
    loading: 'Cargando usuarios',
    hint: 'Doble clic o Enter para mover; Espacio para marcar varios. Quitar a alguien deja de compartirle el elemento.',
    count: (count: number) => (count === 1 ? '1 usuario' : `${count} usuarios`),
  },
  shareLegend: 'Compartir con',
  shareSubmit: 'Compartir',
  sharing: 'Compartiendo...',
  usersLoadError: 'Error al obtener los usuarios',
};

type ManagerMessages = {
  title: string;
  subtitle: string;
  createLabel: string;
  createTitle: string;
  editTitle: string;
  shareTitle: string;
  deleteTitle: string;
  deleteQuestion: string;
  caption: string;
  loading: string;
  empty: string;
  count: (total: number) => string;
  /** Names a row in its buttons ('Editar Soporte'). */
  noun: string;
  created: string;
  updated: string;
  deleted: string;
  shared: string;
  loadError: string;
  createError: string;
  updateError: string;
  deleteError: string;
  shareError: string;
};

const count = (one: string, many: string) => (total: number) =>
  total === 1 ? `1 ${one}` : `${total} ${many}`;

/** The texts that differ by manager (SPEC §2, §8). */
export const NOTEBOOK_MESSAGES: Record<NotebookType, ManagerMessages> = {
  email: {
    title: 'Gestor de correos',
    subtitle: 'Cuentas de correo de la empresa, compartidas con quien las necesita.',
    createLabel: 'Agregar correo',
    createTitle: 'Agregar correo',
    editTitle: 'Editar correo',
    shareTitle: 'Compartir Correo',
    deleteTitle: 'Eliminar correo',
    deleteQuestion: 'Estás seguro de eliminar este correo?',
    caption: 'Lista de correos',
    loading: 'Cargando correos...',
    empty: 'No hay correos para mostrar',
    count: count('correo', 'correos'),
    noun: 'correo',
    ...NOTEBOOK_TYPE_TEXTS.email,
    loadError: 'Error al obtener los correos',
    createError: 'Error al crear el correo',
    updateError: 'Error al actualizar el correo',
    deleteError: 'Error al eliminar el correo',
    shareError: 'Error al compartir el correo',
  },
  link: {
    title: 'Gestor de links',
    subtitle: 'Enlaces útiles del equipo, listos para abrir o copiar.',
    createLabel: 'Agregar link',
    createTitle: 'Agregar link',
    editTitle: 'Editar link',
    shareTitle: 'Compartir Link',
    deleteTitle: 'Eliminar link',
    deleteQuestion: 'Estás seguro de eliminar este link?',
    caption: 'Lista de links',
    loading: 'Cargando links...',
    empty: 'No hay links para mostrar',
    count: count('link', 'links'),
    noun: 'link',
    ...NOTEBOOK_TYPE_TEXTS.link,
    loadError: 'Error al obtener los links',
    createError: 'Error al crear el link',
    updateError: 'Error al actualizar el link',
    deleteError: 'Error al eliminar el link',
    shareError: 'Error al compartir el link',
  },
  template: {
    title: 'Gestor de plantillas',
    subtitle: 'Textos reutilizables, con datos que se completan al copiar.',
    createLabel: 'Agregar plantilla',
    createTitle: 'Agregar plantilla',
    editTitle: 'Editar plantilla',
    shareTitle: 'Compartir Plantilla',
    deleteTitle: 'Eliminar plantilla',
    deleteQuestion: 'Estás seguro de eliminar esta plantilla?',
    caption: 'Lista de plantillas',
    loading: 'Cargando plantillas...',
    empty: 'No hay plantillas para mostrar',
    count: count('plantilla', 'plantillas'),
    noun: 'plantilla',
    ...NOTEBOOK_TYPE_TEXTS.template,
    loadError: 'Error al obtener las plantillas',
    createError: 'Error al crear la plantilla',
    updateError: 'Error al actualizar la plantilla',
    deleteError: 'Error al eliminar la plantilla',
    shareError: 'Error al compartir la plantilla',
  },
};
