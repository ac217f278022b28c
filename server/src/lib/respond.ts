// The answer shapes of DECISIONS.md "API shape".
import { MESSAGES } from '#domain/forms/messages.ts';

export const ok = <T>(data: T, message: string = MESSAGES.ok) => ({ data, meta: { message } });

export const list = <T>(data: T[], total: number) => ({ data, meta: { total } });

export const statusChange = (message: string, id: number, isActive?: boolean) => ({
  meta: { message },
  data: isActive === undefined ? { id } : { id, isActive },
});

export const SAVED = MESSAGES.saved;
export const UPDATED = MESSAGES.updated;
export const DELETED = MESSAGES.deleted;
export const TOGGLED = MESSAGES.toggled;
