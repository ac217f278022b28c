// Reading an import sheet and its pictures' ZIP, judged by content (never by the file name):
// .xlsx is a ZIP holding a workbook (exceljs reads it), CSV is text (csv-parse reads it, the
// delimiter taken from the header line: Excel in Indonesian saves with ';'). Shared by the server
// and the mocks, so it runs in Node and in the browser alike.
import { parse } from 'csv-parse/browser/esm/sync';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { MESSAGES } from '../forms/messages.ts';
import { MAX_FILE_BYTES, MAX_IMPORT_ROWS, MAX_IMPORT_UNZIPPED_BYTES } from '../forms/limits.ts';
import { IMPORT_MESSAGES } from './productImport.ts';

/** A sheet that can not be read: the message goes on the form field that carried it. */
export class SheetError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

/** The header row and the value rows of a sheet, with their row numbers (the header is row 1). */
export interface Sheet {
  headers: string[];
  rows: { row: number; values: string[] }[];
}

const startsWith = (data: Uint8Array, bytes: number[]) =>
  bytes.every((byte, i) => data[i] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];

/** Entry names of a ZIP, read from its directory without inflating anything; null when it is no ZIP. */
function zipEntries(data: Uint8Array): { name: string; size: number }[] | null {
  if (!startsWith(data, ZIP) && !startsWith(data, EMPTY_ZIP)) return null;
  const entries: { name: string; size: number }[] = [];
  try {
    unzipSync(data, {
      filter(file) {
        entries.push({ name: file.name, size: file.originalSize });
        return false;
      },
    });
  } catch {
    return null;
  }
  return entries;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value)
    return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ('text' in value) return String((value as { text: unknown }).text ?? '');
  if ('error' in value) return '';
  return '';
}

async function readXlsx(data: Uint8Array): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new SheetError('file', MESSAGES.invalidFile);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new SheetError('file', IMPORT_MESSAGES.noRows);
  if (sheet.actualRowCount > MAX_IMPORT_ROWS + 1)
    throw new SheetError('file', IMPORT_MESSAGES.tooManyRows);
  const width = Math.min(sheet.columnCount, 1000);
  const read = (row: ExcelJS.Row) =>
    Array.from({ length: width }, (_, i) => cellText(row.getCell(i + 1).value).trim());
  const rows: Sheet['rows'] = [];
  let headers: string[] | null = null;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (headers === null) headers = read(row);
    else rows.push({ row: rowNumber, values: read(row) });
  });
  if (headers === null) throw new SheetError('file', IMPORT_MESSAGES.noRows);
  return { headers, rows };
}

/** UTF-8 (with or without BOM), else Windows-1252 (older Excel "CSV"); binary content is refused. */
function decodeText(data: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    text = new TextDecoder('windows-1252').decode(data);
  }
  // eslint-disable-next-line no-control-regex -- control characters are what binary content shows
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text))
    throw new SheetError('file', MESSAGES.invalidFile);
  return text.replace(/^\uFEFF/, '');
}

/** The delimiter the header line uses most: ',', ';' or a tab. */
function delimiterOf(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [',', ';', '\t'].map((delimiter) => ({
    delimiter,
    count: firstLine.split(delimiter).length,
  }));
  return counts.sort((a, b) => b.count - a.count)[0]?.delimiter ?? ',';
}

function readCsv(data: Uint8Array): Sheet {
  const text = decodeText(data);
  let records: string[][];
  const lines: number[] = [];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      trim: true,
      to_line: MAX_IMPORT_ROWS + 2,
      on_record: (record: string[], context: { records: number }) => {
        lines.push(context.records);
        return record;
      },
    }) as string[][];
  } catch {
    throw new SheetError('file', MESSAGES.invalidFile);
  }
  const [headers, ...rest] = records;
  if (!headers) throw new SheetError('file', IMPORT_MESSAGES.noRows);
  if (rest.length > MAX_IMPORT_ROWS) throw new SheetError('file', IMPORT_MESSAGES.tooManyRows);
  // A row number counts records, as a spreadsheet shows them (a quoted line break stays in its cell).
  return { headers, rows: rest.map((values, i) => ({ row: i + 2, values })) };
}

/** Reads a sheet: .xlsx or CSV by content; anything else is refused on `file`. */
export async function readSheet(data: Uint8Array): Promise<Sheet> {
  const entries = zipEntries(data);
  if (entries) {
    const names = new Set(entries.map((entry) => entry.name));
    const unzipped = entries.reduce((sum, entry) => sum + entry.size, 0);
    if (
      !names.has('[Content_Types].xml') ||
      !names.has('xl/workbook.xml') ||
      unzipped > MAX_IMPORT_UNZIPPED_BYTES
    ) {
      throw new SheetError('file', MESSAGES.invalidFile);
    }
    return readXlsx(data);
  }
  if (startsWith(data, ZIP.slice(0, 2)) || startsWith(data, [0xd0, 0xcf, 0x11, 0xe0]))
    throw new SheetError('file', MESSAGES.invalidFile);
  return readCsv(data);
}

/** The pictures of a ZIP by file name (folders ignored; a later duplicate name is ignored). */
export function readPictureZip(data: Uint8Array): Map<string, Uint8Array | null> {
  const entries = zipEntries(data);
  if (!entries || entries.reduce((sum, entry) => sum + entry.size, 0) > MAX_IMPORT_UNZIPPED_BYTES) {
    throw new SheetError('pictures', MESSAGES.invalidFile);
  }
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(data, {
      filter: (file) =>
        !file.name.endsWith('/') &&
        file.originalSize <= MAX_FILE_BYTES &&
        !/(^|\/)(__MACOSX|\.)/.test(file.name),
    });
  } catch {
    throw new SheetError('pictures', MESSAGES.invalidFile);
  }
  const pictures = new Map<string, Uint8Array | null>();
  for (const entry of entries) {
    const base = pictureKey(entry.name.split('/').pop() ?? '');
    if (!base || pictures.has(base) || entry.name.endsWith('/')) continue;
    // A picture over 20 MB is known by name but has no bytes: the row naming it gets the file message.
    const bytes = files[entry.name];
    pictures.set(base, bytes && bytes.length <= MAX_FILE_BYTES ? bytes : null);
  }
  return pictures;
}

/** How a picture's name is matched between the sheet and the ZIP: file name only, any case. */
export const pictureKey = (name: string): string =>
  name.split(/[\\/]/).pop()?.trim().toLowerCase() ?? '';

/** Whether bytes are a picture we accept (jpg or png, by content). */
export const isPictureContent = (data: Uint8Array): boolean =>
  startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
  startsWith(data, [0xff, 0xd8, 0xff]);
