import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatCurrency, type BoqDataPayload } from '@haligi/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import type { BillingProject } from '../api/billing-form-api';
import type { BillingDetail } from '../api/receivables-types';
import { formatPercent, type BillableLine, type BillingDraft, type BillingHeading } from '../utils/billing-lines';
import { BillingFigures } from './billing-figures';
import { BillingLinesEditor } from './billing-lines-editor';

export interface BillingLinesSectionProps {
  project: UseQueryResult<BillingProject>;
  boq: UseQueryResult<BoqDataPayload>;
  earlier: UseQueryResult<BillingDetail[]>;
  lines: readonly BillableLine[];
  headings: readonly BillingHeading[];
  terms: { downpaymentPercent: string; retentionPercent: string; recoupedSoFar: string };
  draft: BillingDraft;
  entered: Readonly<Record<number, string>>;
  onChange: (entered: Record<number, string>) => void;
  serverProblems: ReadonlyMap<number, string>;
}

/** The chosen project's terms, its BOQ item lines with their percent inputs, and the live preview of the billing. */
export function BillingLinesSection({ project, boq, earlier, lines, headings, terms, draft, entered, onChange, serverProblems }: BillingLinesSectionProps) {
  const loadFailure = project.error ?? boq.error ?? earlier.error;
  if (loadFailure) return <LoadError what="project's bill of quantities" error={loadFailure} onRetry={() => void Promise.all([project.refetch(), boq.refetch(), earlier.refetch()])} />;
  if (project.data && !project.data.latestBoq) return <Text size="sm">This project has no bill of quantities to bill from.</Text>;
  if (!project.data || !boq.data || !earlier.data) {
    return (
      <Stack gap="xs" aria-busy>
        <Skeleton height={28} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  return (
    <>
      <Text size="sm" c={MUTED_TEXT_COLOR} data-testid="billing-terms">
        {project.data.client ? `${project.data.client.name} · ` : 'No client · '}Down payment {formatPercent(terms.downpaymentPercent)} · Retention {formatPercent(terms.retentionPercent)} · Billing no.{' '}
        {earlier.data.length + 1}
        {earlier.data.length ? ` · ${formatCurrency(terms.recoupedSoFar)} of the down payment recouped so far` : ''}
      </Text>
      {lines.length === 0 ? (
        <Text size="sm">This bill of quantities has no item lines yet.</Text>
      ) : (
        <>
          <section aria-labelledby="billing-lines-title">
            <Title order={3} size="h5" id="billing-lines-title" mb={4}>
              Percent accomplished to date
            </Title>
            <BillingLinesEditor lines={lines} headings={headings} entered={entered} onChange={onChange} serverProblems={serverProblems} />
          </section>
          <section aria-labelledby="billing-preview-title">
            <Title order={3} size="h5" id="billing-preview-title" mb={4}>
              This billing
            </Title>
            {draft.preview ? (
              <>
                <BillingFigures figures={draft.preview} downpaymentPercent={terms.downpaymentPercent} retentionPercent={terms.retentionPercent} testIdPrefix="preview" />
                <Text size="xs" c={MUTED_TEXT_COLOR} mt={4}>
                  {formatPercent(draft.preview.percentToDate)} of the contract of {formatCurrency(draft.preview.contractAmount)} accomplished to date. The server works the figures out
                  again when the billing is saved.
                </Text>
              </>
            ) : (
              <Text size="sm" c="red.9">
                Correct the percents marked in red to see the figures.
              </Text>
            )}
          </section>
        </>
      )}
    </>
  );
}
