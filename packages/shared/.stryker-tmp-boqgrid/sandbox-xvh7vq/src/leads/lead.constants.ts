/** Lead board stages (spec part 1 section 4), in board order, with their badge colours. */
// @ts-nocheck

export const LEAD_STAGES = [
  { key: 'opportunity', label: 'Opportunity', color: 'blue' },
  { key: 'qualified', label: 'Qualified', color: 'cyan' },
  { key: 'proposal', label: 'Proposal', color: 'violet' },
  { key: 'contacted', label: 'Contacted', color: 'indigo' },
  { key: 'in-negotiation', label: 'In Negotiation', color: 'orange' },
  { key: 'closed-won', label: 'Closed Won', color: 'green' },
  { key: 'closed-lost', label: 'Closed Lost', color: 'red' },
] as const;

export type LeadStage = (typeof LEAD_STAGES)[number]['key'];
export const LEAD_STAGE_KEYS = LEAD_STAGES.map((s) => s.key) as readonly LeadStage[];
export const DEFAULT_LEAD_STAGE: LeadStage = 'opportunity';

/** An unknown stage shows its raw name in a neutral badge. */
export function describeLeadStage(stage: string | null | undefined): { key: string; label: string; color: string } {
  const known = LEAD_STAGES.find((s) => s.key === stage);
  return known ?? { key: stage ?? '', label: stage ?? '', color: 'gray' };
}

/** Win probability choices; the weight drives the forecast. The default is UNKNOWN. */
export const WIN_PROBABILITIES = [
  { key: 'UNKNOWN', label: 'Unknown', weight: 0 },
  { key: 'LOW', label: 'Low (25%)', weight: 0.25 },
  { key: 'MEDIUM', label: 'Medium (50%)', weight: 0.5 },
  { key: 'HIGH', label: 'High (75%)', weight: 0.75 },
  { key: 'VERY_HIGH', label: 'Very high (90%)', weight: 0.9 },
] as const;
export type WinProbability = (typeof WIN_PROBABILITIES)[number]['key'];
export const DEFAULT_WIN_PROBABILITY: WinProbability = 'UNKNOWN';

/** Project board columns. */
export const PROJECT_STAGES = [
  { key: 'planning', label: 'Planning', color: 'blue' },
  { key: 'mobilization', label: 'Mobilization', color: 'cyan' },
  { key: 'in-progress', label: 'In Progress', color: 'orange' },
  { key: 'punch-list', label: 'Punch List', color: 'violet' },
  { key: 'completed', label: 'Completed', color: 'green' },
  { key: 'on-hold', label: 'On Hold', color: 'gray' },
] as const;
export const DEFAULT_PROJECT_STAGE = 'planning';

/** Fixed values of the lead payload (spec part 1 section 3). */
export const LEAD_DESCRIPTION = 'Lead Opportunity';
export const LEAD_STATUS = 'LEAD';

/** Word-for-word messages of the lead screens (spec part 1 section 8, part 2 section 8). */
export const LEAD_MESSAGES = {
  created: 'Lead created successfully',
  updated: 'Lead updated successfully',
  creating: 'Creating lead...',
  updating: 'Updating lead...',
  loadFailed: 'Failed to load lead information',
  convertFailed: 'Failed to convert lead to project',
  converted: 'Lead successfully converted to project',
  notesSaved: 'Notes saved successfully',
  clientCreated: 'Client created successfully',
  dialogCreateTitle: 'Create Lead',
  dialogEditTitle: 'Edit Lead',
} as const;
