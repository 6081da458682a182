import type { Supplier } from '@app/contract/suppliers';
import type { Load } from '../../lib/lazy-component';
import { CatalogListPage, type CatalogFormProps } from '../../components/crud/catalog-list-page';
import { TruncatedText } from '../../components/ui/truncated-text';
import { useDeleteSupplier } from './api/delete-supplier';
import { useSuppliers } from './api/get-suppliers';
import { supplierMessages as text } from './suppliers-messages';

const orDash = (value: string) => value || '—';

const loadForm: Load<CatalogFormProps<Supplier>> = () =>
  import('./components/supplier-form-modal').then((m) => m.SupplierFormModal);

/** Proveedores (SPEC §2): who expenses are paid to, with their contact. */
export function SuppliersPage() {
  return (
    <CatalogListPage<Supplier>
      texts={text}
      query={useSuppliers()}
      remove={useDeleteSupplier()}
      columns={[
        { key: 'telephone', header: 'Teléfono', cell: (item) => orDash(item.telephone) },
        {
          key: 'email',
          header: 'Email',
          cell: (item) => (item.email ? <TruncatedText value={item.email} /> : '—'),
          sortValue: (item) => item.email ?? '',
        },
        { key: 'direction', header: 'Dirección', cell: (item) => orDash(item.direction) },
      ]}
      loadForm={loadForm}
    />
  );
}
