import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { saveBlob } from '../../../lib/save-blob';
import { INVENTORY_URLS } from './inventory-keys';

export { saveBlob };

/**
 * GET /item-receipts/{id}/pdf with the token header (a plain link cannot send it), saved as
 * {code}.pdf; a failure reaches the Error dialog.
 */
export function useDownloadReceiptPdf() {
  return useMutation({
    mutationFn: async ({ id, code }: { id: number; code: string }) => {
      saveBlob(await api<Blob>('GET', `${INVENTORY_URLS.receipts}/${id}/pdf`, { isBlob: true }), `${code}.pdf`);
    },
  });
}
