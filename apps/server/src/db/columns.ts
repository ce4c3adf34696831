import { numeric, timestamp } from 'drizzle-orm/pg-core';

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Money: exact decimal pesos, read and written as strings. */
export const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

export const qty = (name: string) => numeric(name, { precision: 18, scale: 4 });
