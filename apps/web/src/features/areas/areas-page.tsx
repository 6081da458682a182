import type { Area } from '@app/contract/areas';
import { CatalogListPage, descriptionColumn } from '../../components/crud/catalog-list-page';
import { useDeleteArea } from './api/delete-area';
import { useAreas } from './api/get-areas';
import { areaMessages as text } from './areas-messages';
import { AreaFormModal } from './components/area-form-modal';

/** Áreas (SPEC §2): the departments incomes and expenses are assigned to. */
export function AreasPage() {
  return (
    <CatalogListPage<Area>
      texts={text}
      query={useAreas()}
      remove={useDeleteArea()}
      columns={[descriptionColumn()]}
      form={(props) => <AreaFormModal {...props} />}
    />
  );
}
