import {
  hasPermission,
  ITEM_READ_SCOPES,
  LEAD_STAGES,
  lostReasonProblem,
  moveLeadSummary,
  toolRefusal,
  WAREHOUSE_SCOPES,
} from '@haligi/shared';
import { asc, eq, ilike, sql } from 'drizzle-orm';
import { z } from 'zod';
import { projects } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { answerPreparedTable } from '../../http/table';
import { pendingFor } from '../approvals/approvals.service';
import { onBoard } from '../boards/board.repository';
import { readBoqData } from '../boq-versions/boq-versions.repository';
import { listVersions } from '../boq-versions/boq-versions.service';
import { stockTable } from '../inventory/inventory.tables';
import { openLeadBoard } from '../leads/leads.board';
import { leadStageLabel } from '../leads/leads.service';
import type { ChatTool } from './chat-completions';

/**
 * The assistant's tools (decision 0066). Each reads through the module's own services with the
 * asking member's company, and first checks the scope of the REST route that answers the same
 * data: without it the model gets a refusal, never the data. A proposing tool changes nothing: it
 * checks what it can and hands back a proposal the member must confirm.
 */

/** The scopes of the REST routes answering the same data (their `config.scope`). */
export const TOOL_SCOPES = {
  /** PUT /lead/board, PATCH /lead/move: LEADS_ACCESS (leads.routes.ts). */
  leads: ['LEADS_ACCESS'],
  /** GET /boq/version, GET /boq/{id}/preview: PROJECT_ACCESS (boq-versions.routes.ts). */
  projects: ['PROJECT_ACCESS'],
  /** PUT /inventory: any warehouse scope or a catalogue read scope (inventory.routes.ts READS). */
  stock: [...WAREHOUSE_SCOPES, ...ITEM_READ_SCOPES],
  /** GET /approval/pending: any member (the caller's own queue). */
  approvals: null,
} as const;

export interface ToolContext {
  auth: AuthContext;
}

/** A proposal the chat service stores and shows: what to run on confirmation. */
export interface ProposedChange {
  kind: 'MOVE_LEAD';
  summary: string;
  payload: { projectId: number; boardKey: string; lostReason: string | null };
}

export type ToolResult = { kind: 'result'; value: unknown } | { kind: 'proposal'; change: ProposedChange };

interface ToolDefinition {
  spec: ChatTool;
  scope: readonly string[] | null;
  /** What the member lacks, in the refusal ("leads"). */
  what: string;
  run(context: ToolContext, args: Record<string, unknown>): Promise<ToolResult>;
}

const result = (value: unknown): ToolResult => ({ kind: 'result', value });
const fail = (message: string): ToolResult => result({ error: 'NOT_DONE', message });
const stageList = LEAD_STAGES.map((s) => `${s.key} (${s.label})`).join(', ');

/** A stage named by key or label ("Qualified", "in negotiation"). */
function stageOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase().replace(/\s+/g, '-');
  return LEAD_STAGES.find((s) => s.key === wanted || s.label.toLowerCase().replace(/\s+/g, '-') === wanted)?.key ?? null;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Leads or projects of the member's company named by id or (part of) their name: exact names first. */
async function findCards(context: ToolContext, isLead: boolean, id: unknown, name: unknown) {
  const { tenant } = context.auth;
  const byId = typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
  const text = typeof name === 'string' ? name.trim().slice(0, 200) : '';
  if (!byId && !text) return [];
  return tenant.db
    .select({ id: projects.id, name: projects.name, boardKey: projects.boardKey })
    .from(projects)
    .where(onBoard(tenant, isLead, byId ? eq(projects.id, byId) : ilike(projects.name, `%${escapeLike(text)}%`)))
    .orderBy(sql`lower(${projects.name}) = lower(${text}) desc`, asc(projects.name), asc(projects.id))
    .limit(5);
}

