import type { Supplier } from '@app/contract/suppliers';
import { CatalogListPage } from '../../components/crud/catalog-list-page';
import { TruncatedText } from '../../components/ui/truncated-text';
import { useDeleteSupplier } from './api/delete-supplier';
import { useSuppliers } from './api/get-suppliers';
import { SupplierFormModal } from './components/supplier-form-modal';
import { supplierMessages as text } from './suppliers-messages';

const orDash = (value: string) => value || '—';

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
      form={(props) => <SupplierFormModal {...props} />}
    />
  );
}
