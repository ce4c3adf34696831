import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

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

/** Binary data (a company's logo image), read and written as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
