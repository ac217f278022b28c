import { count, or } from 'drizzle-orm';
import { subscribers } from '../../db/schema/index.ts';
import { MESSAGES } from '../../lib/errors.ts';
import { adminListQuery, containsText, orderFor } from '../../lib/list-query.ts';
import { list, ok } from '../../lib/respond.ts';
import type { HandlerMap } from '../register.ts';
import { SUBSCRIBER_EXPORT_COLUMNS } from '#domain/import/exportColumns.ts';
import { sendExport } from '../../export/spreadsheet.ts';

const shape = {
  id: subscribers.id,
  nama: subscribers.nama,
  email: subscribers.email,
  telp: subscribers.telp,
  createdAt: subscribers.createdAt,
};
const sortColumns = {
  id: subscribers.id,
  nama: subscribers.nama,
  email: subscribers.email,
  created_at: subscribers.createdAt,
};
const searchWhere = (search: string) =>
  search
    ? or(containsText(subscribers.nama, search), containsText(subscribers.email, search))
    : undefined;
const asAnswer = <Row extends { createdAt: Date }>(row: Row) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export const subscriberHandlers: HandlerMap = {
  async createSubscriber(request) {
    const body = request.body;
    const [row] = await request.server.db
      .insert(subscribers)
      .values({ nama: body.nama.trim(), email: body.email.trim(), telp: body.telp.trim() })
      .returning(shape);
    return ok(row && asAnswer(row), MESSAGES.subscribed);
  },
  async listDashboardSubscribers(request) {
    const q = adminListQuery(request.query);
    const db = request.server.db;
    const where = searchWhere(q.search);
    const [rows, [total]] = await Promise.all([
      db
        .select(shape)
        .from(subscribers)
        .where(where)
        .orderBy(...orderFor(sortColumns, q, subscribers.id))
        .limit(q.size)
        .offset(q.offset),
      db.select({ value: count() }).from(subscribers).where(where),
    ]);
    return list(rows.map(asAnswer), total?.value ?? 0);
  },
  async exportAdminSubscribers(request, reply) {
    const q = adminListQuery(request.query);
    const rows = await request.server.db
      .select(shape)
      .from(subscribers)
      .where(searchWhere(q.search))
      .orderBy(...orderFor(sortColumns, q, subscribers.id));
    const format = request.query.format;
    return sendExport(reply, {
      format,
      baseName: 'subscriber',
      sheetName: 'Subscriber',
      columns: SUBSCRIBER_EXPORT_COLUMNS,
      records: rows.map(asAnswer),
      now: request.server.now(),
    });
  },
};
