import type {
  EmailItem,
  LinkItem,
  Notebook,
  NotebookType,
  TemplateItem,
} from '@app/contract/notebooks';
import { FileText } from 'lucide-react';
import type { Column } from '../../../components/list-page/data-table';
import { Button } from '../../../components/ui/button';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { formatDate } from '../../../lib/company-time';
import { notebookMessages as text } from '../notebooks-messages';
import { LinkCell } from './link-cell';
import { NotebookRowActions, type NotebookRowHandlers } from './notebook-row-actions';
import { PasswordCell } from './password-cell';
import { SharingCell } from './sharing-cell';

export type NotebookColumnHandlers = NotebookRowHandlers & {
  showContent: (item: TemplateItem) => void;
};

/** The row's name in its buttons and dialogs: its title, else (a mailbox) its address. */
export const notebookName = (item: Notebook) =>
  item.title || (item.type === 'email' ? item.email : '');

const muted = (value: string) =>
  value ? (
    <span className="wrap-anywhere">{value}</span>
  ) : (
    <span className="text-slate-500">-</span>
  );

const titleColumn = (header: string): Column<Notebook> => ({
  key: 'title',
  header,
  primary: true,
  cell: (item) =>
    item.title ? (
      <span className="font-medium wrap-anywhere text-slate-900">{item.title}</span>
    ) : (
      <span className="text-slate-500">-</span>
    ),
});

const descriptionColumn: Column<Notebook> = {
  key: 'description',
  header: text.fields.description,
  className: 'max-w-[20rem]',
  cell: (item) => muted(item.type === 'email' ? '' : item.description),
};

/** The columns that only one manager has (SPEC §2), between the title and the shared ones. */
const OWN_COLUMNS: Record<
  NotebookType,
  { titleHeader: string; columns: (handlers: NotebookColumnHandlers) => Column<Notebook>[] }
> = {
  email: {
    titleHeader: text.fields.emailTitle,
    columns: () => [
      {
        key: 'email',
        header: text.fields.email,
        cell: (item) => <TruncatedText value={(item as EmailItem).email} />,
      },
      {
        key: 'password',
        header: text.fields.password,
        cell: (item) => <PasswordCell id={item.id} name={notebookName(item)} />,
      },
    ],
  },
  link: {
    titleHeader: text.fields.title,
    columns: () => [
      {
        key: 'link',
        header: text.fields.link,
        cell: (item) => <LinkCell link={(item as LinkItem).link} title={notebookName(item)} />,
      },
      descriptionColumn,
    ],
  },
  template: {
    titleHeader: text.fields.title,
    columns: (handlers) => [
      {
        key: 'createdAt',
        header: text.colCreatedAt,
        cell: (item) => (
          <span className="whitespace-nowrap tabular-nums">{formatDate(item.createdAt)}</span>
        ),
      },
      descriptionColumn,
      {
        key: 'text',
        header: text.fields.text,
        cell: (item) => (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => handlers.showContent(item as TemplateItem)}
            aria-label={`${text.showContent}: ${notebookName(item)}`}
          >
            <FileText className="size-4" aria-hidden="true" />
            {text.showContent}
          </Button>
        ),
      },
    ],
  },
};

/**
 * The columns of a manager: its title, its own columns, then the sub-category ('-' when none),
 * with whom it is shared (or whose it is), and the owner's actions. Unsorted: the server pages
 * the items newest first.
 */
export function notebookColumns(
  type: NotebookType,
  handlers: NotebookColumnHandlers,
): Column<Notebook>[] {
  const own = OWN_COLUMNS[type];
  return [
    titleColumn(own.titleHeader),
    ...own.columns(handlers),
    {
      key: 'subCategory',
      header: text.colSubCategory,
      cell: (item) => item.subCategory?.value ?? text.noSubCategory,
    },
    { key: 'sharing', header: text.colSharing, cell: (item) => <SharingCell item={item} /> },
    {
      key: 'actions',
      header: text.colActions,
      srOnlyHeader: true,
      cardCorner: true,
      cell: (item) => (
        <NotebookRowActions item={item} name={notebookName(item)} handlers={handlers} />
      ),
    },
  ];
}
