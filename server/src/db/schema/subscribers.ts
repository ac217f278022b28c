import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './common.ts';

export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    nama: text('nama').notNull().default(''),
    email: text('email').notNull().default(''),
    telp: text('telp').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('subscribers_created_idx').on(t.createdAt)],
);
