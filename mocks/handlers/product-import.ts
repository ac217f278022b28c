// Product import: the template, the preview and the job, with the same sheet reader and row rules
// as the server (src/lib/productImport*.ts). A job advances half-way per status poll and writes
// its rows into the store when it finishes. Pictures are checked by name and content (jpg/png);
// the 50-megapixel check needs the server's image library and is not mocked.
import { HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { stringify } from 'csv-stringify/browser/esm/sync';
import {
  IMPORT_MESSAGES,
  TEMPLATE_EXAMPLE,
  checkRows,
  keyedRows,
  lookupByName,
  missingColumns,
  previewOf,
  specHeaderKeys,
  templateHeaders,
  type CheckedRow,
} from '../../src/lib/import/productImport.ts';
import {
  SheetError,
  isPictureContent,
  pictureKey,
  readPictureZip,
  readSheet,
} from '../../src/lib/import/productImportSheet.ts';
import { db, nextId, nextProductImageId, now } from '../db.ts';
import { svgImage } from '../media.ts';
import { msg } from '../messages.ts';
import {
  findOr404,
  idParam,
  invalid,
  readForm,
  route,
  schemaBodyErrors,
  single,
} from '../respond.ts';
import type { ImportJobRow } from '../rows.ts';
import type { FieldErrors } from '../validate.ts';
import { readProductFields, readProductSpecs } from './product-form.ts';
import { activeAttributes } from '../views.ts';

async function bytesOf(form: FormData, name: string): Promise<Uint8Array | null> {
  const value = form.get(name);
  if (!value || typeof value === 'string' || (value.size === 0 && !value.name)) return null;
  return new Uint8Array(await value.arrayBuffer());
}

function fieldError(error: unknown): never {
  if (error instanceof SheetError) throw invalid({ [error.field]: error.message });
  throw error;
}

async function checkUpload(request: Request) {
  const form = await readForm(request);
  const file = await bytesOf(form, 'file');
  if (!file) throw invalid({ file: msg.required.newsFile });
  const sheet = await readSheet(file).catch(fieldError);
  const missing = missingColumns(sheet.headers);
  if (missing.length > 0) throw invalid({ file: IMPORT_MESSAGES.missingColumns(missing) });
  const specAttributes = activeAttributes();
  const rows = keyedRows(sheet.headers, sheet.rows, specHeaderKeys(specAttributes));
  if (rows.length === 0) throw invalid({ file: IMPORT_MESSAGES.noRows });
  const zip = await bytesOf(form, 'pictures');
  let pictures = new Map<string, Uint8Array | null>();
  try {
    if (zip) pictures = readPictureZip(zip);
  } catch (error) {
    fieldError(error);
  }
  const lookups = {
    categories: lookupByName(db.categories),
    brands: lookupByName(db.brands),
    types: lookupByName(db.types),
    ecommerces: lookupByName(db.ecommerces),
    specAttributes,
  };
  const result = checkRows(
    rows,
    lookups,
    (schemaName, fields) => schemaBodyErrors(schemaName, fields),
    (name) => {
      const data = pictures.get(pictureKey(name));
      if (data === undefined) return IMPORT_MESSAGES.pictureMissing(name);
      return data && isPictureContent(data) ? undefined : IMPORT_MESSAGES.pictureInvalid(name);
    },
    new Set(db.products.map((product) => product.id)),
  );
  return { total: rows.length, result };
}

function writeRow(row: CheckedRow): void {
  const form = new FormData();
  for (const [name, value] of Object.entries(row.fields)) form.append(name, value);
  const errors: FieldErrors = {};
  const fields = readProductFields(form, errors);
  const current = db.products.find((product) => product.id === row.id) ?? null;
  const specs = readProductSpecs(form, errors, fields.typeId, current, {
    equivalentsGiven: row.equivalentsGiven,
  });
  const pictures = row.pictures.map((name, i) => ({
    id: nextProductImageId() + i,
    path: svgImage(name),
    isCover: i === 0,
  }));
  if (current) {
    Object.assign(current, fields, specs);
    if (pictures.length) current.image = pictures;
    return;
  }
  db.products.push({
    id: nextId(db.products),
    ...fields,
    ...specs,
    image: pictures,
    isActive: true,
    createdAt: now(),
  });
}

function jobView(job: ImportJobRow) {
  const { rows: _rows, ...view } = job;
  return view;
}

/** One poll's worth of work: half of the rows, then the write. */
function advance(job: ImportJobRow): void {
  if (job.status !== 'running') return;
  job.processed = Math.min(job.total, job.processed + Math.ceil(job.total / 2));
  job.progress = Math.floor((job.processed / Math.max(1, job.total)) * 100);
  if (job.processed < job.total) return;
  job.rows.forEach(writeRow);
  job.created = job.rows.filter((row) => row.id === null).length;
  job.updated = job.rows.length - job.created;
  job.status = 'done';
  job.progress = 100;
}

/** Handlers of `admin/product/import*`. */
export const productImportHandlers: RequestHandler[] = [
  ...route('get', '/admin/product/import/template', ({ url }) => {
    const format = url.searchParams.get('format') ?? 'xlsx';
    if (format !== 'csv' && format !== 'xlsx') throw invalid({ format: msg.invalidValue });
    const headers = templateHeaders(activeAttributes());
    const example = headers.map((header) => TEMPLATE_EXAMPLE[header] ?? '');
    // The mock serves the CSV for both kinds: a spreadsheet program opens either.
    return new HttpResponse(`\uFEFF${stringify([headers, example])}`, {
      headers: {
        'content-type':
          format === 'csv'
            ? 'text/csv'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename="template-impor-produk.${format}"`,
      },
    });
  }),
  ...route('post', '/admin/product/import/preview', async ({ request }) => {
    const { total, result } = await checkUpload(request);
    return HttpResponse.json({ data: previewOf(result, total), meta: { message: msg.ok } });
  }),
  ...route('post', '/admin/product/import', async ({ request }) => {
    const { result } = await checkUpload(request);
    if (result.valid.length === 0) throw invalid({ file: IMPORT_MESSAGES.noValidRows });
    const job: ImportJobRow = {
      id: nextId(db.productImports),
      status: 'running',
      total: result.valid.length,
      processed: 0,
      progress: 0,
      created: 0,
      updated: 0,
      skipped: result.invalidRows,
      message: null,
      rows: result.valid,
    };
    db.productImports.push(job);
    return single(jobView(job), IMPORT_MESSAGES.started);
  }),
  ...route('get', '/admin/product/import/:id', (context) => {
    const job = findOr404(db.productImports, idParam(context));
    advance(job);
    return single(jobView(job));
  }),
];
