import { count, or } from 'drizzle-orm';
import { subscribers } from '../../db/schema/index.ts';
import { MESSAGES } from '../../lib/errors.ts';
import { adminListQuery, containsText, orderFor } from '../../lib/list-query.ts';
import { list, ok } from '../../lib/respond.ts';
import type { HandlerMap } from '../register.ts';

const shape = { id: subscribers.id, nama: subscribers.nama, email: subscribers.email, telp: subscribers.telp, createdAt: subscribers.createdAt };
const sortColumns = { id: subscribers.id, nama: subscribers.nama, email: subscribers.email, created_at: subscribers.createdAt };
const asAnswer = (row: { createdAt: Date } & Record<string, unknown>) => ({ ...row, createdAt: row.createdAt.toISOString() });

export const subscriberHandlers: HandlerMap = {
  async createSubscriber(request) {
    const body = request.body as { nama: string; email: string; telp: string };
    const [row] = await request.server.db
      .insert(subscribers)
      .values({ nama: body.nama.trim(), email: body.email.trim(), telp: body.telp.trim() })
      .returning(shape);
    return ok(row && asAnswer(row), MESSAGES.subscribed);
  },
  async listDashboardSubscribers(request) {
    const q = adminListQuery(request.query);
    const db = request.server.db;
    const where = q.search ? or(containsText(subscribers.nama, q.search), containsText(subscribers.email, q.search)) : undefined;
    const [rows, [total]] = await Promise.all([
      db.select(shape).from(subscribers).where(where).orderBy(...orderFor(sortColumns, q, subscribers.id)).limit(q.size).offset(q.offset),
      db.select({ value: count() }).from(subscribers).where(where),
    ]);
    return list(rows.map(asAnswer), total?.value ?? 0);
  },
};
