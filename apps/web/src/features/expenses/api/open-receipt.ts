import type { Receipt } from '@app/contract/expenses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { expenseMessages as text } from '../expenses-messages';

/** What a receipt may be shown as; anything else is handed over as a plain download. */
const SHOWN_TYPES = new Set(['image/jpeg', 'image/png', 'application/pdf']);

/**
 * Opens a receipt in a new tab. Its signed link needs the session's token, so the file is fetched
 * here and shown from an object URL; the tab is opened first, while the click still counts as the
 * user's (else a pop-up blocker may stop it), and closed again if the file cannot be read.
 */
export async function openReceipt(receipt: Receipt) {
  const tab = window.open('', '_blank');
  try {
    const blob = await api.blob(receipt.link);
    const type = SHOWN_TYPES.has(receipt.contentType)
      ? receipt.contentType
      : 'application/octet-stream';
    const url = URL.createObjectURL(new Blob([blob], { type }));
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Opens a receipt on a click; a failure says why in a toast ('No se pudo abrir el comprobante'). */
export function useOpenReceipt() {
  return useMutation({ mutationFn: openReceipt, meta: { errorMessage: text.openError } });
}
