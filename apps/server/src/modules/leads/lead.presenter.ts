import { toMoney } from '@haligi/shared';
import type { LeadRow } from './leads.repository';

/** GET /lead?id= and the data of create and update: the lead as the lead page shows it. */
export function toLeadResponse({ lead, client, location, leadType, owner }: LeadRow) {
  return {
    id: lead.id,
    name: lead.name,
    description: lead.description,
    leadBoardStage: lead.boardKey,
    startDate: lead.startDate,
    endDate: lead.endDate,
    createdAt: lead.createdAt,
    budget: toMoney(lead.budget),
    abc: toMoney(lead.abc),
    mmr: toMoney(lead.mmr),
    initialCosting: toMoney(lead.initialCosting),
    client: client?.id ? client : null,
    location: location?.id ? location : null,
    /** Percent of the contract. */
    downpaymentAmount: Number(lead.downpaymentAmount),
    /** Percent of the contract. */
    retentionAmount: Number(lead.retentionAmount),
    winProbability: lead.winProbability,
    leadSource: lead.leadSource,
    leadType: leadType ?? null,
    contactDetails: lead.contactDetails,
    relationshipOwner: owner?.id ? owner : null,
    convertedToId: lead.convertedToId,
    /** Why the lead was lost, while it is in Closed Lost. */
    lostReason: lead.lostReason,
    stageChangedAt: lead.stageChangedAt,
    isLead: true as const,
  };
}
export type LeadResponse = ReturnType<typeof toLeadResponse>;
