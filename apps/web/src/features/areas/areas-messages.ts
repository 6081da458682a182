import { AREA_TEXTS } from '@app/contract/areas';

/** Every Spanish text of the Áreas screen (SPEC §8); what the server says comes from the contract. */
export const areaMessages = {
  title: 'Áreas',
  subtitle: 'Departamentos a los que se asignan ingresos y gastos.',
  createLabel: 'Nueva área',
  tableLabel: 'Lista de áreas',
  createTitle: 'Nueva área',
  editTitle: 'Editar área',
  deleteTitle: 'Eliminar área',
  theEntry: 'el área',
  created: AREA_TEXTS.created,
  updated: AREA_TEXTS.updated,
  deleted: AREA_TEXTS.deleted,
  loadError: 'Error al obtener áreas',
  createError: 'Error al crear el área',
  updateError: 'Error al actualizar el área',
  deleteError: 'Error al eliminar el área',
};
