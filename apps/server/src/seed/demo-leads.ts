import { addDays, describeLeadStage, LEAD_DESCRIPTION, LEAD_STATUS, todayInManila, type LeadStage, type WinProbability } from '@haligi/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, clients, leadTypes, projectActivities, projects } from '../db/schema';

const LEAD_TYPES = ['Design and Build', 'General Construction', 'Renovation', 'Fit-out', 'Civil Works', 'MEPF'];

/** [name, ABC in pesos, stage, win probability, source, days until closing] */
type DemoLead = [string, string, LeadStage, WinProbability, string, number];

/** About forty deals across every stage: Philippine projects at realistic contract sizes. */
export const DEMO_LEADS: DemoLead[] = [
  ['3-Storey Commercial Building, Calamba', '18500000.00', 'opportunity', 'UNKNOWN', 'Referral', 45],
  ['Warehouse Expansion, Sta. Rosa', '12750000.00', 'opportunity', 'LOW', 'PhilGEPS', 30],
  ['Townhouse Row (8 units), Antipolo', '24300000.00', 'opportunity', 'MEDIUM', 'Walk-in', 60],
  ['Barangay Hall, San Pedro', '6850000.00', 'opportunity', 'LOW', 'PhilGEPS', 20],
  ['Clinic Fit-out, Quezon City', '3450000.50', 'opportunity', 'UNKNOWN', 'Website', 12],
  ['Resort Cottages, Panglao', '9200000.00', 'opportunity', 'MEDIUM', 'Referral', 75],
  ['School Building (4 classrooms), Tanauan', '11600000.00', 'qualified', 'MEDIUM', 'PhilGEPS', 40],
  ['Cold Storage Facility, General Santos', '32800000.00', 'qualified', 'HIGH', 'Referral', 55],
  ['Condominium Lobby Renovation, Makati', '4750000.00', 'qualified', 'HIGH', 'Repeat client', 8],
  ['Drainage Improvement, Marikina', '8300000.00', 'qualified', 'LOW', 'PhilGEPS', 35],
  ['Gasoline Station, Lipa', '7900000.00', 'qualified', 'MEDIUM', 'Walk-in', 25],
  ['Office Fit-out (2 floors), BGC', '15400000.00', 'proposal', 'HIGH', 'Repeat client', 18],
  ['Chapel and Columbarium, Lucena', '5600000.00', 'proposal', 'MEDIUM', 'Referral', 27],
  ['Farm-to-Market Road (1.2 km), Nueva Ecija', '21000000.00', 'proposal', 'MEDIUM', 'PhilGEPS', 50],
  ['Dormitory (60 beds), Los Baños', '13250000.00', 'proposal', 'LOW', 'Website', 33],
  ['Restaurant Fit-out, Iloilo City', '2980000.75', 'proposal', 'VERY_HIGH', 'Referral', 6],
  ['Pumping Station, Valenzuela', '17600000.00', 'contacted', 'LOW', 'PhilGEPS', 42],
  ['Medical Arts Building, Cagayan de Oro', '48500000.00', 'contacted', 'MEDIUM', 'Referral', 90],
  ['Perimeter Fence and Guardhouse, Cavite', '2150000.00', 'contacted', 'HIGH', 'Walk-in', 10],
  ['Bank Branch Renovation, Dagupan', '3900000.00', 'contacted', 'MEDIUM', 'Repeat client', 22],
  ['Solar Carport, Clark', '6400000.00', 'contacted', 'UNKNOWN', 'Website', 38],
  ['Mixed-use Building, Bacolod', '56000000.00', 'in-negotiation', 'HIGH', 'Referral', 15],
  ['Factory Mezzanine, Laguna Technopark', '5250000.00', 'in-negotiation', 'VERY_HIGH', 'Repeat client', 5],
  ['Covered Court, Tagum', '4600000.00', 'in-negotiation', 'HIGH', 'PhilGEPS', 19],
  ['Hotel Room Refurbishment (40 rooms), Baguio', '19800000.00', 'in-negotiation', 'MEDIUM', 'Referral', 28],
  ['Seawall Repair, Legazpi', '14300000.00', 'in-negotiation', 'MEDIUM', 'PhilGEPS', 46],
  ['Rural Health Unit, Roxas City', '8750000.00', 'closed-won', 'VERY_HIGH', 'PhilGEPS', -5],
  ['Showroom Fit-out, Pasig', '6100000.00', 'closed-won', 'VERY_HIGH', 'Repeat client', -12],
  ['Two-Storey Residence, Tagaytay', '9650000.00', 'closed-won', 'HIGH', 'Referral', -20],
  ['Poultry House (2 units), Batangas', '7300000.00', 'closed-won', 'HIGH', 'Walk-in', -8],
  ['Data Room Upgrade, Ortigas', '4200000.25', 'closed-won', 'VERY_HIGH', 'Repeat client', -3],
  ['Public Market Rehabilitation, Tarlac', '28400000.00', 'closed-won', 'HIGH', 'PhilGEPS', -30],
  ['Footbridge, Mandaue', '12900000.00', 'closed-lost', 'LOW', 'PhilGEPS', -14],
  ['Boutique Hotel, El Nido', '38500000.00', 'closed-lost', 'MEDIUM', 'Website', -25],
  ['Water Tank and Tower, Zamboanga', '5800000.00', 'closed-lost', 'LOW', 'PhilGEPS', -9],
  ['Call Center Fit-out, Cebu IT Park', '11200000.00', 'closed-lost', 'MEDIUM', 'Referral', -40],
  ['Parish Hall Extension, Naga', '3300000.00', 'closed-lost', 'UNKNOWN', 'Walk-in', -18],
  ['Container Yard Paving, Subic', '16750000.00', 'opportunity', 'MEDIUM', 'Referral', 65],
  ['Mall Kiosk Fit-outs (12), Pampanga', '2400000.00', 'qualified', 'HIGH', 'Repeat client', 14],
  ['Multi-purpose Building, Puerto Princesa', '10500000.00', 'proposal', 'MEDIUM', 'PhilGEPS', 36],
];

