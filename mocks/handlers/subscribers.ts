// Visitors subscribing to updates from the company page's modal.
import type { RequestHandler } from 'msw';
import { db, nextId, now } from '../db.ts';
import { msg } from '../messages.ts';
import { readJson, route, single } from '../respond.ts';
import type { Schemas } from '../rows.ts';
import { field, maxLength, plainText, required, throwIfInvalid } from '../validate.ts';
import type { FieldErrors } from '../validate.ts';

/** Handler of `subscribe`. */
export const subscriberHandlers: RequestHandler[] = route(
  'post',
  '/subscribe',
  'public',
  async ({ request }) => {
    const body = await readJson(request);
    const errors: FieldErrors = {};
    const [nama, email, telp] = ['nama', 'email', 'telp'].map((name) =>
      field(body, name).trim(),
    ) as [string, string, string];
    required(errors, 'nama', nama, msg.required.subscribeName);
    required(errors, 'email', email, msg.required.subscribeEmail);
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && !errors.email)
      errors.email = msg.invalidEmail;
    maxLength(errors, 'nama', nama, 255);
    maxLength(errors, 'email', email, 255);
    maxLength(errors, 'telp', telp, 14);
    for (const [name, value] of Object.entries({ nama, email, telp }))
      plainText(errors, name, value);
    throwIfInvalid(errors);
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
