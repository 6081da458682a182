import type { Area } from '@app/contract/areas';
import { CrudListPage } from '../../components/crud/crud-list-page';
import { useAreas } from './api/get-areas';
import { useDeleteArea } from './api/delete-area';
import { areaMessages as text } from './areas-messages';
import { AreaFormModal } from './components/area-form-modal';

export function AreasPage() {
  const query = useAreas();
  const deleteMutation = useDeleteArea();
  return (
    <CrudListPage<Area>
      title={text.title}
      subtitle={text.subtitle}
      createLabel={text.createLabel}
      tableLabel={text.tableLabel}
      query={query}
      loadErrorMessage={text.loadError}
      columns={[
        {
          key: 'name',
          header: 'Nombre',
          sortValue: (item) => item.name,
          cell: (item) => <span className="font-medium text-slate-900">{item.name}</span>,
        },
        { key: 'description', header: 'Descripción', cell: (item) => item.description || '—' },
      ]}
      renderForm={(props) => <AreaFormModal {...props} />}
      remove={{
        title: text.deleteTitle,
        describe: (item) => (
          <p>
            ¿Seguro que deseas eliminar el área{' '}
            <strong className="text-slate-900">{item.name}</strong>? Esta acción no se puede
            deshacer.
          </p>
        ),
        run: (item) => deleteMutation.mutateAsync(item.id),
        errorMessage: text.deleteError,
      }}
    />
  );
}
