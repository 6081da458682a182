import { normalizeLink } from '@app/contract/notebooks';
import { ExternalLink } from 'lucide-react';
import { CopyButton } from '../../../components/ui/copy-button';
import { notify } from '../../../lib/notify';
import { notebookMessages as text } from '../notebooks-messages';

/**
 * A link in the list: opens in a new tab without giving the page a handle on this one
 * (`noopener noreferrer`), and a copy button. An address that does not parse says 'URL inválida'
 * on click instead of opening (SPEC §2).
 */
export function LinkCell({ link, title }: { link: string; title: string }) {
  const href = normalizeLink(link);
  return (
    <div className="flex min-w-0 items-center gap-1">
      <a
        href={href ?? '#'}
        target="_blank"
        rel="noopener noreferrer"
        title={text.openLink(title)}
        onClick={(event) => {
          if (href) return;
          event.preventDefault();
          notify.error(text.badUrl);
        }}
        className="inline-flex min-w-0 items-center gap-1 rounded text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="max-w-[22rem] truncate" title={link}>
          {link}
        </span>
        <span className="sr-only">{text.newTab}</span>
        <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
      </a>
      <CopyButton label={`${text.copyLink} ${title}`} getText={() => href ?? link} />
    </div>
  );
}
