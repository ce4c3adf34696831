import type { ComponentType } from 'react';
import { AuditLogPage } from './audit-log-page';
import { DatabaseViewerPage } from './database-viewer-page';
import { MigrationsPage } from './migrations-page';
import { SeedTrackingPage } from './seed-tracking-page';

/** The developer data screens by route name (packages/shared access/routes.ts). */
export const DEVELOPER_DATA_PAGES: Record<string, ComponentType> = {
  member_developer_database_viewer: DatabaseViewerPage,
  member_developer_audit_log: AuditLogPage,
  member_developer_seed_tracking: SeedTrackingPage,
  member_developer_migrations: MigrationsPage,
};