const TOOLS: Record<string, ToolDefinition> = {
  leads_by_stage: {
    scope: TOOL_SCOPES.leads,
    what: 'leads',
    spec: {
      type: 'function',
      function: {
        name: 'leads_by_stage',
        description: `The lead pipeline: each stage with its number of leads and peso total, and the first leads of each. With stage, up to 20 leads of that stage. Stages: ${stageList}.`,
        parameters: { type: 'object', properties: { stage: { type: 'string', description: 'A stage key or label; leave out for every stage' } }, additionalProperties: false },
      },
    },
    async run(context, args) {
      const stage = args.stage === undefined || args.stage === null || args.stage === '' ? null : stageOf(args.stage);
      if (args.stage && !stage) return fail(`Unknown stage "${String(args.stage)}". Stages: ${stageList}.`);
      const board = await openLeadBoard(context.auth.tenant, { boardKey: stage ?? undefined, page: 1, perPage: stage ? 20 : 5 });
      return result({
        stages: board.columns.map((c) => ({
          stage: c.key,
          label: c.label,
          count: c.count,
          total: c.total,
          leads: c.list.map((card) => ({ id: card.id, name: card.name, budget: card.budget, client: card.client?.name ?? null, winProbability: card.winProbability, closingDate: card.endDate })),
          more: c.hasMore,
        })),
      });
    },
  },
  project_boq_totals: {
    scope: TOOL_SCOPES.projects,
    what: 'projects and their bills of quantities',
    spec: {
      type: 'function',
      function: {
        name: 'project_boq_totals',
        description: "A project's bill of quantities totals (the current revision): total cost and total with profit, in pesos.",
        parameters: {
          type: 'object',
          properties: { projectId: { type: 'integer', description: 'The project id, when known' }, projectName: { type: 'string', description: 'The project name or part of it' } },
          additionalProperties: false,
        },
      },
    },
    async run(context, args) {
      const found = await findCards(context, false, args.projectId, args.projectName);
      if (!found.length) return fail('No project of the company matches that. Ask the user for the exact project name.');
      const exact = found.length === 1 || (typeof args.projectName === 'string' && found[0].name.toLowerCase() === args.projectName.trim().toLowerCase());
      if (!exact) return result({ error: 'AMBIGUOUS', message: 'Several projects match; ask which one.', candidates: found.map((p) => ({ id: p.id, name: p.name })) });
      const project = found[0];
      const versions = await listVersions(context.auth.tenant, project.id);
      const current = versions.find((v) => v.isCurrent);
      if (!current) return result({ project: { id: project.id, name: project.name }, boq: null, message: 'The project has no bill of quantities.' });
      const { body } = await readBoqData(context.auth.tenant, current.id);
      return result({
        project: { id: project.id, name: project.name },
        boq: { id: current.id, revision: current.revision, status: current.status, total: body.boqTotal, totalWithProfit: body.boqTotalWithProfit, versions: versions.length },
      });
    },
  },
  item_stock: {
    scope: TOOL_SCOPES.stock,
    what: 'the stock of items',
    spec: {
      type: 'function',
      function: {
        name: 'item_stock',
        description: "An item's stock: the quantity held in each warehouse, by item name or SKU.",
        parameters: { type: 'object', properties: { item: { type: 'string', description: 'Item name, part of it, or SKU' } }, required: ['item'], additionalProperties: false },
      },
    },
    async run(context, args) {
      const keyword = typeof args.item === 'string' ? args.item.trim().slice(0, 200) : '';
      if (!keyword) return fail('Say which item (name or SKU).');
      const table = await answerPreparedTable(context.auth.tenant, stockTable, { searchKeyword: keyword }, { page: 1, perPage: 20 });
      const rows = table.list as { item: { id: number; name: string; sku: string; uom: string }; warehouse: { name: string; kind: string }; quantity: string }[];
      if (!rows.length) return result({ item: keyword, stock: [], message: 'No stock of a matching item is held in any warehouse.' });
      return result({ stock: rows.map((r) => ({ item: r.item.name, sku: r.item.sku, unit: r.item.uom, warehouse: r.warehouse.name, warehouseKind: r.warehouse.kind, quantity: r.quantity })), more: table.pagination.total > rows.length });
    },
  },
  my_pending_approvals: {
    scope: TOOL_SCOPES.approvals,
    what: 'approvals',
    spec: {
      type: 'function',
      function: { name: 'my_pending_approvals', description: 'The approvals waiting for the user: documents (code, type, amount), the step and who asked.', parameters: { type: 'object', properties: {}, additionalProperties: false } },
    },
    async run(context) {
      const pending = await pendingFor(context.auth.tenant.db, context.auth.tenant, context.auth.account.id);
      return result({
        count: pending.length,
        approvals: pending.slice(0, 30).map((p) => ({ documentType: p.documentType, documentCode: p.documentCode, amount: p.amount, step: p.stepName, requestedBy: p.requestedBy?.name ?? null, onBehalfOf: p.onBehalfOf?.name ?? null })),
      });
    },
  },
  propose_move_lead: {
    scope: TOOL_SCOPES.leads,
    what: 'leads',
    spec: {
      type: 'function',
      function: {
        name: 'propose_move_lead',
        description: `Propose moving a lead to another stage. Nothing changes until the user confirms in the panel; you are told the outcome. Stages: ${stageList}. Closed Lost needs a lost reason.`,
        parameters: {
          type: 'object',
          properties: {
            leadId: { type: 'integer', description: 'The lead id, when known' },
            leadName: { type: 'string', description: 'The lead name, when the id is not known' },
            stage: { type: 'string', description: 'The stage to move it to (key or label)' },
            lostReason: { type: 'string', description: 'Why it was lost (only for Closed Lost)' },
          },
          required: ['stage'],
          additionalProperties: false,
        },
      },
    },
    async run(context, args) {
      const stage = stageOf(args.stage);
      if (!stage) return fail(`Unknown stage "${String(args.stage ?? '')}". Stages: ${stageList}.`);
      const found = await findCards(context, true, args.leadId, args.leadName);
      if (!found.length) return fail('No lead of the company matches that. Ask the user which lead.');
      const exact = found.length === 1 || (typeof args.leadName === 'string' && found[0].name.toLowerCase() === args.leadName.trim().toLowerCase());
      if (!exact) return result({ error: 'AMBIGUOUS', message: 'Several leads match; ask which one.', candidates: found.map((l) => ({ id: l.id, name: l.name, stage: l.boardKey })) });
      const lead = found[0];
      if (lead.boardKey === stage) return fail(`The lead is already in ${leadStageLabel(stage)}.`);
      const lostReason = typeof args.lostReason === 'string' && args.lostReason.trim() ? args.lostReason.trim().slice(0, 500) : null;
      const problem = lostReasonProblem(stage, lostReason);
      if (problem) return fail(`${problem}. Ask the user for the reason.`);
      return {
        kind: 'proposal',
        change: {
          kind: 'MOVE_LEAD',
          summary: moveLeadSummary(lead.name, leadStageLabel(lead.boardKey ?? ''), leadStageLabel(stage), stage === 'closed-lost' ? lostReason : null),
          payload: { projectId: lead.id, boardKey: stage, lostReason: stage === 'closed-lost' ? lostReason : null },
        },
      };
    },
  },
};

