import { EMAIL_MESSAGES, leadEmailRequest, leadNoteRequest, scheduleMeetingRequest, splitRecipients } from '@haligi/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { badRequest, parseInput, parseInputChecked, type InputCheck } from '../../http/errors';
import { idParam } from '../../http/table';
import { findPipelineRecord, listActivities } from './activities.service';
import { LeadActionsService } from './lead-actions.service';
import { addLeadNote, listLeadNotes } from './lead-notes.service';
import { idParams } from '../../http/openapi';
const tags = ['Activities'];

/** A meeting that ends before it starts is listed beside its other field problems. */
const meetingTimes: InputCheck = (input) => {
  const { startsAt, endsAt } = (input ?? {}) as { startsAt?: unknown; endsAt?: unknown };
  const time = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? new Date(value).getTime() : NaN);
  const start = time(startsAt);
  const end = time(endsAt);
  return Number.isFinite(start) && Number.isFinite(end) && end <= start ? ['endsAt: must be after the start'] : [];
};

const LEADS = { scope: 'LEADS_ACCESS' } as const;
const PROJECTS = { scope: 'PROJECT_ACCESS' } as const;

type IdParams = { Params: { id: string } };

/** The activity timeline of leads and projects, the lead page's quick actions and a project's meetings (a lead's tasks: modules/tasks). */
export const activitiesRoutes: ModuleRoutes = (app, context) => {
  const actions = new LeadActionsService(context);

  app.get<IdParams>('/lead/:id/activities', { config: LEADS, schema: { tags, summary: "A lead's activity timeline", params: idParams } }, async (request) =>
    listActivities(requireAuth(request).tenant, idParam(request.params.id), true),
  );
  app.get<IdParams>('/project/:id/activities', { config: PROJECTS, schema: { tags, summary: "A project's activity timeline", params: idParams } }, async (request) =>
    listActivities(requireAuth(request).tenant, idParam(request.params.id), false),
  );

  // Another company's lead is not found before the body is read: 404, not 400.
  app.get<IdParams>('/lead/:id/notes', { config: LEADS, schema: { tags, summary: "A lead's notes", params: idParams } }, async (request) => {
    const { tenant } = requireAuth(request);
    const id = idParam(request.params.id);
    await findPipelineRecord(tenant, id, true);
    return listLeadNotes(tenant, id);
  });
  app.post<IdParams>('/lead/:id/notes', { config: LEADS, schema: { tags, summary: 'Add a note to a lead', params: idParams, body: leadNoteRequest } }, async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    const id = idParam(request.params.id);
    await findPipelineRecord(tenant, id, true);
    return reply.status(201).send(await addLeadNote(tenant, account.id, id, parseInput(leadNoteRequest, request.body).text));
  });
  // Leads and projects share the table and the service; each route keeps its own scope.
  const meetingRoute = (kind: 'LEAD' | 'PROJECT') => async (request: FastifyRequest<IdParams>, reply: FastifyReply) => {
    const { tenant, account } = requireAuth(request);
    const id = idParam(request.params.id);
    await findPipelineRecord(tenant, id, kind === 'LEAD');
    const organizer = { accountId: account.id, name: account.name, email: account.email };
    return reply.status(201).send(await actions.scheduleMeeting(tenant, organizer, { kind, id }, await parseInputChecked(scheduleMeetingRequest, request.body, [meetingTimes])));
  };
  app.post<IdParams>('/lead/:id/meeting', { config: LEADS, schema: { tags, summary: 'Schedule a meeting about a lead', params: idParams, body: scheduleMeetingRequest } }, meetingRoute('LEAD'));
  app.post<IdParams>('/project/:id/meeting', { config: PROJECTS, schema: { tags, summary: 'Schedule a meeting about a project', params: idParams, body: scheduleMeetingRequest } }, meetingRoute('PROJECT'));
  app.post<IdParams>('/lead/:id/email', { config: LEADS, schema: { tags, summary: 'Send an email about a lead (through the queue)', params: idParams, body: leadEmailRequest } }, async (request) => {
    const { tenant, account } = requireAuth(request);
    const id = idParam(request.params.id);
    await findPipelineRecord(tenant, id, true);
    // The compose dialog's own words when To is empty or only commas (spec document 2 section 8).
    const to = (request.body as { to?: unknown } | null)?.to;
    if (!splitRecipients(typeof to === 'string' ? to : '').length) throw badRequest(EMAIL_MESSAGES.noRecipient);
    return actions.sendEmail(tenant, account.id, id, parseInput(leadEmailRequest, request.body));
  });
};
