// The audit trail's vocabulary, shared by the server (what it records), the mocks and the
// 'Riwayat Aktivitas' screen (how it is named in Indonesian).

/** What was done. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'toggle',
  'import',
  'sign-in',
  'password',
  'mfa-reset',
  'sessions-ended',
] as const;

/** To what kind of record. */
export const AUDIT_ENTITIES = [
  'product',
  'type',
  'category',
  'brand',
  'ecommerce',
  'bumper',
  'project',
  'news',
  'synonym',
  'spec-attribute',
  'user',
  'footer',
  'about',
  'new-product',
  'quote',
] as const;

export type AuditActionName = (typeof AUDIT_ACTIONS)[number];
export type AuditEntityName = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTION_LABELS: Readonly<Record<AuditActionName, string>> = {
  create: 'Tambah',
  update: 'Ubah',
  delete: 'Hapus',
  toggle: 'Ubah Status',
  import: 'Impor',
  'sign-in': 'Masuk',
  password: 'Ubah Password',
  'mfa-reset': 'Reset Verifikasi Dua Langkah',
  'sessions-ended': 'Akhiri Semua Sesi',
};

export const AUDIT_ENTITY_LABELS: Readonly<Record<AuditEntityName, string>> = {
  product: 'Produk',
  type: 'Tipe Produk',
  category: 'Kategori',
  brand: 'Brand',
  ecommerce: 'E-Commerce',
  bumper: 'Bumper',
  project: 'Project',
  news: 'News',
  synonym: 'Sinonim Pencarian',
  'spec-attribute': 'Spesifikasi',
  user: 'User',
  footer: 'Footer',
  about: 'Tentang Kami',
  'new-product': 'New Product',
  quote: 'Penawaran',
};

/** Fields never stored, whatever a record carries: secrets and bookkeeping. */
const SECRET_FIELD = /password|hash|token|secret/i;
const SKIPPED_FIELDS = new Set(['id', 'createdAt', 'updatedAt']);

export const isAuditedField = (field: string): boolean =>
  !SECRET_FIELD.test(field) && !SKIPPED_FIELDS.has(field);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * A value as a person reads it in the trail: a linked record or a size by its name (`{ id, name }`,
 * `{ name }` → name), a file by its path, a marketplace link as 'name: link', a quoted item as
 * 'name × quantity @ unit price'; lists item by item.
 */
export function readableValue(value: unknown): Json {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(readableValue);
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('ecommerces' in record && 'link' in record)
      return `${String(readableValue(record.ecommerces))}: ${String(record.link ?? '')}`;
    // A quoted item (issue 25): its name, quantity and the unit price staff set, so a price change shows.
    if ('quantity' in record && 'unitPrice' in record && typeof record.name === 'string')
      return `${record.name} × ${String(record.quantity)} @ ${record.unitPrice === null ? '-' : String(record.unitPrice)}`;
    if (typeof record.name === 'string' && ('id' in record || Object.keys(record).length === 1))
      return record.name;
    if ('path' in record) return typeof record.path === 'string' ? record.path : null;
    return Object.fromEntries(
      Object.entries(record)
        .filter(([key]) => isAuditedField(key))
        .map(([key, item]) => [key, readableValue(item)]),
    );
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string')
    return value;
  return String(value);
}

export interface AuditFieldChange {
  field: string;
  before: Json;
  after: Json;
}

/** The top-level fields whose readable value differs between two snapshots (either may be null). */
export function changedFields(before: unknown, after: unknown): AuditFieldChange[] {
  const a = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const b = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(isAuditedField);
  const changes: AuditFieldChange[] = [];
  for (const field of fields) {
    const from = field in a ? readableValue(a[field]) : null;
    const to = field in b ? readableValue(b[field]) : null;
    if (JSON.stringify(from) !== JSON.stringify(to))
      changes.push({ field, before: from, after: to });
  }
  return changes;
}

/** A value in one line for the trail's table: '-' when empty, lists joined by commas. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (Array.isArray(value)) return value.length === 0 ? '-' : value.map(auditValueText).join(', ');
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The name a record goes by in the trail. */
export function recordNameOf(snapshot: unknown): string | null {
  if (!snapshot || typeof snapshot !== 'object') return null;
  const record = snapshot as Record<string, unknown>;
  // A quote request goes by its reference, never by its buyer's name (personal data).
  for (const key of ['name', 'title', 'reference'])
    if (typeof record[key] === 'string' && record[key]) return record[key];
  if (Array.isArray(record.words)) return record.words.join(', ');
  return null;
}

/** Field names as the forms call them; any other field shows its own name. */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Nama',
  title: 'Judul',
  harga: 'Harga',
  hargaAkhir: 'Harga Akhir',
  garansi: 'Garansi',
  berat: 'Berat',
  urutan: 'Urutan',
  keterangan: 'Keterangan',
  isBestSeller: 'Best Seller',
  isActive: 'Status',
  category: 'Kategori',
  brand: 'Brand',
  type: 'Tipe',
  image: 'Foto',
  isCover: 'Foto Utama',
  size: 'Ukuran',
  color: 'Warna',
  ecommerces: 'E-Commerce',
  link: 'Link',
  email: 'Email',
  role: 'Role',
  password: 'Password',
  mfaEnabled: 'Verifikasi Dua Langkah',
  words: 'Kata',
  description: 'Deskripsi',
  content: 'Content',
  foto: 'Thumbnail',
  file: 'File',
  mainFile: 'Foto Brand',
  thumbnail: 'Thumbnail',
  path: 'Foto',
  tagline: 'Tagline',
  office: 'Alamat',
  telp: 'Nomor Telpon',
  alamat: 'Workshop',
  service1: 'Layanan 1',
  service2: 'Layanan 2',
  buttonName: 'Nama Tombol',
  list: 'Tag',
  portfolio: 'Portofolio',
  projectsFile: 'Foto',
};

