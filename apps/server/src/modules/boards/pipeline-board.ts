import { boardQuery, hasPermission } from '@haligi/shared';
import type { AuthContext } from '../../http/auth';
import { forbidden, parseInput } from '../../http/errors';
import { openLeadBoard } from '../leads/leads.board';
import { readProjectBoard } from '../projects/project-board';

/** The scope each board needs: the lead board shows leads, the project board projects. */
export const BOARD_SCOPES = { lead: 'LEADS_ACCESS', project: 'PROJECT_ACCESS' } as const;

/** Who may reach a board route: either scope (the board chosen by isLead then needs its own). */
export const boardRouteAccess = (ownBoard: keyof typeof BOARD_SCOPES) =>
  ({ scope: ownBoard === 'lead' ? [BOARD_SCOPES.lead, BOARD_SCOPES.project] : [BOARD_SCOPES.project, BOARD_SCOPES.lead] }) as const;

/**
 * `GET /project/board?isLead=` and `PUT /lead/board?isLead=` (spec part 1 section 7 lists both
 * with isLead): `isLead=true` answers the lead board, `false` the project board, on either route;
 * left out, each route answers its own board. The chosen board's scope is required (403 without).
 */
export async function openPipelineBoard(auth: AuthContext, rawQuery: unknown, ownBoard: keyof typeof BOARD_SCOPES) {
  const query = parseInput(boardQuery, rawQuery);
  const isLead = query.isLead === undefined ? ownBoard === 'lead' : query.isLead === 'true';
  if (!hasPermission(auth.account.role, isLead ? BOARD_SCOPES.lead : BOARD_SCOPES.project)) throw forbidden();
  return isLead ? openLeadBoard(auth.tenant, query) : readProjectBoard(auth.tenant, query);
}
