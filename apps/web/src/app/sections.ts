import { ROLES, type Role } from '@app/contract/common';
import {
  Building,
  CalendarDays,
  Clock,
  FileChartColumn,
  FileText,
  House,
  KeyRound,
  Link,
  Mail,
  Receipt,
  Repeat,
  Tags,
  TrendingUp,
  Truck,
  Users,
  type LucideIcon,
} from 'lucide-react';

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
  | '/areas'
  | '/suppliers'
  | '/categories'
  | '/users';

export type Section = {
  path: SectionPath;
  /** The label in the side navigation. */
  label: string;
  /** The page's title. */
  title: string;
  /** One line for the home page card. */
  description: string;
  icon: LucideIcon;
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
    icon: House,
    roles: ['admin', 'office'],
  },
  '/expenses': {
    path: '/expenses',
    label: 'Gastos',
    title: 'Egresos',
    description: 'Registro de gastos con filtros por fecha, categoría, área y proveedor.',
    icon: Receipt,
    roles: ADMIN,
  },
  '/expenses-recurrent': {
    path: '/expenses-recurrent',
    label: 'Gastos Recurrentes',
    title: 'Egresos Recurrentes',
    description: 'Gastos que se generan solos cada mes.',
    icon: Repeat,
    roles: ADMIN,
  },
  '/expenses-report': {
    path: '/expenses-report',
    label: 'Reporte de Gastos',
    title: 'Reporte de Gastos',
    description: 'Totales y desgloses por categoría y área, con PDF.',
    icon: FileChartColumn,
    roles: ADMIN,
  },
  '/incomes': {
    path: '/incomes',
    label: 'Ingresos',
    title: 'Ingresos',
    description: 'Registro de ingresos por área y forma de pago.',
    icon: TrendingUp,
    roles: ADMIN,
  },
  '/email-manager': {
    path: '/email-manager',
    label: 'Correos',
    title: 'Gestor de correos',
    description: 'Cuentas de correo de la empresa, compartibles.',
    icon: Mail,
    roles: EVERYONE,
  },
  '/links-manager': {
    path: '/links-manager',
    label: 'Links',
    title: 'Gestor de links',
    description: 'Enlaces útiles, con subcategorías.',
    icon: Link,
    roles: EVERYONE,
  },
  '/templates-manager': {
    path: '/templates-manager',
    label: 'Plantillas',
    title: 'Gestor de plantillas',
    description: 'Textos reutilizables, listos para copiar.',
    icon: FileText,
    roles: EVERYONE,
  },
  '/password-manager': {
    path: '/password-manager',
    label: 'Gestor de Credenciales',
    title: 'Gestor de credenciales',
    description: 'Credenciales cifradas, protegidas con la contraseña de seguridad.',
    icon: KeyRound,
    roles: EVERYONE,
  },
  '/shifts': {
    path: '/shifts',
    label: 'Turnos',
    title: 'Gestión de Turnos',
    description: 'Calendario de turnos por día, semana y mes.',
    icon: CalendarDays,
    roles: EVERYONE,
  },
  '/punches': {
    path: '/punches',
    label: 'Punches',
    title: 'Gestión de Punches',
    description: 'Entradas, salidas, breaks y análisis de horas.',
    icon: Clock,
    roles: EVERYONE,
  },
  '/areas': {
    path: '/areas',
    label: 'Áreas',
    title: 'Áreas',
    description: 'Departamentos de la empresa.',
    icon: Building,
    roles: ADMIN,
  },
  '/suppliers': {
    path: '/suppliers',
    label: 'Proveedores',
    title: 'Proveedores',
    description: 'Proveedores a los que se pagan los gastos.',
    icon: Truck,
    roles: ADMIN,
  },
  '/categories': {
    path: '/categories',
    label: 'Categorías',
    title: 'Categorías',
    description: 'Clasificación de los gastos.',
    icon: Tags,
    roles: ADMIN,
  },
  '/users': {
    path: '/users',
    label: 'Usuarios',
    title: 'Usuarios',
    description: 'Cuentas, roles y accesos.',
    icon: Users,
    roles: ADMIN,
  },
};

export function canOpen(role: Role, path: SectionPath): boolean {
  return SECTIONS[path].roles.includes(role);
}
