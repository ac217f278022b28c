// Staff accounts (superuser role only): table, detail, create, update, delete, toggle, password
// reset and role options. Nobody removes or deactivates themself or the last active superuser.
import type { RequestHandler } from 'msw';
import { bulkRoute } from '../bulk.ts';
import { lookupOptions } from '../crud.ts';
import { db, nextId } from '../db.ts';
import { ROLE_IDS } from '../fixtures/users.ts';
import { msg } from '../messages.ts';
import { adminList } from '../query.ts';
import type { ListSpec } from '../query.ts';
import {
  findOr404,
  idParam,
  invalid,
  list,
  readJson,
  route,
  signedIn,
  single,
  statusChange,
  tokenFor,
} from '../respond.ts';
import type { RouteContext } from '../respond.ts';
import type { UserRow } from '../rows.ts';
import { field, throwIfInvalid } from '../validate.ts';
import type { FieldErrors } from '../validate.ts';
import { userView } from '../views.ts';
import { newPasswordError } from '../../src/lib/account/passwordRules.ts';
import { mockSiteNames } from './config.ts';
import { endMockSessionsOf } from './sessions.ts';

const listSpec: ListSpec<UserRow> = {
  columns: {
    id: (row) => row.id,
    name: (row) => row.name,
    email: (row) => row.email,
    is_active: (row) => row.isActive,
  },
  searchIn: (row) => [row.name, row.email],
};

function readUser(
  body: Record<string, unknown>,
  current: UserRow | null,
): Pick<UserRow, 'name' | 'email' | 'roleId'> & { password: string } {
  const errors: FieldErrors = {};
  const name = field(body, 'name').trim();
  const email = field(body, 'email').trim();
  const roleId = field(body, 'role_id').trim();
  const password = field(body, 'password');
  const taken = db.users.some(
    (user) => user.email.toLowerCase() === email.toLowerCase() && user.id !== current?.id,
  );
  if (email && taken && !errors.email) errors.email = msg.emailTaken;
  if (roleId && !db.roles.some((role) => String(role.id) === roleId) && !errors.role_id)
    errors.role_id = msg.notExisting;
  if (!current && password && password.length < 8 && !errors.password)
    errors.password = msg.minLength(8);
  const weakPassword =
    !current && password ? newPasswordError(password, { name, email }, mockSiteNames()) : undefined;
  if (weakPassword && !errors.password) errors.password = weakPassword;
  throwIfInvalid(errors);
  return { name, email, roleId: Number(roleId), password };
}

/** Whether `user` is the only active superuser left. */
function isLastSuperuser(user: UserRow): boolean {
  const superusers = db.users.filter((row) => row.isActive && row.roleId === ROLE_IDS.superuser);
  return superusers.length === 1 && superusers[0]?.id === user.id;
}

function guardRemoval(context: RouteContext, target: UserRow): void {
  if (target.id === signedIn(context).id) throw invalid({ id: msg.selfAction }, msg.selfAction);
  if (isLastSuperuser(target)) throw invalid({ id: msg.lastSuperuser }, msg.lastSuperuser);
}

/** The single delete: not oneself, not the last active superuser. */
function removeUser(id: number, context: RouteContext): Response {
  const row = findOr404(db.users, id);
  guardRemoval(context, row);
  db.users = db.users.filter((user) => user.id !== row.id);
  return statusChange(row.id, msg.deleted);
}

/** The bulk switch: the single toggle's rules, with the flag set rather than flipped. */
function setUserActive(id: number, isActive: boolean, context: RouteContext): void {
  const row = findOr404(db.users, id);
  if (row.id === signedIn(context).id || !isActive) guardRemoval(context, row);
  row.isActive = isActive;
  if (!isActive) endMockSessionsOf(row.id);
}

/** Handlers of `admin/user*` except the own-password change (see auth.ts). */
export const userHandlers: RequestHandler[] = [
  ...bulkRoute('/admin/user', {
    rows: () => db.users,
    remove: removeUser,
    setActive: setUserActive,
  }),
  ...route('get', '/admin/user', ({ url }) => {
    const { rows, total } = adminList(url, db.users, listSpec);
    return list(rows.map(userView), total);
  }),
  ...route('get', '/admin/user/get/:id', (context) =>
    single(userView(findOr404(db.users, idParam(context)))),
  ),
  ...route('get', '/admin/user/role', ({ url }) =>
    Response.json({ data: lookupOptions(url, db.roles) }),
  ),
  ...route('get', '/admin/user/reset-password', () => single({ password: db.resetPassword })),
  ...route('post', '/admin/user/create', async ({ request }) => {
    const input = readUser(await readJson(request), null);
    const row: UserRow = { id: nextId(db.users), ...input, isActive: true };
    db.users.push(row);
    return single(userView(row), msg.saved);
  }),
  ...route('post', '/admin/user/update/:id', async (context) => {
    const row = findOr404(db.users, idParam(context));
    const { name, email, roleId } = readUser(await readJson(context.request), row);
    if (roleId !== row.roleId && isLastSuperuser(row))
      throw invalid({ role_id: msg.lastSuperuser }, msg.lastSuperuser);
    // As the server: a new role ends the user's sessions at once.
    if (roleId !== row.roleId) endMockSessionsOf(row.id);
    Object.assign(row, { name, email, roleId });
    return single(userView(row), msg.updated);
  }),
  ...route('post', '/admin/user/is-active/:id', (context) => {
    const row = findOr404(db.users, idParam(context));
    if (row.isActive) guardRemoval(context, row);
    row.isActive = !row.isActive;
    if (!row.isActive) endMockSessionsOf(row.id);
    return statusChange(row.id, msg.toggled, row.isActive);
  }),
  ...route('post', '/admin/user/reset-password/:id', (context) => {
    const row = findOr404(db.users, idParam(context));
    row.password = db.resetPassword;
    row.mustChangePassword = true;
    // As the server: the user's sessions end (the actor's own current one stays).
    endMockSessionsOf(row.id, row.id === signedIn(context).id ? tokenFor(row.id) : undefined);
    return statusChange(row.id, msg.passwordReset);
  }),
  ...route('post', '/admin/user/mfa-reset/:id', (context) => {
    const row = findOr404(db.users, idParam(context));
    if (row.id === signedIn(context).id) throw invalid({}, msg.mfaResetSelf);
    Object.assign(row, {
      totpSecret: undefined,
      totpPendingSecret: undefined,
      totpLastStep: undefined,
      recoveryCodes: undefined,
    });
    // As the server: the user signs in again everywhere.
    endMockSessionsOf(row.id);
    return statusChange(row.id, msg.mfaReset);
  }),
  ...route('delete', '/admin/user/sessions/:id', (context) => {
    const row = findOr404(db.users, idParam(context));
    if (row.id === signedIn(context).id) throw invalid({}, msg.userSessionsSelf);
    // As the server: every session of the user ends at once.
    endMockSessionsOf(row.id);
    return statusChange(row.id, msg.userSessionsEnded);
  }),
  ...route('delete', '/admin/user/:id', (context) => removeUser(idParam(context), context)),
];
