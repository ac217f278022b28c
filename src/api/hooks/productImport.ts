// Product import (issue 14): template download, preview, start and the job's state, polled while
// it runs.
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../client.ts';
import { unwrap } from '../request.ts';
import type { components } from '../schema.ts';
import { revalidateUnder } from './mutation.ts';
import { detailHook } from './query.ts';

type Schemas = components['schemas'];
export type ProductImportPreview = Schemas['ProductImportPreview'];
export type ProductImportJob = Schemas['ProductImportJob'];

/** The files of one import: the sheet and, optionally, the pictures' ZIP. */
export interface ProductImportFiles {
  /** CSV or .xlsx. */
  file: File;
  /** ZIP of the pictures the sheet names. */
  pictures?: File | null;
}

function importForm({ file, pictures }: ProductImportFiles): Schemas['ProductImportForm'] {
  const form = new FormData();
  form.append('file', file);
  if (pictures) form.append('pictures', pictures);
  return form as unknown as Schemas['ProductImportForm'];
}

/** The template as a file (the call needs the session, so a plain link would not do). */
export function downloadImportTemplate(format: 'xlsx' | 'csv'): Promise<Blob> {
  return unwrap(
    api.GET('/admin/product/import/template', { params: { query: { format } }, parseAs: 'blob' }),
  );
}

/** Checks every row; writes nothing. */
export async function previewProductImport(
  files: ProductImportFiles,
): Promise<ProductImportPreview> {
  return (await unwrap(api.POST('/admin/product/import/preview', { body: importForm(files) })))
    .data;
}

/** Starts the job over the valid rows. */
export async function startProductImport(files: ProductImportFiles): Promise<ProductImportJob> {
  return (await unwrap(api.POST('/admin/product/import', { body: importForm(files) }))).data;
}

/** How often a running job is asked for its state, in ms. */
export const IMPORT_POLL_MS = 1000;

/** The job's state, asked again every second while it runs. */
export const useProductImportJob = detailHook('/admin/product/import/{id}', {
  refreshInterval: (latest) => (latest?.data.status === 'running' ? IMPORT_POLL_MS : 0),
  revalidateOnFocus: false,
});

/** Reloads every product read after an import (the admin table, the dashboard, public lists). */
export function useRefreshProducts(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => void revalidateUnder(mutate, ['/admin/product', '/admin/dashboard', '/product']),
    [mutate],
  );
}
