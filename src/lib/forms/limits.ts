// The one home of the numeric limits of SPEC 5 and 9 and of DECISIONS that the server, the mocks and
// the forms share: sizes, counts, page sizes, lockouts. Pure data; their messages are built in
// messages.ts. The contract's text lengths are generated into fieldLimits.ts (npm run api:gen);
// the few limits stated here and in openapi.yaml alike are checked against it by limits.test.ts.

/** SPEC 5 and 9: 20 MB per uploaded file, in MB as the texts name it. */
export const MAX_FILE_MB = 20;
/** SPEC 5 and 9: 20 MB per uploaded file (1 MB = 1024 × 1024 bytes, as formatBytes counts). */
export const MAX_FILE_BYTES = MAX_FILE_MB * 1024 * 1024;

/** SPEC 9: up to 100 pictures in one product's or project's gallery (and per imported product). */
export const MAX_GALLERY_IMAGES = 100;

/** SPEC 9: the admin tables' page-size choices; the largest is the cap of any page (DECISIONS). */
export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;
/** SPEC 9: an admin table's page size when the query names none. */
export const DEFAULT_ADMIN_PAGE_SIZE = 10;
/** SPEC 9: public lists show 12 per page (`limit` when the query names none). */
export const DEFAULT_PUBLIC_PAGE_SIZE = 12;
/** DECISIONS "API shape": a larger `length` or `limit` is capped at this, not refused. */
export const MAX_PAGE_SIZE = 100;

/** SPEC 9: a dropdown asks the server for this many options (and a lookup answers this many by default). */
export const LOOKUP_LIMIT = 15;
/** Search suggestions: products answered by default, and at most. */
export const DEFAULT_SUGGEST_LIMIT = 6;
export const MAX_SUGGEST_LIMIT = 20;
/** DECISIONS: each brand in `brand/list/product` carries up to 10 products, each category up to 10 types. */
export const MAX_MENU_CHILDREN = 10;

/** SPEC 9: the login lockout after 3 failed attempts, for 1 minute (SPEC 8's message says so). */
export const MAX_LOGIN_FAILURES = 3;
export const LOGIN_LOCK_MS = 60_000;
/** A new password has at least this many characters (docs/decisions.md). */
export const MIN_PASSWORD_LENGTH = 8;

/** The subscribe form's phone (openapi.yaml SubscribeInput); other text lengths are the contract's
 * alone, generated into fieldLimits.ts. */
export const MAX_SUBSCRIBER_PHONE_LENGTH = 14;

/** SPEC 5 and 9: counts of the site content forms. */
export const MAX_FOOTER_ADDRESSES = 4;
export const MAX_ABOUT_TAGS = 4;

/** Bulk actions take 1 to 100 ids: the largest page, since a table selects within a page. */
export const MAX_BULK_IDS = MAX_PAGE_SIZE;

/** Product import: data rows per sheet, and the pictures' ZIP as its directory declares it unpacked. */
export const MAX_IMPORT_ROWS = 20_000;
export const MAX_IMPORT_UNZIPPED_BYTES = 400 * 1024 * 1024;
