import { Button, Group, Text } from '@mantine/core';
import { quotationFileName } from '@haligi/shared';
import { IconDownload, IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { notify } from '../../../lib/notify';
import { saveBlob } from '../../items/api/export-items';
import {
  boqExcelFileName,
  boqSettingsKey,
  boqVersionKeys,
  downloadBoqExcel,
  downloadBoqQuotation,
  fetchBoqSettings,
  fetchBoqSnapshot,
  saveBoqSettings,
} from '../api/boq-versions-api';
import type { BoqGridRow, CheckedBoqItem } from './boq-dialog-types';
import { BoqExportTable } from './boq-export-table';
import { settingsPatch, settingsValuesOf, type QuotationSettingsValues } from '../utils/quotation-settings';
import { BoqQuotationSettings } from './boq-quotation-settings';
import { LoadError } from '../../../components/load-error';

export interface BoqExportDialogProps {
  opened: boolean;
  onClose: () => void;
  boqId: number;
}

/**
 * BOQ Excel Exportation dialog: the export table of the BOQ as it is now, the quotation summary
 * with its settings (OCM and contingency percentages, terms; decision 0036), Download Excel (the
 * server's .xlsx: the same lines and the summary) and Download Quotation (the PDF).
 */
export function BoqExportDialog({ opened, onClose, boqId }: BoqExportDialogProps) {
  const queryClient = useQueryClient();
  const snapshot = useQuery({
    queryKey: boqVersionKeys.snapshot(boqId),
    queryFn: ({ signal }) => fetchBoqSnapshot(boqId, signal),
    enabled: opened && boqId > 0,
    staleTime: 0,
  });
  const settings = useQuery({
    queryKey: boqSettingsKey(boqId),
    queryFn: ({ signal }) => fetchBoqSettings(boqId, signal),
    enabled: opened && boqId > 0,
    staleTime: 0,
  });
  const [values, setValues] = useState<QuotationSettingsValues>(() => settingsValuesOf(undefined));
  // The form starts from the stored settings each time they load.
  useEffect(() => {
    if (settings.data) setValues(settingsValuesOf(settings.data));
  }, [settings.data]);
  const patch = settings.data ? settingsPatch(settings.data, values) : {};
  const isDirty = Object.keys(patch).length > 0;

  const save = useMutation({
    mutationFn: () => saveBoqSettings(boqId, patch),
    onSuccess: (answer) => {
      if (answer.data) queryClient.setQueryData(boqSettingsKey(boqId), answer.data);
      notify({ type: 'positive', message: answer.message, position: 'top' });
    },
  });
  const info = snapshot.data?.boqInformation;
  const boqName = { name: info?.name ?? 'BOQ', revision: info?.revision ?? 1 };
  const download = useMutation({
    mutationFn: async () => {
      const blob = await downloadBoqExcel(boqId);
      saveBlob(blob, boqExcelFileName(boqName.name, boqName.revision));
    },
    onSuccess: () => notify({ type: 'positive', message: 'Excel file downloaded', position: 'top' }),
  });
  const quotation = useMutation({
    mutationFn: async () => {
      const blob = await downloadBoqQuotation(boqId);
      // The first print gives the BOQ its quotation number: read it for the file name.
      const fresh = await fetchBoqSettings(boqId);
      queryClient.setQueryData(boqSettingsKey(boqId), fresh);
      saveBlob(blob, quotationFileName(fresh.quotationNumber ?? 'Quotation', boqName));
    },
    onSuccess: () => notify({ type: 'positive', message: 'Quotation downloaded', position: 'top' }),
  });
  const isReady = Boolean(snapshot.data && settings.data);
  return (
    <DialogShell
      isDirty={isDirty}
      opened={opened}
      onClose={onClose}
      title="BOQ Excel Exportation"
      icon={<IconFileSpreadsheet size={20} aria-hidden />}
      size="xl"
      maxWidth="95vw"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button variant="light" leftSection={<IconFileTypePdf size={16} aria-hidden />} onClick={() => quotation.mutate()} loading={quotation.isPending} disabled={!isReady}>
            Download Quotation
          </Button>
          <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={() => download.mutate()} loading={download.isPending} disabled={!snapshot.data}>
            Download Excel
          </Button>
        </>
      }
    >
      {info && (
        <Group gap="xs" mb="xs">
          <Text fw={600}>{info.name}</Text>
          <Text c="dimmed">Revision {info.revision}</Text>
          {settings.data?.quotationNumber && <Text c="dimmed">· Quotation {settings.data.quotationNumber}</Text>}
        </Group>
      )}
      {snapshot.isError ? (
        <LoadError what="BOQ" error={snapshot.error} onRetry={() => void snapshot.refetch()} isRetrying={snapshot.isFetching} />
      ) : (
        <BoqExportTable snapshot={snapshot.data} isLoading={snapshot.isLoading} />
      )}
      {snapshot.data && settings.data && (
        <BoqQuotationSettings
          settings={settings.data}
          totals={snapshot.data}
          values={values}
          onChange={setValues}
          onSave={() => save.mutate()}
          isSaving={save.isPending}
          isDirty={isDirty}
        />
      )}
    </DialogShell>
  );
}

export type { BoqGridRow, CheckedBoqItem };
