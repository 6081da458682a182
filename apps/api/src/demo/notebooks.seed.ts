import { notebookShares, subCategories } from '../db/schema/index';
import { insertNotebookItem } from '../features/notebooks/notebooks.queries';
import { DEMO_COMPANY, DEMO_DOMAIN } from './company';
import type { SeedStep } from './seed-context';

/**
 * The shared managers (issue 13): a few sub-categories per manager and, between the demo users, a
 * handful of shared and private mailboxes (passwords sealed as the API seals them), links and
 * templates with `{{…}}` placeholders. Each item names its owner and recipients by e-mail's local
 * part; the dates spread over the last weeks so that the date filters find something.
 */

type Feature = 'email' | 'link' | 'template';

const SUB_CATEGORIES: Record<Feature, string[]> = {
  email: ['Atención al cliente', 'Administración', 'Interno'],
  link: ['Bancos', 'Administración pública', 'Herramientas'],
  template: ['Clientes', 'Recursos humanos', 'Proveedores'],
};

type Item = {
  type: Feature;
  owner: string;
  sharedWith: string[];
  title: string;
  subCategory?: string;
  daysAgo: number;
  email?: string;
  password?: string;
  link?: string;
  description?: string;
  text?: string;
};

const mailbox = (local: string) => `${local}@${DEMO_DOMAIN}`;

const ITEMS: Item[] = [
  {
    type: 'email',
    owner: 'javier.morales',
    sharedWith: ['lucia.fernandez', 'carlos.navarro', 'elena.castro'],
    title: 'Atención al cliente',
    subCategory: 'Atención al cliente',
    daysAgo: 40,
    email: mailbox('clientes'),
    password: 'Turia-Clientes-2026!',
  },
  {
    type: 'email',
    owner: 'marta.ruiz',
    sharedWith: ['javier.morales', 'lucia.fernandez'],
    title: 'Facturación',
    subCategory: 'Administración',
    daysAgo: 33,
    email: mailbox('facturacion'),
    password: 'Albufera#Facturas88',
  },
  {
    type: 'email',
    owner: 'lucia.fernandez',
    sharedWith: ['sergio.romero'],
    title: 'Pedidos a proveedores',
    daysAgo: 21,
    email: mailbox('pedidos'),
    password: 'Pedidos-Ruzafa-417',
  },
  {
    type: 'email',
    owner: 'marta.ruiz',
    sharedWith: [],
    title: 'Recursos humanos',
    subCategory: 'Interno',
    daysAgo: 12,
    email: mailbox('rrhh'),
    password: 'Personal.Levante.2026',
  },
  {
    type: 'email',
    owner: 'carlos.navarro',
    sharedWith: [],
    title: 'Almacén',
    daysAgo: 3,
    email: mailbox('almacen'),
    password: 'Almacen-Paterna-55',
  },
  {
    type: 'link',
    owner: 'marta.ruiz',
    sharedWith: ['javier.morales', 'lucia.fernandez'],
    title: 'Banca en línea',
    subCategory: 'Bancos',
    daysAgo: 45,
    link: 'https://empresas.bancolevante.example',
    description: 'Cuenta corriente y remesas de recibos',
  },
  {
    type: 'link',
    owner: 'javier.morales',
    sharedWith: ['marta.ruiz', 'lucia.fernandez'],
    title: 'Sede electrónica de la Agencia Tributaria',
    subCategory: 'Administración pública',
    daysAgo: 30,
    link: 'https://sede.agenciatributaria.gob.es',
    description: 'Modelos trimestrales y certificados',
  },
  {
    type: 'link',
    owner: 'lucia.fernandez',
    sharedWith: ['marta.ruiz'],
    title: 'Seguridad Social (Sistema RED)',
    subCategory: 'Administración pública',
    daysAgo: 18,
    link: 'https://portal.seg-social.gob.es',
    description: 'Altas, bajas y cotizaciones',
  },
  {
    type: 'link',
    owner: 'javier.morales',
    sharedWith: [],
    title: 'Soporte de NubeSoft',
    subCategory: 'Herramientas',
    daysAgo: 9,
    link: 'https://soporte.nubesoft.example',
    description: 'Incidencias del programa de gestión',
  },
  {
    type: 'link',
    owner: 'carlos.navarro',
    sharedWith: ['elena.castro', 'sergio.romero'],
    title: 'Manual del almacén',
    daysAgo: 2,
    link: 'https://intranet.levante.example/almacen/manual',
    description: '',
  },
  {
    type: 'template',
    owner: 'javier.morales',
    sharedWith: ['lucia.fernandez', 'marta.ruiz'],
    title: 'Respuesta a presupuesto',
    subCategory: 'Clientes',
    daysAgo: 38,
    description: 'Envío del presupuesto solicitado',
    text:
      'Hola {{nombre}},\n\nGracias por contactar con ' +
      DEMO_COMPANY +
      '. Le adjuntamos el presupuesto {{numero}}, válido hasta el {{fecha}}.\n\n' +
      'Quedamos a su disposición para cualquier duda.\n\nUn saludo,\nJavier Morales',
  },
  {
    type: 'template',
    owner: 'lucia.fernandez',
    sharedWith: ['javier.morales'],
    title: 'Confirmación de pedido',
    subCategory: 'Proveedores',
    daysAgo: 25,
    description: 'Confirmar un pedido a un proveedor',
    text:
      'Buenos días, {{nombre}}:\n\nConfirmamos el pedido {{pedido}} con entrega el {{fecha}} ' +
      'en nuestro almacén de Paterna.\n\nGracias,\nLucía Fernández',
  },
  {
    type: 'template',
    owner: 'marta.ruiz',
    sharedWith: [
      'carlos.navarro',
      'elena.castro',
      'sergio.romero',
      'paula.jimenez',
      'daniel.torres',
      'carmen.delgado',
      'alberto.sanz',
      'nuria.vazquez',
    ],
    title: 'Recordatorio de turno',
    subCategory: 'Recursos humanos',
    daysAgo: 14,
    description: 'Aviso de turno a un compañero',
    text: 'Hola {{nombre}}, te recordamos tu turno del {{fecha}} de {{inicio}} a {{fin}}. ¡Gracias!',
  },
  {
    type: 'template',
    owner: 'marta.ruiz',
    sharedWith: [],
    title: 'Bienvenida a un nuevo empleado',
    subCategory: 'Recursos humanos',
    daysAgo: 7,
    description: 'Primer correo a quien se incorpora',
    text:
      'Hola {{nombre}},\n\n¡Bienvenido a ' +
      DEMO_COMPANY +
      '! Tu primer día es el {{fecha}}; te esperamos a las 09:00 en la oficina de Colón.',
  },
  {
    type: 'template',
    owner: 'elena.castro',
    sharedWith: [],
    title: 'Aviso de ausencia',
    daysAgo: 1,
    description: 'Respuesta automática de vacaciones',
    text: 'Estaré fuera hasta el {{fecha}}. Para asuntos urgentes, escribe a {{contacto}}.',
  },
];

