// Visitors subscribing to updates from the company page's modal.
import type { RequestHandler } from 'msw';
import { db, nextId, now } from '../db.ts';
import { msg } from '../messages.ts';
import { readJson, route, single } from '../respond.ts';
import type { Schemas } from '../rows.ts';
import { field } from '../validate.ts';

/** Handler of `subscribe`. */
export const subscriberHandlers: RequestHandler[] = route(
  'post',
  '/subscribe',
  async ({ request }) => {
    const body = await readJson(request);
    const [nama, email, telp] = ['nama', 'email', 'telp'].map((name) =>
      field(body, name).trim(),
    ) as [string, string, string];
    const row: Schemas['Subscriber'] = {
      id: nextId(db.subscribers),
      nama,
      email,
      telp,
      createdAt: now(),
    };
    db.subscribers.push(row);
    return single(row, msg.subscribed);
  },
);
