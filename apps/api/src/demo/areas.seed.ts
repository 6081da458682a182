import { areas } from '../db/schema/index';
import type { SeedStep } from './seed-context';

/** The company's departments. */
const AREAS: readonly [name: string, description: string][] = [
  ['Dirección', 'Gerencia y decisiones estratégicas de la empresa'],
  ['Administración', 'Contabilidad, facturación, pagos y relación con la gestoría'],
  ['Ventas', 'Comerciales, presupuestos y cartera de clientes'],
  ['Operaciones', 'Compras, planificación y control del servicio'],
  ['Recursos Humanos', 'Selección, contratos, nóminas y formación del personal'],
  ['Marketing', 'Campañas, redes sociales, web y ferias comerciales'],
  ['Logística', 'Almacén, preparación de pedidos, flota y repartos'],
  ['Atención al Cliente', 'Consultas, incidencias y devoluciones de los clientes'],
];

export const areasSeed: SeedStep = {
  name: 'áreas',
  async run(tx, context) {
    context.areas = await tx
      .insert(areas)
      .values(AREAS.map(([name, description]) => ({ name, description })))
      .returning({ id: areas.id, name: areas.name });
  },
};
