import type { EmailItem, LinkItem, TemplateItem } from '@app/contract/notebooks';
import type { SubCategory } from '@app/contract/sub-categories';
import { saveSession } from '../lib/session';

/** Test data of the managers, as the API answers (test code only). */

const base = {
  subCategoryId: null,
  subCategory: null,
  userId: 7,
  owner: { id: 7, name: 'Marta Usuaria' },
  isOwner: true,
  sharedWith: [],
  sharedWithUsers: [],
  createdAt: '2026-11-20T10:00:00+01:00',
  updatedAt: '2026-11-20T10:00:00+01:00',
};

export const makeEmail = (over: Partial<EmailItem> = {}): EmailItem => ({
  ...base,
  id: 1,
  type: 'email',
  title: 'Soporte',
  email: 'soporte@empresa.test',
  ...over,
});

export const makeLink = (over: Partial<LinkItem> = {}): LinkItem => ({
  ...base,
  id: 2,
  type: 'link',
  title: 'Intranet',
  link: 'https://intranet.empresa.test/inicio',
  description: 'Portal interno',
  ...over,
});

export const makeTemplate = (over: Partial<TemplateItem> = {}): TemplateItem => ({
  ...base,
  id: 3,
  type: 'template',
  title: 'Bienvenida',
  description: 'Primer correo a un cliente',
  text: 'Hola {{nombre}}, gracias por tu pedido.',
  ...over,
});

export const makeSubCategory = (over: Partial<SubCategory> = {}): SubCategory => ({
  id: 5,
  value: 'Ventas',
  feature: 'email',
  createdBy: 7,
  canEdit: true,
  ...over,
});

/** Signs the test in as Marta (id 7, usuario). */
export const signInAsMarta = () =>
  saveSession('token-de-prueba', {
    id: 7,
    name: 'Marta Usuaria',
    email: 'marta@empresa.test',
    role: 'usuario',
    phone: '',
    active: true,
    verified: true,
  });
