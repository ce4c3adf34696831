import { DOCUMENT_KINDS } from '@haligi/shared';
import { StageBadge } from '../stage-badge';

export const documentKindLabel = (kind: string) => DOCUMENT_KINDS.find((k) => k.key === kind)?.label ?? kind;

/** PROPOSAL, PRESENTATION, CONTRACT or OTHER as a small filled badge. */
export function DocumentKindBadge({ kind }: { kind: string }) {
  const known = DOCUMENT_KINDS.find((k) => k.key === kind);
  return <StageBadge label={known?.label ?? kind} color={known?.color ?? 'gray'} size="sm" style={{ flexShrink: 0 }} />;
}
