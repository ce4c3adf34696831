import { boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * Default roles (issue 19, decision 0070): installation-wide templates copied into every new
 * company (`setUpNewCompany`). A company's copy remembers its template (`roles.default_role_id`) and
 * what was copied (`roles.template_copy`), so a changed template can be applied to the companies
 * whose copy still equals what they were given.
 */
export const defaultRoles = pgTable('default_roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  scopeList: jsonb('scope_list').$type<string[]>().notNull().default([]),
  isFullAccess: boolean('is_full_access').notNull().default(false),
  isDeleted: boolean('is_deleted').notNull().default(false),
  ...timestamps,
});

/** Default user levels: the same for user levels (`user_levels.default_user_level_id`, `template_copy`). */
export const defaultUserLevels = pgTable('default_user_levels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  level: integer('level').notNull().default(0),
  description: text('description').notNull().default(''),
  isDeleted: boolean('is_deleted').notNull().default(false),
  ...timestamps,
});
