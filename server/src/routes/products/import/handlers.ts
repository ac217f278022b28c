// Product import (issue 14): template, preview (checks, writes nothing), start a job, its state.
import { formOf } from '../../../lib/form.ts';
import { MESSAGES, invalid } from '../../../lib/errors.ts';
import { idOf, type HandlerMap } from '../../register.ts';
import { IMPORT_MESSAGES, previewOf } from '#domain/import/productImport.ts';
import { checkImport } from '../../../repositories/products/import/check.ts';
import { readImportJob, startImportJob } from '../../../repositories/products/import/jobs.ts';
import {
  TEMPLATE_NAME,
  TEMPLATE_TYPES,
  importTemplate,
} from '../../../repositories/products/import/template.ts';

export const productImportHandlers: HandlerMap = {
  async downloadProductImportTemplate(request, reply) {
    const format = request.query.format === 'csv' ? 'csv' : 'xlsx';
    return reply
      .header('content-type', TEMPLATE_TYPES[format])
      .header('content-disposition', `attachment; filename="${TEMPLATE_NAME}.${format}"`)
      .send(await importTemplate(format, await request.server.repos.specAttributes.active()));
  },
  async previewProductImport(request) {
    const form = formOf(request, 'ProductImportForm');
    const checked = await checkImport(request.server.db, form);
    return { data: previewOf(checked.result, checked.total), meta: { message: MESSAGES.ok } };
  },
  async startProductImport(request) {
    const form = formOf(request, 'ProductImportForm');
    const { result, pictures } = await checkImport(request.server.db, form);
    if (result.valid.length === 0) throw invalid({ file: IMPORT_MESSAGES.noValidRows });
    const job = await startImportJob(request.server, {
      user: request.user ? { id: request.user.id, name: request.user.name } : null,
      rows: result.valid,
      skipped: result.invalidRows,
      pictures,
    });
    return { data: job, meta: { message: IMPORT_MESSAGES.started } };
  },
  getProductImport: async (request) => ({
    data: await readImportJob(request.server, idOf(request)),
    meta: { message: MESSAGES.ok },
  }),
};
