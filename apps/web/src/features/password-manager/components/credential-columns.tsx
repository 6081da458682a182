import type { Credential } from '@app/contract/password-manager';
import { normalizeLink } from '@app/contract/notebooks';
import { ExternalLink } from 'lucide-react';
import type { Column } from '../../../components/list-page/data-table';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { passwordManagerMessages as text } from '../password-manager-messages';
import { AccessIcons } from './access-icons';
import { CredentialActions } from './credential-actions';
import { PasswordCell } from './password-cell';

type Actions = { edit: (credential: Credential) => void; remove: (credential: Credential) => void };

const dash = <span className="text-slate-500">—</span>;

/** SPEC §5: the website opens with `https://` prefixed when it lacks a scheme, in a new tab. */
function WebsiteLink({ website }: { website: string }) {
  if (!website) return dash;
  const href = normalizeLink(website);
  if (!href) return <TruncatedText value={website} />;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex max-w-full items-center gap-1 text-brand-700 underline-offset-2 hover:underline"
    >
      <TruncatedText value={website} />
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only">{text.opensInNewTab}</span>
    </a>
  );
}

/**
 * The columns of SPEC §2: Servicio, Usuario, Contraseña, Sitio web, Código, Descripción, the
 * lock and owner icons and the row's actions. Unsorted: the server pages them.
 */
export function credentialColumns(actions: Actions): Column<Credential>[] {
  return [
    {
      key: 'name',
      header: text.colName,
      primary: true,
      cell: (credential) => <span className="font-medium text-slate-900">{credential.name}</span>,
    },
    {
      key: 'username',
      header: text.colUsername,
      cell: (credential) => <span className="break-all">{credential.username}</span>,
    },
    {
      key: 'password',
      header: text.colPassword,
      cell: (credential) => <PasswordCell credential={credential} />,
    },
    {
      key: 'website',
      header: text.colWebsite,
      cell: (credential) => <WebsiteLink website={credential.website} />,
    },
    { key: 'code', header: text.colCode, cell: (credential) => credential.code || dash },
    {
      key: 'description',
      header: text.colDescription,
      className: 'max-w-64',
      cell: (credential) =>
        credential.description ? (
          <span className="line-clamp-3 break-words">{credential.description}</span>
        ) : (
          dash
        ),
    },
    {
      key: 'access',
      header: text.colAccess,
      cell: (credential) => <AccessIcons credential={credential} />,
    },
    {
      key: 'actions',
      header: text.colActions,
      srOnlyHeader: true,
      cardCorner: true,
      cell: (credential) => (
        <CredentialActions
          credential={credential}
          onEdit={actions.edit}
          onDelete={actions.remove}
        />
      ),
    },
  ];
}