/**
 * The demo company's leads: spread over every stage, owned by its members in turn, for its demo
 * clients when there are any (else no client), each with its CREATED and stage history.
 */
export async function createDemoLeads(db: Db, companyId: number): Promise<void> {
  const owners = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.companyId, companyId)).orderBy(asc(accounts.id));
  const clientIds = (await db.select({ id: clients.id }).from(clients).where(eq(clients.companyId, companyId)).orderBy(asc(clients.id))).map((c) => c.id);
  const types = await db
    .insert(leadTypes)
    .values(LEAD_TYPES.map((name) => ({ companyId, name })))
    .onConflictDoNothing()
    .returning({ id: leadTypes.id });
  const today = todayInManila();
  const positions = new Map<string, number>();
  const rows = DEMO_LEADS.map(([name, abc, stage, winProbability, leadSource, daysToClose], i) => {
    const position = positions.get(stage) ?? 0;
    positions.set(stage, position + 1);
    const endDate = addDays(today, daysToClose);
    return {
      companyId,
      isLead: true,
      name,
      description: LEAD_DESCRIPTION,
      status: LEAD_STATUS,
      budget: abc,
      abc,
      // Contracts of this kind: no recurring revenue; initial costing about 78% of ABC.
      mmr: '0.00',
      initialCosting: (Math.round(Number(abc) * 78) / 100).toFixed(2),
      startDate: addDays(endDate, -60),
      endDate,
      clientId: clientIds.length ? clientIds[i % clientIds.length] : null,
      winProbability,
      leadSource,
      leadTypeId: types.length ? types[i % types.length].id : null,
      contactDetails: `Engr. ${['Santos', 'Reyes', 'Cruz', 'Bautista', 'Garcia'][i % 5]} 0917 ${String(1000000 + i * 7919).slice(0, 3)} ${String(1000 + i * 37).slice(0, 4)}`,
      relationshipOwnerId: owners.length ? owners[i % owners.length].id : null,
      boardKey: stage,
      boardPosition: position,
      createdById: owners[0]?.id ?? null,
    };
  });
  const leads = await db.insert(projects).values(rows).returning({ id: projects.id, boardKey: projects.boardKey, ownerId: projects.relationshipOwnerId });
  await db.insert(projectActivities).values(
    leads.flatMap((lead) => [
      { companyId, projectId: lead.id, kind: 'CREATED', message: 'Lead created', data: { stage: 'opportunity' }, accountId: lead.ownerId },
      ...(lead.boardKey === 'opportunity'
        ? []
        : [
            {
              companyId,
              projectId: lead.id,
              kind: 'STAGE_CHANGED',
              message: `Stage changed from Opportunity to ${describeLeadStage(lead.boardKey).label}`,
              data: { from: 'opportunity', to: lead.boardKey },
              accountId: lead.ownerId,
            },
          ]),
    ]),
  );
}
