import { ROLES, type Role } from '@app/contract/common';

export type SectionPath =
  | '/dashboard'
  | '/expenses'
  | '/expenses-recurrent'
  | '/expenses-report'
  | '/incomes'
  | '/email-manager'
  | '/links-manager'
  | '/templates-manager'
  | '/password-manager'
  | '/shifts'
  | '/punches'
  | '/absences'
  | '/areas'
  | '/suppliers'
  | '/categories'
  | '/users'
  | '/holidays'
  | '/audit'
  | '/account';

export type Section = {
  path: SectionPath;
  /** The label in the side navigation. */
  label: string;
  /** The page's title. */
  title: string;
  /** One line for the home page card. */
  description: string;
  roles: readonly Role[];
};

const EVERYONE = ROLES;
const ADMIN: readonly Role[] = ['admin'];

/** Every page of the authenticated area and who may open it (SPEC §2 as settled by DECISIONS §3). */
export const SECTIONS: Record<SectionPath, Section> = {
  '/dashboard': {
    path: '/dashboard',
    label: 'Inicio',
    title: 'Inicio',
    description: 'Accesos a las secciones disponibles.',
    roles: ['admin', 'office'],
  },
  '/expenses': {
    path: '/expenses',
    label: 'Gastos',
    title: 'Egresos',
    description: 'Registro de gastos con filtros por fecha, categoría, área y proveedor.',
    roles: ADMIN,
  },
  '/expenses-recurrent': {
    path: '/expenses-recurrent',
    label: 'Gastos Recurrentes',
    title: 'Egresos Recurrentes',
    description: 'Gastos que se generan solos cada mes.',
    roles: ADMIN,
  },
  '/expenses-report': {
    path: '/expenses-report',
    label: 'Reporte de Gastos',
    title: 'Reporte de Gastos',
    description: 'Totales y desgloses por categoría y área, con PDF.',
    roles: ADMIN,
  },
  '/incomes': {
    path: '/incomes',
    label: 'Ingresos',
    title: 'Ingresos',
    description: 'Registro de ingresos por área y forma de pago.',
    roles: ADMIN,
  },
  '/email-manager': {
    path: '/email-manager',
    label: 'Correos',
    title: 'Gestor de correos',
    description: 'Cuentas de correo de la empresa, compartibles.',
    roles: EVERYONE,
  },
  '/links-manager': {
    path: '/links-manager',
    label: 'Links',
    title: 'Gestor de links',
    description: 'Enlaces útiles, con subcategorías.',
    roles: EVERYONE,
  },
  '/templates-manager': {
    path: '/templates-manager',
    label: 'Plantillas',
    title: 'Gestor de plantillas',
    description: 'Textos reutilizables, listos para copiar.',
    roles: EVERYONE,
  },
  '/password-manager': {
    path: '/password-manager',
    label: 'Gestor de Credenciales',
    title: 'Gestor de credenciales',
    description: 'Credenciales cifradas, protegidas con la contraseña de seguridad.',
    roles: EVERYONE,
  },
  '/shifts': {
    path: '/shifts',
    label: 'Turnos',
    title: 'Gestión de Turnos',
    description: 'Calendario de turnos por día, semana y mes.',
    roles: EVERYONE,
  },
  '/punches': {
    path: '/punches',
    label: 'Punches',
    title: 'Gestión de Punches',
    description: 'Entradas, salidas, breaks y análisis de horas.',
    roles: EVERYONE,
  },
  '/absences': {
    path: '/absences',
    label: 'Ausencias',
    title: 'Ausencias',
    description: 'Vacaciones, bajas y permisos: solicitudes, aprobaciones y quién falta.',
    roles: EVERYONE,
  },
  '/areas': {
    path: '/areas',
    label: 'Áreas',
    title: 'Áreas',
    description: 'Departamentos de la empresa.',
    roles: ADMIN,
  },
  '/suppliers': {
    path: '/suppliers',
    label: 'Proveedores',
    title: 'Proveedores',
    description: 'Proveedores a los que se pagan los gastos.',
    roles: ADMIN,
  },
  '/categories': {
    path: '/categories',
    label: 'Categorías',
    title: 'Categorías',
    description: 'Clasificación de los gastos.',
    roles: ADMIN,
  },
  '/users': {
    path: '/users',
    label: 'Usuarios',
    title: 'Usuarios',
    description: 'Cuentas, roles y accesos.',
    roles: ADMIN,
  },
  '/holidays': {
    path: '/holidays',
    label: 'Festivos',
    title: 'Festivos',
    description: 'Los días festivos de la empresa, año por año.',
    roles: ADMIN,
  },
  '/audit': {
    path: '/audit',
    label: 'Auditoría',
    title: 'Auditoría',
    description:
      'Quién hizo qué y cuándo: inicios de sesión, cambios de usuarios, credenciales y copias.',
    roles: ADMIN,
  },
  // Not in the navigation's list: reached from the user's entry of the side navigation.
  '/account': {
    path: '/account',
    label: 'Mi cuenta',
    title: 'Mi cuenta',
    description: 'Tu nombre, tu contraseña, la verificación en dos pasos y tus sesiones.',
    roles: EVERYONE,
  },
};

export function canOpen(role: Role, path: SectionPath): boolean {
  return SECTIONS[path].roles.includes(role);
}
