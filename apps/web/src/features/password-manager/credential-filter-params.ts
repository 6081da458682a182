import type { FilterParam } from '../../components/list-page/use-list-filters';

/** The filters of the vault in the address: `?servicio=…&usuario=…&sitio=…&pagina=2`. */
export const CREDENTIAL_FILTERS = {
  name: { param: 'servicio' },
  username: { param: 'usuario' },
  website: { param: 'sitio' },
} satisfies Record<string, FilterParam>;
