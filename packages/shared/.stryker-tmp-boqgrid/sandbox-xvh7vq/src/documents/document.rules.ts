// @ts-nocheck
import type { DocumentKind } from './document.schemas';

/**
 * The kind the attach dialog proposes for a lead at this stage, matching the stage tabs
 * (docs/decisions/0008-lead-stage-tabs.md): proposal -> PROPOSAL, contacted -> PRESENTATION,
 * in-negotiation -> CONTRACT; any other stage (and projects) -> OTHER.
 */
export function documentKindForStage(stage: string | null | undefined): DocumentKind {
  switch (stage) {
    case 'proposal':
      return 'PROPOSAL';
    case 'contacted':
      return 'PRESENTATION';
    case 'in-negotiation':
      return 'CONTRACT';
    default:
      return 'OTHER';
  }
}
