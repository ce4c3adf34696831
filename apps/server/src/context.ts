import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { JobQueue } from './modules/jobs/queue';
import type { Mailer } from './modules/mail/mailer';
import type { Realtime } from './modules/realtime/realtime';

/** What every module gets: the database, the live channel, the queue, mail and configuration. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  realtime: Realtime;
  queue: JobQueue;
  mailer: Mailer;
}

export type ModuleRoutes = (app: FastifyInstance, context: AppContext) => void | Promise<void>;