export const toolSpecs = (): ChatTool[] => Object.values(TOOLS).map((t) => t.spec);

/** The scope a tool needs, checked against the member's current rights. */
export const mayUseTool = (auth: AuthContext, name: string) => {
  const tool = TOOLS[name];
  return !!tool && (tool.scope === null || hasPermission(auth.account.role, tool.scope));
};

const argsSchema = z.record(z.string(), z.unknown());

/** Runs one tool call of the model: a refusal without the scope, a NOT_DONE note on bad input. */
export async function runTool(context: ToolContext, name: string, rawArguments: string): Promise<ToolResult> {
  const tool = TOOLS[name];
  if (!tool) return fail(`There is no tool named ${name}.`);
  if (!mayUseTool(context.auth, name)) return result(toolRefusal(tool.what));
  let args: Record<string, unknown>;
  try {
    const parsed = argsSchema.safeParse(JSON.parse(rawArguments || '{}'));
    if (!parsed.success) return fail('The arguments must be a JSON object.');
    args = parsed.data;
  } catch {
    return fail('The arguments are not valid JSON.');
  }
  try {
    return await tool.run(context, args);
  } catch (error) {
    // A refusal of the service (not found, bad input) is the model's to read; anything else is thrown on.
    if (error instanceof HttpError && error.statusCode < 500) return fail(error.message);
    throw error;
  }
}
