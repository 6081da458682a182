import type { Supplier } from '@app/contract/suppliers';
import { CrudListPage } from '../../components/crud/crud-list-page';
import { TruncatedText } from '../../components/ui/truncated-text';
import { useDeleteSupplier } from './api/delete-supplier';
import { useSuppliers } from './api/get-suppliers';
import { SupplierFormModal } from './components/supplier-form-modal';
import { supplierMessages as text } from './suppliers-messages';

const orDash = (value: string) => value || '—';

export function SuppliersPage() {
  const query = useSuppliers();
  const deleteMutation = useDeleteSupplier();
  return (
    <CrudListPage<Supplier>
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
        { key: 'telephone', header: 'Teléfono', cell: (item) => orDash(item.telephone) },
        {
          key: 'email',
          header: 'Email',
          cell: (item) => (item.email ? <TruncatedText value={item.email} /> : '—'),
          sortValue: (item) => item.email ?? '',
        },
        { key: 'direction', header: 'Dirección', cell: (item) => orDash(item.direction) },
      ]}
      renderForm={(props) => <SupplierFormModal {...props} />}
      remove={{
        title: text.deleteTitle,
        describe: (item) => (
          <p>
            ¿Seguro que deseas eliminar el proveedor{' '}
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
