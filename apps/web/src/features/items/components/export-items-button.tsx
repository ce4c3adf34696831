import { Button } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import type { TableRequest } from '@haligi/shared';
import { useState } from 'react';
import { showErrorDialog } from '../../../lib/notify';
import { exportFileName, fetchItemExport, saveBlob } from '../api/export-items';

export interface ExportItemsButtonProps {
  /** The table's current search: the export lists what the table lists. */
  request: TableRequest | null;
  isDeleted?: boolean;
}

/** Downloads the listed items as .xlsx (GET /items/export). */
export function ExportItemsButton({ request, isDeleted = false }: ExportItemsButtonProps) {
  const [isBusy, setIsBusy] = useState(false);
  const download = async () => {
    setIsBusy(true);
    try {
      const blob = await fetchItemExport({ searchKeyword: request?.searchKeyword ?? '', searchBy: request?.searchBy ?? null }, isDeleted);
      saveBlob(blob, exportFileName());
    } catch (error) {
      showErrorDialog(error);
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Button variant="default" leftSection={<IconFileExport size={16} aria-hidden />} loading={isBusy} onClick={() => void download()}>
      Export
    </Button>
  );
}
