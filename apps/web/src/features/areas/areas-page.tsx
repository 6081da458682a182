import type { Area } from '@app/contract/areas';
import type { Load } from '../../lib/lazy-component';
import {
  CatalogListPage,
  type CatalogFormProps,
  descriptionColumn,
} from '../../components/crud/catalog-list-page';
import { useDeleteArea } from './api/delete-area';
import { useAreas } from './api/get-areas';
import { areaMessages as text } from './areas-messages';

const loadForm: Load<CatalogFormProps<Area>> = () =>
  import('./components/area-form-modal').then((m) => m.AreaFormModal);

/** Áreas (SPEC §2): the departments incomes and expenses are assigned to. */
export function AreasPage() {
  return (
    <CatalogListPage<Area>
      texts={text}
      query={useAreas()}
      remove={useDeleteArea()}
      columns={[descriptionColumn()]}
      loadForm={loadForm}
    />
  );
}
