/**
 * The Proposal, Presentation and Contract tabs of spec part 1 section 2 list the leads at one
 * board stage. Presentation and Contract are not stage names; they read the stage where that
 * work happens (docs/decisions/0008-lead-stage-tabs.md).
 */
export const STAGE_TABS = {
  member_leads_proposal: { title: 'Proposal', stage: 'proposal', description: 'Leads at the proposal stage.' },
  member_leads_presentation: { title: 'Presentation', stage: 'contacted', description: 'Leads being presented to the client (Contacted stage).' },
  member_leads_contract: { title: 'Contract', stage: 'in-negotiation', description: 'Leads whose contract is in negotiation.' },
} as const;

export type StageTabRoute = keyof typeof STAGE_TABS;
