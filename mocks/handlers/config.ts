// Runtime configuration as the server hands it to the web app (DECISIONS "Product and configuration").
import type { RequestHandler } from 'msw';
import { siteNamesOf } from '../../src/lib/account/passwordRules.ts';
import { db } from '../db.ts';
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

/** The site's and company's names a new password must not contain, read as the server reads them. */
export const mockSiteNames = (): string[] =>
  siteNamesOf({ appName: mockConfig.appName, email: db.footer.email });

/** Handler of `config`. */
export const configHandlers: RequestHandler[] = route('get', '/config', () => single(mockConfig));
