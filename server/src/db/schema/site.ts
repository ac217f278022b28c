// Singleton site content: footer (with workshop addresses) and about-us (with tags). Each table
// holds at most one row, id 1.
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './common.ts';
import { files } from './files.ts';

export const footer = pgTable('footer', {
  id: integer('id').primaryKey(),
  logoFileId: integer('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
  tagline: text('tagline').notNull().default(''),
  office: text('office').notNull().default(''),
  email: text('email').notNull().default(''),
  telp: text('telp').notNull().default(''),
  ...timestamps,
});

export const footerAddresses = pgTable('footer_addresses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().default(''),
  alamat: text('alamat').notNull().default(''),
  position: integer('position').notNull().default(0),
});

export const about = pgTable('about', {
  id: integer('id').primaryKey(),
  photoFileId: integer('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
  portfolioFileId: integer('portfolio_file_id').references(() => files.id, {
    onDelete: 'set null',
  }),
  tagline: text('tagline').notNull().default(''),
  service1: text('service1').notNull().default(''),
  service2: text('service2').notNull().default(''),
  buttonName: text('button_name').notNull().default(''),
  ...timestamps,
});

export const aboutTags = pgTable('about_tags', {
  id: serial('id').primaryKey(),
  tag: text('tag').notNull(),
  position: integer('position').notNull().default(0),
});
