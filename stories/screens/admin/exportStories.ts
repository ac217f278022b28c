// Play helpers for the 'Ekspor' menu of the admin tables: open it, choose a format, and catch the
// file the screen saves (its name and bytes) instead of letting the browser download it.
import { parse } from 'csv-parse/browser/esm/sync';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EXPORT_TEXT } from '../../../src/screens/admin/shared/ExportMenu.tsx';
import { catchDownloads, type SavedFile } from '../../downloads.ts';

export { catchDownloads, type SavedFile };

const body = () => within(document.body);

/** The table card named `caption` (the dashboard has two); found behind an open dialog too. */
export function tableCard(caption: string) {
  return within(body().getByRole('region', { name: caption, hidden: true }));
}

/** The export trigger of the table card named `caption` (its name reads 'Menyiapkan file...' while busy). */
export function exportButton(caption: string, name: string = EXPORT_TEXT.open) {
  return tableCard(caption).getByRole('button', { name, hidden: true });
}

/** Opens the export menu and returns it. */
export async function openExportMenu(caption: string) {
  await userEvent.click(exportButton(caption));
  const menu = await body().findByRole('menu', { name: EXPORT_TEXT.open });
  return within(menu);
}

/** Opens the menu and chooses CSV or Excel. */
export async function chooseExport(caption: string, format: 'csv' | 'xlsx') {
  const menu = await openExportMenu(caption);
  await userEvent.click(
    menu.getByRole('menuitem', { name: format === 'csv' ? EXPORT_TEXT.csv : EXPORT_TEXT.xlsx }),
  );
}

/** Waits for the first saved file. */
export async function firstSaved(saved: readonly SavedFile[]): Promise<SavedFile> {
  await waitFor(() => expect(saved).toHaveLength(1), { timeout: 5000 });
  return saved[0] as SavedFile;
}

/** A saved CSV's records, keyed by the Indonesian headers. */
export async function csvRecords(file: SavedFile): Promise<Record<string, string>[]> {
  return parse(await file.blob.text(), {
    bom: true,
    columns: true,
    skip_empty_lines: true,
  }) as Record<string, string>[];
}
