import { holidayRequest, holidaysOnQuery, updateHolidayRequest } from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { idParams, idQuery, tableRoute } from '../../http/openapi';
import { answerTable, idParam } from '../../http/table';
import { MANPOWER_SCREEN_SCOPES } from '../employees/employee-select.routes';
import { HolidaysService } from './holidays.service';

const HOLIDAYS = { scope: 'MANPOWER_HOLIDAYS_ACCESS' } as const;
const tags = ['Holidays'];
type IdParams = { Params: { id: string } };
type IdQuery = { Querystring: { id?: string } };

/** Holidays (issue 14, decision 0048; docs/api/schedules.md). */
export const holidaysRoutes: ModuleRoutes = (app) => {
  const service = new HolidaysService();
  app.post('/holiday', { config: HOLIDAYS, schema: { tags, summary: 'Add a holiday (national, or local to one branch)', body: holidayRequest } }, async (request, reply) =>
    reply.status(201).send(await service.create(requireAuth(request).tenant, parseInput(holidayRequest, request.body))),
  );
  app.patch('/holiday', { config: HOLIDAYS, schema: { tags, summary: 'Change a holiday (the fields sent)', body: updateHolidayRequest } }, async (request) =>
    service.update(requireAuth(request).tenant, parseInput(updateHolidayRequest, request.body)),
  );
  app.get('/holiday/on', { config: { scope: MANPOWER_SCREEN_SCOPES }, schema: { tags, summary: 'Holidays between two dates that apply to a branch (national ones without branchId)', querystring: holidaysOnQuery } }, async (request) =>
    service.on(requireAuth(request).tenant, parseInput(holidaysOnQuery, request.query)),
  );
  app.get<IdQuery>('/holiday', { config: HOLIDAYS, schema: { tags, summary: 'A holiday', querystring: idQuery } }, async (request) => ({
    data: await service.find(requireAuth(request).tenant, idParam(request.query.id)),
  }));
  app.put('/holiday', { config: HOLIDAYS, schema: tableRoute('Holidays', 'Table of holidays (filter year)') }, async (request) => answerTable(service.table(requireAuth(request).tenant), request.body, request.query));
  app.delete<IdParams>('/holiday/:id', { config: HOLIDAYS, schema: { tags, summary: 'Delete a holiday', params: idParams } }, async (request) => service.remove(requireAuth(request).tenant, idParam(request.params.id)));
};
