// Runtime configuration as the server hands it to the web app (DECISIONS "Product and configuration").
import type { RequestHandler } from 'msw';
import { ROLE_IDS } from '../fixtures/users.ts';
import { route, single } from '../respond.ts';
import type { Schemas } from '../rows.ts';

/** The configuration the mocks answer with: the defaults, and a clearly fake chat phone. */
export const mockConfig: Schemas['Config'] = {
  appName: 'Katalog Pneumatik',
  chatPhone: '6280000000000',
  superuserRoleId: ROLE_IDS.superuser,
  adminRoleId: ROLE_IDS.admin,
};

/** Handler of `config`. */
export const configHandlers: RequestHandler[] = route('get', '/config', () => single(mockConfig));
