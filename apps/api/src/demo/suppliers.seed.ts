import { suppliers } from '../db/schema/index';
import type { SeedStep } from './seed-context';

/** Fictional suppliers around Valencia; their e-mail domains are reserved `.example` ones. */
const SUPPLIERS = [
  {
    name: 'Eléctrica del Turia S.A.',
    telephone: '+34 963 521 870',
    direction: 'Calle de Colón 42, 46004 Valencia',
    email: 'clientes@electricadelturia.example',
  },
  {
    name: 'Aguas de la Vega',
    telephone: '+34 961 340 215',
    direction: 'Avenida del Puerto 118, 46023 Valencia',
    email: 'facturacion@aguasdelavega.example',
  },
  {
    name: 'Inmuebles Albufera S.L.',
    telephone: '+34 963 774 102',
    direction: 'Gran Vía Marqués del Turia 27, 46005 Valencia',
    email: 'alquileres@inmueblesalbufera.example',
  },
  {
    name: 'Papelería Central Ruzafa',
    telephone: '+34 963 418 629',
    direction: 'Calle de Sueca 15, 46006 Valencia',
    email: 'pedidos@papeleriaruzafa.example',
  },
  {
    name: 'Transportes Hermanos Llorens S.L.',
    telephone: '+34 962 150 487',
    direction: 'Polígono Industrial Fuente del Jarro, calle 3 n.º 8, 46988 Paterna',
    email: 'trafico@transportesllorens.example',
  },
  {
    name: 'Gestoría Martínez y Asociados',
    telephone: '+34 963 926 354',
    direction: 'Calle del Pintor Sorolla 9, 46002 Valencia',
    email: 'despacho@gestoriamartinez.example',
  },
  {
    name: 'Limpiezas Brillante S.L.',
    telephone: '+34 961 587 930',
    direction: 'Calle de San Vicente Mártir 201, 46007 Valencia',
    email: 'contacto@limpiezasbrillante.example',
  },
  {
    name: 'NubeSoft Soluciones S.L.',
    telephone: '+34 960 043 718',
    direction: 'Calle de Cirilo Amorós 58, 46004 Valencia',
    email: 'soporte@nubesoft.example',
  },
  {
    name: 'Seguros Mediterráneo',
    telephone: '+34 963 105 266',
    direction: 'Plaza del Ayuntamiento 6, 46002 Valencia',
    email: 'polizas@segurosmediterraneo.example',
  },
  {
    name: 'Gráficas Sorolla',
    telephone: '+34 961 229 843',
    direction: 'Avenida de Burjassot 73, 46009 Valencia',
    email: 'presupuestos@graficassorolla.example',
  },
  {
    name: 'Levante Net Telecomunicaciones',
    telephone: '+34 900 812 345',
    direction: 'Calle de Xàtiva 14, 46002 Valencia',
    email: 'empresas@levantenet.example',
  },
  {
    name: 'Distribuciones Alimentarias del Júcar S.A.',
    telephone: '+34 962 410 553',
    direction: 'Polígono Industrial El Oliveral, calle K n.º 12, 46394 Riba-roja de Túria',
    email: 'pedidos@alimentariasjucar.example',
  },
  {
    name: 'Conservas Peñíscola S.L.',
    telephone: '+34 964 480 217',
    direction: 'Avenida de la Estación 31, 12598 Peñíscola',
    email: 'comercial@conservaspeniscola.example',
  },
  {
    name: 'Cafés Montaña de Alcoy',
    telephone: '+34 965 332 908',
    direction: 'Calle de Sant Nicolau 77, 03801 Alcoy',
    email: 'ventas@cafesmontana.example',
  },
  {
    name: 'Agencia Creativa Malvarrosa',
    telephone: '+34 960 715 284',
    direction: 'Calle de la Reina 104, 46011 Valencia',
    email: 'hola@creativamalvarrosa.example',
  },
];

export const suppliersSeed: SeedStep = {
  name: 'proveedores',
  async run(tx, context) {
    context.suppliers = await tx
      .insert(suppliers)
      .values(SUPPLIERS)
      .returning({ id: suppliers.id, name: suppliers.name });
  },
};
