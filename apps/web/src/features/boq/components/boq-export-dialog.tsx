import { Button, Group, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { notify } from '../../../lib/notify';
import { saveBlob } from '../../items/api/export-items';
import { boqExcelFileName, boqVersionKeys, downloadBoqExcel, fetchBoqSnapshot } from '../api/boq-versions-api';
import type { BoqGridRow, CheckedBoqItem } from './boq-dialog-types';
import { BoqExportTable } from './boq-export-table';
import { LoadError } from '../../../components/load-error';

export interface BoqExportDialogProps {
  opened: boolean;
  onClose: () => void;
  boqId: number;
}

/**
 * BOQ Excel Exportation dialog: the export table of the BOQ as it is now, and Download Excel,
 * which saves the server's .xlsx (the same lines, values stored, pesos formatted).
 */
export function BoqExportDialog({ opened, onClose, boqId }: BoqExportDialogProps) {
  const snapshot = useQuery({
    queryKey: boqVersionKeys.snapshot(boqId),
    queryFn: ({ signal }) => fetchBoqSnapshot(boqId, signal),
    enabled: opened && boqId > 0,
    staleTime: 0,
  });
  const download = useMutation({
    mutationFn: async () => {
      const blob = await downloadBoqExcel(boqId);
      const info = snapshot.data?.boqInformation;
      saveBlob(blob, boqExcelFileName(info?.name ?? 'BOQ', info?.revision ?? 1));
    },
    onSuccess: () => notify({ type: 'positive', message: 'Excel file downloaded', position: 'top' }),
  });
  const info = snapshot.data?.boqInformation;
  return (
    <DialogShell
      isDirty={false}
      opened={opened}
      onClose={onClose}
      title="BOQ Excel Exportation"
      icon={<IconFileSpreadsheet size={20} aria-hidden />}
      size="xl"
      maxWidth="95vw"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button leftSection={<IconDownload size={16} />} onClick={() => download.mutate()} loading={download.isPending} disabled={!snapshot.data}>
            Download Excel
          </Button>
        </>
      }
    >
      {info && (
        <Group gap="xs" mb="xs">
          <Text fw={600}>{info.name}</Text>
          <Text c="dimmed">Revision {info.revision}</Text>
        </Group>
      )}
      {snapshot.isError ? (
        <LoadError what="BOQ" error={snapshot.error} onRetry={() => void snapshot.refetch()} isRetrying={snapshot.isFetching} />
      ) : (
        <BoqExportTable snapshot={snapshot.data} isLoading={snapshot.isLoading} />
      )}
    </DialogShell>
  );
}

export type { BoqGridRow, CheckedBoqItem };
