import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatCurrency } from '@haligi/shared';
import { useState } from 'react';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { api } from '../../../lib/api';
import { showErrorDialog } from '../../../lib/notify';
import { saveBlob } from '../../../lib/save-blob';

interface Certificate {
  rows: { atc: string; description: string; months: [string, string, string]; total: string; withheld: string }[];
  totals: { total: string; withheld: string };
}

/** The last eight calendar quarters, newest first, on the Philippine calendar. */
function recentQuarters(now = new Date(Date.now() + 8 * 3_600_000)) {
  const out: { value: string; label: string }[] = [];
  let year = now.getUTCFullYear();
  let quarter = Math.floor(now.getUTCMonth() / 3) + 1;
  for (let i = 0; i < 8; i++) {
    out.push({ value: `${year}-${quarter}`, label: `Q${quarter} ${year}` });
    quarter -= 1;
    if (quarter === 0) [quarter, year] = [4, year - 1];
  }
  return out;
}

/**
 * BIR Form 2307 of a supplier for a quarter: what was withheld from its payments (GET
 * /treasury/bir-2307) and the certificate as PDF to sign and hand over.
 */
export function Certificate2307({ supplier }: { supplier: { id: number; name: string } }) {
  const quarters = recentQuarters();
  const [chosen, setChosen] = useState(quarters[0].value);
  const [year, quarter] = chosen.split('-').map(Number);
  const query = { supplierId: supplier.id, year, quarter };
  const certificate = useQuery({ queryKey: ['/treasury/bir-2307', query], queryFn: () => api<{ data: Certificate }>('GET', '/treasury/bir-2307', { query }) });
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await api<Blob>('GET', '/treasury/bir-2307/pdf', { isBlob: true, query }), `BIR-2307 ${supplier.name} Q${quarter} ${year}.pdf`);
    } catch (error) {
      showErrorDialog(error);
    } finally {
      setDownloading(false);
    }
  };
  const data = certificate.data?.data;
  return (
    <Stack gap="xs" component="section" aria-label="BIR Form 2307">
      <Title order={3} size="h5">
        BIR Form 2307
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select label="Quarter" data={quarters} value={chosen} onChange={(value) => value && setChosen(value)} allowDeselect={false} w={140} comboboxProps={{ withinPortal: true }} />
        <Button variant="light" leftSection={<IconFileDownload size={16} aria-hidden />} onClick={() => void download()} loading={downloading}>
          Download BIR Form 2307
        </Button>
      </Group>
      {data && (
        <Text size="sm" c={MUTED_TEXT_COLOR} data-testid="certificate-2307-summary">
          {data.rows.length === 0
            ? 'No tax was withheld from payments to this supplier in this quarter.'
            : `${data.rows.map((r) => r.atc).join(', ')}: income payments ${formatCurrency(data.totals.total)}, tax withheld ${formatCurrency(data.totals.withheld)}`}
        </Text>
      )}
    </Stack>
  );
}
