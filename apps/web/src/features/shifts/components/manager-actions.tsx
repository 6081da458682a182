import { CalendarPlus, Copy, Eye, EyeOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';
import { notify } from '../../../lib/notify';
import type { PublishAction } from '../api/publish-shifts';
import { shiftMessages as text } from '../shifts-messages';

type ManagerActionsProps = {
  weekView: boolean;
  onCopy: () => void;
  onPublish: (action: PublishAction) => void;
  onCreate: () => void;
};

/** 'Copiar Turnos' (week view only), 'Publicar', 'Despublicar', 'Crear Turno': admin and office (SPEC §6). */
export function ManagerActions({ weekView, onCopy, onPublish, onCreate }: ManagerActionsProps) {
  const copy = (
    <Button
      variant="secondary"
      aria-disabled={!weekView || undefined}
      className={weekView ? undefined : 'cursor-not-allowed text-slate-400 hover:bg-white'}
      onClick={() => {
        // A tap on a phone shows no tooltip: say why instead of doing nothing.
        if (weekView) onCopy();
        else notify.info(text.copyOnlyWeek);
      }}
    >
      <Copy className="size-4" aria-hidden="true" />
      {text.copyAction}
    </Button>
  );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Tooltip content={text.copyOnlyWeek} enabled={!weekView}>
        {copy}
      </Tooltip>
      <Button variant="secondary" onClick={() => onPublish('publish')}>
        <Eye className="size-4" aria-hidden="true" />
        {text.publishAction}
      </Button>
      <Button variant="secondary" onClick={() => onPublish('unpublish')}>
        <EyeOff className="size-4" aria-hidden="true" />
        {text.unpublishAction}
      </Button>
      <Button onClick={onCreate}>
        <CalendarPlus className="size-4" aria-hidden="true" />
        {text.createAction}
      </Button>
    </div>
  );
}