export const auditFieldLabel = (field: string): string => AUDIT_FIELD_LABELS[field] ?? field;

/** At most this many characters of one value show in a table cell (rich text can be long). */
export const AUDIT_VALUE_MAX_CHARS = 120;

/** A field's value in one line: the active flag as 'Aktif' / 'Tidak Aktif', long text cut with '...'. */
export function auditFieldValueText(field: string, value: unknown): string {
  if (field === 'isActive' && typeof value === 'boolean') return value ? 'Aktif' : 'Tidak Aktif';
  const text = auditValueText(value);
  const chars = [...text];
  return chars.length > AUDIT_VALUE_MAX_CHARS
    ? `${chars.slice(0, AUDIT_VALUE_MAX_CHARS).join('')}...`
    : text;
}

/** Where an audited write's record id comes from: the path's `:id`, the created record, the caller, or none (a singleton). */
export type AuditRecordOf = 'param' | 'created' | 'self' | 'none';

/** How one contract operation is recorded. */
export interface AuditedOperation {
  entity: AuditEntityName;
  action: AuditActionName;
  recordOf: AuditRecordOf;
}

const crud = (entity: AuditEntityName, name: string) =>
  ({
    [`createAdmin${name}`]: { entity, action: 'create', recordOf: 'created' },
    [`updateAdmin${name}`]: { entity, action: 'update', recordOf: 'param' },
    [`deleteAdmin${name}`]: { entity, action: 'delete', recordOf: 'param' },
    [`toggleAdmin${name}`]: { entity, action: 'toggle', recordOf: 'param' },
  }) satisfies Record<string, AuditedOperation>;

/**
 * Which contract operations the audit trail records, as what, by operationId. One table, read by
 * the server's route registration and by the mocks' routes, so no handler records anything by hand.
 */
export const AUDITED_OPERATIONS: Readonly<Record<string, AuditedOperation>> = {
  ...crud('product', 'Product'),
  ...crud('type', 'Type'),
  ...crud('category', 'Category'),
  ...crud('brand', 'Brand'),
  ...crud('ecommerce', 'Ecommerce'),
  ...crud('bumper', 'Bumper'),
  ...crud('project', 'Project'),
  ...crud('news', 'News'),
  ...crud('synonym', 'Synonym'),
  ...crud('spec-attribute', 'SpecAttribute'),
  ...crud('user', 'User'),
  updateAdminFooter: { entity: 'footer', action: 'update', recordOf: 'none' },
  updateAdminAbout: { entity: 'about', action: 'update', recordOf: 'none' },
  updateAdminNewProductBanner: { entity: 'new-product', action: 'update', recordOf: 'none' },
  updatePassword: { entity: 'user', action: 'password', recordOf: 'self' },
  resetAdminUserPassword: { entity: 'user', action: 'password', recordOf: 'param' },
  updateAdminQuote: { entity: 'quote', action: 'update', recordOf: 'param' },
  // Issue 35: 'Kirim Penawaran' (the status going to 'Dikirim', the revisions growing by one).
  sendAdminQuote: { entity: 'quote', action: 'update', recordOf: 'param' },
  // The user read before and after shows `mfaEnabled` going from true to false.
  resetAdminUserMfa: { entity: 'user', action: 'mfa-reset', recordOf: 'param' },
  // The superuser ended every session of a user (issue 33, ASVS 7.4.5): no field changes, the
  // entry says who ended whose sessions and when.
  endAdminUserSessions: { entity: 'user', action: 'sessions-ended', recordOf: 'param' },
};

/** What an audit row says of a write, besides who made it and when. */
export interface AuditRecordDraft {
  action: AuditActionName;
  entity: AuditEntityName;
  recordId: number | null;
  recordName: string | null;
  changes: AuditFieldChange[];
}

/**
 * Runs one audited write between two reads of its record as staff see it (`read` answers null
 * when the record is not there) and says what the trail records of it: `entry()`, called once the
 * write succeeded, reads the record after and compares field by field. It answers null for a
 * toggle that changed nothing (activating an active record in a bulk action). A password event
 * says that it happened, never what the password was. The server and the mocks both record
 * through this, each with its own `read`.
 */
export async function auditedWrite<T>(
  operation: AuditedOperation,
  knownId: number | null,
  read: (id: number | null) => Promise<unknown>,
  write: () => Promise<T>,
  createdIdOf: (result: T) => unknown,
): Promise<{ result: T; entry: () => Promise<AuditRecordDraft | null> }> {
  const { entity, action, recordOf } = operation;
  const before = action === 'create' || action === 'password' ? null : await read(knownId);
  const result = await write();
  const entry = async (): Promise<AuditRecordDraft | null> => {
    const createdId = createdIdOf(result);
    const recordId =
      recordOf === 'created' ? (typeof createdId === 'number' ? createdId : null) : knownId;
    const after =
      action === 'delete' ? null : action === 'password' ? before : await read(recordId);
    const named = action === 'password' ? await read(recordId) : (after ?? before);
    const changes =
      action === 'password'
        ? [{ field: 'password', before: null, after: null }]
        : changedFields(before, after);
    // A toggle or a second-factor reset that changed nothing leaves no entry.
    if ((action === 'toggle' || action === 'mfa-reset') && changes.length === 0) return null;
    return { action, entity, recordId, recordName: recordNameOf(named), changes };
  };
  return { result, entry };
}
