import type { AbsenceStatus } from '@app/contract/absences';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { absenceMessages as text } from '../absences-messages';

const TONES: Record<AbsenceStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};

/** 'Pendiente', 'Aprobada', 'Rechazada', 'Cancelada'. */
export function AbsenceStatusBadge({ status }: { status: AbsenceStatus }) {
  return <Badge tone={TONES[status]}>{text.statusLabels[status]}</Badge>;
}
