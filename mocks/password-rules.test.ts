// The mock API screens new passwords with the server's rule (src/lib/account/passwordRules.ts), so the
// change-password stories show the same message the server answers.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMockDb } from './db.ts';
import { FIXTURE_PASSWORD } from './fixtures/users.ts';
import { allHandlers } from './handlers/index.ts';
import { msg } from './messages.ts';
import { call, tokens } from './test-helpers.ts';

const server = setupServer(...allHandlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetMockDb());

type ErrorBody = { data: { errors: Record<string, string> } };
const change = (next: string) =>
  call('POST', '/admin/user/update-password', {
    token: tokens.admin,
    json: { old_password: FIXTURE_PASSWORD, new_password1: next, new_password2: next },
  });

describe('mock password screening', () => {
  it('refuses a common password and one holding the name on the own change', async () => {
    const common = await change('iloveyou');
    expect(common.status).toBe(422);
    expect((common.body as ErrorBody).data.errors).toEqual({ new_password1: msg.commonPassword });
    const personal = await change('kopi-siti rahmawati-1');
    expect((personal.body as ErrorBody).data.errors).toEqual({
      new_password1: msg.personalPassword,
    });
    expect((await change('Lampu-Hijau-Kuning-8')).status).toBe(200);
  });

  it("refuses the site's name and the product words, as the server does (issue 33)", async () => {
    for (const next of ['Katalog-Lampu-Hijau', 'lampu-PNEUMATIK-9'])
      expect(((await change(next)).body as ErrorBody).data.errors).toEqual({
        new_password1: msg.contextPassword,
      });
  });

  it('refuses a common password on user create', async () => {
    const created = await call('POST', '/admin/user/create', {
      token: tokens.superuser,
      json: { name: 'Tono', email: 'tono@contoh.example', password: '123456789', role_id: 2 },
    });
    expect((created.body as ErrorBody).data.errors).toEqual({ password: msg.commonPassword });
  });
});