export const notebooksSeed: SeedStep = {
  name: 'correos, links y plantillas',
  async run(tx, context) {
    const keyring = context.notebookKeyring;
    const userId = (local: string) => {
      const found = context.users.find((user) => user.email === mailbox(local));
      if (!found) throw new Error(`demo user ${local} missing`);
      return found.id;
    };
    const admin = context.users.find((user) => user.role === 'admin')!.id;
    const subIds = new Map<string, number>();
    for (const [feature, values] of Object.entries(SUB_CATEGORIES)) {
      const rows = await tx
        .insert(subCategories)
        .values(values.map((value) => ({ feature, value, createdBy: admin })))
        .returning({ id: subCategories.id, value: subCategories.value });
      for (const row of rows) subIds.set(`${feature}:${row.value}`, row.id);
    }
    // Oldest first, so that ids grow with the dates as they would have.
    const ordered = [...ITEMS].sort((a, b) => b.daysAgo - a.daysAgo);
    for (const item of ordered) {
      // Without the app's keyring (a seed run outside the app) the mailboxes are left out.
      if (item.type === 'email' && !keyring) continue;
      const createdAt = new Date(context.now.getTime() - item.daysAgo * 86_400_000);
      const id = await insertNotebookItem(tx, keyring, {
        type: item.type,
        ownerId: userId(item.owner),
        title: item.title,
        subCategoryId: item.subCategory
          ? (subIds.get(`${item.type}:${item.subCategory}`) ?? null)
          : null,
        description: item.description ?? '',
        email: item.email ?? null,
        password: item.password,
        link: item.link ?? null,
        text: item.text ?? null,
        createdAt,
      });
      if (item.sharedWith.length > 0) {
        await tx
          .insert(notebookShares)
          .values(
            item.sharedWith.map((local) => ({
              notebookId: id,
              userId: userId(local),
              sharedAt: createdAt,
            })),
          );
      }
    }
  },
};
