// The in-memory store behind every handler. Stories and tests call resetMockDb() so that each
// starts from the same fixtures, whatever the one before it added, edited or deleted.
import {
  aboutFixture,
  bumperFixtures,
  footerFixture,
  newProductFixture,
  projectFixtures,
} from './fixtures/landing.ts';
import {
  brandFixtures,
  categoryFixtures,
  ecommerceFixtures,
  synonymFixtures,
  typeFixtures,
} from './fixtures/master.ts';
import { auditFixtures } from './fixtures/audit.ts';
import { newsFixtures } from './fixtures/news.ts';
import { quoteFixtures } from './fixtures/quotes.ts';
import { productFixtures } from './fixtures/products.ts';
import {
  RESET_PASSWORD,
  roleFixtures,
  subscriberFixtures,
  userFixtures,
} from './fixtures/users.ts';
import type {
  ImportJobRow,
  ProductRow,
  ProjectRow,
  QuoteRow,
  InsightProductDay,
  InsightSearchDay,
  Schemas,
  SessionRow,
  SpecAttributeRow,
  UserRow,
} from './rows.ts';
import { specAttributeFixtures } from './fixtures/specs.ts';
import { sessionFixtures } from './fixtures/sessions.ts';
import { insightFixtures } from './fixtures/insights.ts';
import type { MfaRequiredRoles } from '../src/lib/account/mfaPolicy.ts';

/** Everything the mock API knows. */
export interface MockDb {
  types: Schemas['Type'][];
  synonyms: Schemas['Synonym'][];
  categories: Schemas['Category'][];
  brands: Schemas['Brand'][];
  ecommerces: Schemas['Ecommerce'][];
  products: ProductRow[];
  /** Specification attributes (issue 24); products hold their values by attribute id. */
  specAttributes: SpecAttributeRow[];
  /** Product import jobs; `rows` are the checked rows the job writes when it finishes. */
  productImports: ImportJobRow[];
  bumpers: Schemas['Bumper'][];
  projects: ProjectRow[];
  newProduct: Schemas['NewProductBanner'];
  footer: Schemas['Footer'];
  about: Schemas['TaglineMain'];
  news: Schemas['News'][];
  subscribers: Schemas['Subscriber'][];
  /** Quote requests from the 'Daftar Penawaran' (issue 25). */
  quotes: QuoteRow[];
  roles: Schemas['Role'][];
  users: UserRow[];
  /** The word "Reset Password" sets. */
  resetPassword: string;
  /** The uploaded portfolio PDF that `GET download` serves; null serves the demo PDF. */
  portfolioPdf: Blob | null;
  /** Tokens signed out with `auth/logout`. */
  revokedTokens: string[];
  /** The audit trail, oldest first. */
  audit: Schemas['AuditEntry'][];
  /** Failed sign-in times (ms) per lower-cased name, for the 429 lock. */
  loginFailures: Record<string, number[]>;
  /** Signed-in sessions ('Sesi Aktif'). */
  sessions: SessionRow[];
  /** Code-step tokens of two-step sign-in, to the user id (single use). */
  mfaChallenges: Record<string, number>;
  /** Visitor events counted per product and day (issue 26). */
  productDays: InsightProductDay[];
  /** Searches counted per query and day (issue 26). */
  searchDays: InsightSearchDay[];
  /**
   * The server's `MFA_REQUIRED_ROLES`. None by default, so that the stories' fixture superuser
   * works without a code; the forced-enrolment stories name the superuser role.
   */
  mfaRequiredRoles: MfaRequiredRoles;
  /** The time the clock-bound answers ('Perlu Tindak Lanjut') read; null: the real clock. Stories fix it. */
  clock: string | null;
}

function fixtures(): MockDb {
  return structuredClone({
    types: typeFixtures,
    synonyms: synonymFixtures,
    categories: categoryFixtures,
    brands: brandFixtures,
    ecommerces: ecommerceFixtures,
    products: productFixtures,
    specAttributes: specAttributeFixtures,
    productImports: [
      {
        id: 1,
        status: 'done',
        total: 2,
        processed: 2,
        progress: 100,
        created: 1,
        updated: 1,
        skipped: 0,
        message: null,
        rows: [],
      },
    ],
    bumpers: bumperFixtures,
    projects: projectFixtures,
    newProduct: newProductFixture,
    footer: footerFixture,
    about: aboutFixture,
    news: newsFixtures,
    subscribers: subscriberFixtures,
    quotes: quoteFixtures,
    roles: roleFixtures,
    users: userFixtures,
    resetPassword: RESET_PASSWORD,
    portfolioPdf: null,
    revokedTokens: [],
    loginFailures: {},
    audit: auditFixtures,
    sessions: sessionFixtures(new Date().toISOString()),
    mfaChallenges: {},
    ...insightFixtures(),
    mfaRequiredRoles: [],
    clock: null,
  });
}

/** The live store; handlers mutate it in place. */
export const db: MockDb = fixtures();

/** Restores the fixtures (a deep copy, so fixtures themselves are never changed). */
export function resetMockDb(): void {
  Object.assign(db, fixtures());
}

/** The next free id of a table. */
export function nextId(rows: readonly { id: number }[]): number {
  return rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
}

/** The next free image id over every product (image ids are global, as in a database). */
export function nextProductImageId(): number {
  return nextId(db.products.flatMap((product) => product.image));
}

/** The next free picture id over every project. */
export function nextProjectFileId(): number {
  return nextId(db.projects.flatMap((project) => project.projectsFile));
}

/** The current time as the server would stamp a new record. */
export function now(): string {
  return new Date().toISOString();
}
