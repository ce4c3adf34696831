import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { INVENTORY_URLS } from './inventory-keys';

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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
