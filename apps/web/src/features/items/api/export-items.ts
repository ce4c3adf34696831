import type { TableRequest } from '@haligi/shared';
import { api } from '../../../lib/api';

/** GET /items/export with the table's search: the .xlsx of the listed items. */
export function fetchItemExport(request: Pick<TableRequest, 'searchKeyword' | 'searchBy'>, isDeleted: boolean): Promise<Blob> {
  return api<Blob>('GET', '/items/export', {
    query: { deleted: isDeleted, searchKeyword: request.searchKeyword ?? '', searchBy: request.searchBy || undefined },
    isBlob: true,
  });
}

/** items-2026-11-22.xlsx */
export const exportFileName = (today = new Date()) => `items-${today.toISOString().slice(0, 10)}.xlsx`;

export { saveBlob } from '../../../lib/save-blob';
