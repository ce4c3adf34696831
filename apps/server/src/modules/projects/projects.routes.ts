import { createProjectRequest, deleteWithPasswordRequest, moveBoardRequest, updateProjectRequest, text } from '@haligi/shared';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { passwordCaller } from '../auth/own-password';
import { parseInput } from '../../http/errors';
import { answerTable, idParam } from '../../http/table';
import { idParams, idQuery, tableRoute } from '../../http/openapi';
import { boardQuery } from '@haligi/shared';
import { findProjectAnswer } from './project-answer';
import { boardRouteAccess, openPipelineBoard } from '../boards/pipeline-board';
import { moveProject } from './project-move';
import { projectTable } from './projects.table';
import { ProjectsService } from './projects.service';

const PROJECTS = { scope: 'PROJECT_ACCESS' } as const;
const PROJECTS_WITH_PASSWORD = { ...PROJECTS, confirmsPassword: true } as const;
/** DELETE /project/{id}: the password is required for projects (spec part 1 section 5). */
const passwordRequest = z.object({ password: text().min(1, 'is required') });

type IdParams = { Params: { id: string } };
const tags = ['Projects'];

export const projectsRoutes: ModuleRoutes = (app) => {
  const service = new ProjectsService();

  app.post('/project', { config: PROJECTS, schema: { tags, summary: 'Create a project (and its warehouse)', body: createProjectRequest } }, async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    return reply.status(201).send(await service.create(tenant, account.id, parseInput(createProjectRequest, request.body)));
  });
  app.patch('/project', { config: PROJECTS, schema: { tags, summary: 'Change a project (the fields sent; each change in its timeline)', body: updateProjectRequest } }, async (request) => {
    const { tenant, account } = requireAuth(request);
    return service.update(tenant, account.id, parseInput(updateProjectRequest, request.body));
  });
  app.put('/project', { config: PROJECTS, schema: tableRoute('Projects', 'Table of projects') }, async (request) => answerTable(projectTable(requireAuth(request).tenant), request.body, request.query));
  app.get<{ Querystring: { id?: string } }>('/project', { config: PROJECTS, schema: { tags, summary: 'A project', querystring: idQuery } }, async (request) =>
    findProjectAnswer(requireAuth(request).tenant, idParam(request.query.id)),
  );
  app.delete('/project', { config: PROJECTS_WITH_PASSWORD, schema: { tags, summary: 'Delete several projects (password required)', body: deleteWithPasswordRequest } }, async (request) => {
    const { tenant, account } = requireAuth(request);
    const { password, ids } = parseInput(deleteWithPasswordRequest, request.body);
    return service.removeMany(tenant, passwordCaller(request, account.id), password, ids);
  });
  app.delete<IdParams>('/project/:id', { config: PROJECTS_WITH_PASSWORD, schema: { tags, summary: 'Delete a project (password required)', params: idParams, body: passwordRequest } }, async (request) => {
    const { tenant, account } = requireAuth(request);
    const id = idParam(request.params.id);
    // Another company's id is not found before the password is even read.
    await findProjectAnswer(tenant, id);
    return service.remove(tenant, passwordCaller(request, account.id), id, parseInput(passwordRequest, request.body).password);
  });

  app.get('/project/board', { config: boardRouteAccess('project'), schema: { tags, summary: "The project board: each stage's first page, or one stage's page", querystring: boardQuery } }, async (request) => openPipelineBoard(requireAuth(request), request.query, 'project'));
  app.patch('/project/move', { config: PROJECTS, schema: { tags, summary: 'Move a project card to a stage and position', body: moveBoardRequest } }, async (request) => {
    const { tenant, account } = requireAuth(request);
    return moveProject(tenant, account.id, parseInput(moveBoardRequest, request.body));
  });
};
