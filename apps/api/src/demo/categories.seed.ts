import { categories } from '../db/schema/index';
import type { SeedStep } from './seed-context';

/** Expense categories of a small distribution company. */
const CATEGORIES: readonly [name: string, description: string][] = [
  ['Compras de mercancía', 'Género comprado a los fabricantes para su venta y distribución'],
  ['Nómina', 'Salarios, pagas extra y cotizaciones a la Seguridad Social del personal'],
  ['Alquiler', 'Renta mensual de la oficina y del almacén'],
  ['Suministros', 'Luz, agua, gas, teléfono e internet de las instalaciones'],
  ['Servicios', 'Limpieza, seguridad, mensajería y otros servicios contratados'],
  ['Marketing', 'Publicidad en línea, ferias, cartelería y material promocional'],
  ['Transporte', 'Combustible, peajes, mantenimiento de la flota y envíos a clientes'],
  ['Material de oficina', 'Papelería, consumibles de impresora y pequeño mobiliario'],
  ['Software y licencias', 'Suscripciones, licencias de programas y servicios en la nube'],
  ['Impuestos y tasas', 'IVA, IRPF, impuesto de sociedades, IBI y tasas municipales'],
  ['Seguros', 'Pólizas de responsabilidad civil, del local, de los vehículos y de salud'],
  ['Mantenimiento', 'Reparaciones y revisiones de instalaciones, maquinaria y equipos'],
  ['Formación', 'Cursos, certificaciones y material formativo del equipo'],
  ['Asesoría', 'Gestoría, asesoría fiscal, laboral y jurídica'],
  ['Dietas y viajes', 'Desplazamientos, alojamiento y comidas de trabajo'],
  ['Comisiones bancarias', 'Comisiones de cuentas, del TPV y de transferencias'],
];

export const categoriesSeed: SeedStep = {
  name: 'categorías',
  async run(tx, context) {
    context.categories = await tx
      .insert(categories)
      .values(CATEGORIES.map(([name, description]) => ({ name, description })))
      .returning({ id: categories.id, name: categories.name });
  },
};
