// Row shapes of the in-memory store: schema types, with references kept as ids so that a rename
// (a brand, a marketplace, a role) shows everywhere, as it would with a real database.
import type { components } from '../src/api/schema.ts';
import type { CheckedRow } from '../src/lib/import/productImport.ts';
import type { QuoteLetterSnapshot, StoredQuoteTerms } from '../src/lib/quote/letter.ts';

/** Every schema of openapi.yaml by name. */
export type Schemas = components['schemas'];

/** A stored product: the schema minus the joined views, plus the ids they come from. */
export type ProductRow = Omit<
  Schemas['Product'],
  'category' | 'brand' | 'type' | 'isCover' | 'ecommerces' | 'specifications' | 'partNumber'
> & {
  categoryId: number;
  brandId: number;
  typeId: number;
  ecommerces: { ecommerceId: number; link: string }[];
  /** Values by attribute id; names, units and kinds come from `db.specAttributes`. */
  specValues: SpecValueRow[];
};

/** A stored specification value of a product (issue 24). */
export interface SpecValueRow {
  id: number;
  value: Schemas['SpecValue'];
}

/** A stored specification attribute: the types by id, named when answered. */
export type SpecAttributeRow = Omit<Schemas['SpecAttribute'], 'types'> & { typeIds: number[] };

/** A stored project: the cover is derived from `projectsFile`; `createdAt` only sorts. */
export type ProjectRow = Omit<Schemas['Project'], 'isCover'> & { createdAt: string };

/** A stored user: the role by id, plus the password the mock login checks. */
export type UserRow = Omit<Schemas['User'], 'role' | 'mfaEnabled'> & {
  roleId: number;
  password: string;
  /** Set by "Reset Password" until the user picks a new password. */
  mustChangePassword?: boolean;
  /** The confirmed TOTP key of two-step sign-in (issue 27); absent while it is off. */
  totpSecret?: string;
  /** A key shown by the set-up, not yet confirmed. */
  totpPendingSecret?: string;
  /** The last accepted TOTP step (a replay is refused). */
  totpLastStep?: number;
  /** Unused recovery codes, as typed (the mocks keep no secrets worth hashing). */
  recoveryCodes?: string[];
};

/** A signed-in session (issue 27): `token` is what the browser holds; a story's own is `mock-token-<id>`. */
export interface SessionRow {
  id: number;
  userId: number;
  token: string;
  userAgent: string;
  createdAt: string;
  lastSeenAt: string;
  /** When this session last proved a factor (sign-in or `admin/auth/reauth`); absent: never. */
  reauthenticatedAt?: string;
}

/** A product import job; `rows` are written to the products when the job finishes. */
export type ImportJobRow = Schemas['ProductImportJob'] & { rows: CheckedRow[] };

/** One item of a stored quote request: the product by id (null once deleted) and its name then. */
export interface QuoteItemRow {
  id: number;
  productId: number | null;
  productName: string;
  quantity: number;
  note: string | null;
  /** The unit price staff quote; null uses the product's harga. */
  unitPrice: number | null;
  /** Issue 35: the line's discount (absent: 0) and delivery time (absent: not set). */
  discountPercent?: number;
  leadTime?: Schemas['QuoteLeadTime'] | null;
  leadTimeWeeks?: number | null;
}

/** A revision sent (issue 35); `token` is the buyer's link (the server keeps only its hash). */
export interface QuoteRevisionRow {
  revision: number;
  token: string;
  sentAt: string;
  sentBy: string | null;
  status: Schemas['QuoteRevision']['status'];
  /** The letter as sent; absent in fixtures, where it is the request as it stands. */
  snapshot?: QuoteLetterSnapshot;
  revisionNote: string | null;
  answeredAt: string | null;
}

/** A stored quote request (issue 25); personal fields are null once erased. */
export interface QuoteRow {
  id: number;
  reference: string;
  status: Schemas['QuoteStatus'];
  name: string | null;
  company: string | null;
  phone: string | null;
  email: string | null;
  npwp: string | null;
  city: string | null;
  note: string | null;
  staffNote: string | null;
  consentVersion: string;
  consentAt: string;
  createdAt: string;
  erasedAt: string | null;
  /** What makes a second send the same request (src/lib/quote/request.ts). */
  fingerprint: string;
  items: QuoteItemRow[];
  history: Schemas['QuoteStatusChange'][];
  /** Issue 35: the terms staff set (absent: none, the defaults apply). */
  terms?: Partial<StoredQuoteTerms>;
  /** Revisions sent, oldest first (absent: none). */
  revisions?: QuoteRevisionRow[];
  /** The buyer's acceptance, with the PO's name and size (absent: none). */
  acceptance?: Schemas['QuoteAcceptance'] | null;
}

/** Product events counted on one day (the server's product_event_days). */
export interface InsightProductDay {
  day: string;
  /** 0 for the site's quote requests. */
  productId: number;
  kind: 'view' | 'marketplace' | 'chat' | 'quote_add' | 'quote_request';
  marketplaceId: number;
  count: number;
}

/** One normalised query's searches on one day (the server's search_query_days). */
export interface InsightSearchDay {
  day: string;
  query: string;
  searches: number;
  zeroResults: number;
  clicks: number;
  positionSum: number;
}
