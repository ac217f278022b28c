// The product import flow (issue 14): choose a sheet (and a ZIP of pictures), check it (every row
// with the product form's rules: row, column, message), then import the valid rows as a job whose
// progress is polled until it is done or failed.
import { useEffect, useState } from 'react';
import {
  downloadImportTemplate,
  previewProductImport,
  startProductImport,
  useProductImportJob,
  useRefreshProducts,
  type ProductImportPreview,
} from '@/api/hooks/productImport.ts';
import { Button } from '@/ui/Button/Button.tsx';
import { saveBlob } from '@/ui/dom/saveBlob.ts';
import { Field, useFieldIds } from '@/ui/Field/Field.tsx';
import { Modal } from '@/ui/Modal/Modal.tsx';
import { reportApiError, serverFieldErrors } from '../shared/reportError.ts';
import {
  ErrorScroll,
  ErrorTable,
  FileInput,
  Outcome,
  Progress,
  Stack,
  Summary,
  TemplateRow,
} from './ProductImport.styles.ts';

/** The flow's texts (ours: SPEC has no import). */
export const IMPORT_TEXT = {
  open: 'Impor',
  title: 'Impor Produk',
  file: 'File produk (CSV atau Excel .xlsx)',
  pictures: 'ZIP gambar (opsional)',
  picturesHint: 'Berisi file gambar (jpg/png) yang namanya ditulis di kolom Gambar.',
  template: 'Template:',
  templateXlsx: 'Unduh Template Excel',
  templateCsv: 'Unduh Template CSV',
  chooseFile: 'Pilih file produk terlebih dahulu.',
  check: 'Periksa File',
  cancel: 'Batal',
  back: 'Kembali',
  importRows: (count: number) => `Impor ${count} Produk`,
  summary: (p: ProductImportPreview) =>
    `${p.total} baris dibaca: ${p.valid} siap diimpor (${p.creates} baru, ${p.updates} diperbarui), ${p.invalid} baris bermasalah.`,
  errorsCaption: 'Baris bermasalah',
  errorsShown: (shown: number, total: number) => `Menampilkan ${shown} dari ${total} kesalahan.`,
  row: 'Baris',
  column: 'Kolom',
  message: 'Pesan',
  progressLabel: 'Progres impor',
  progress: (percent: number) => `Mengimpor produk... ${percent}%`,
  done: (created: number, updated: number, skipped: number) =>
    `Impor selesai: ${created} produk baru, ${updated} produk diperbarui, ${skipped} baris dilewati.`,
  close: 'Selesai',
  // While the job runs the button only closes the window: the import goes on on the server.
  closeWhileRunning: 'Jalankan di Latar Belakang',
  runsOn: 'Impor tetap berjalan bila jendela ini ditutup.',
} as const;

type Step =
  | { kind: 'choose' }
  | { kind: 'preview'; preview: ProductImportPreview }
  | { kind: 'job'; id: number };

/** Props of ProductImport. */
export interface ProductImportProps {
  /** Closes the flow (a running job goes on on the server). */
  onClose: () => void;
}

function PreviewStep({ preview }: { preview: ProductImportPreview }) {
  return (
    <Stack>
      <Summary role="status">{IMPORT_TEXT.summary(preview)}</Summary>
      {preview.errors.length > 0 ? (
        <ErrorScroll>
          <ErrorTable>
            <caption>{IMPORT_TEXT.errorsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{IMPORT_TEXT.row}</th>
                <th scope="col">{IMPORT_TEXT.column}</th>
                <th scope="col">{IMPORT_TEXT.message}</th>
              </tr>
            </thead>
            <tbody>
              {preview.errors.map((error, i) => (
                <tr key={`${error.row}-${error.column}-${i}`}>
                  <td>{error.row}</td>
                  <td>{error.column}</td>
                  <td>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </ErrorTable>
        </ErrorScroll>
      ) : null}
      {preview.errorsTotal > preview.errors.length ? (
        <Summary>{IMPORT_TEXT.errorsShown(preview.errors.length, preview.errorsTotal)}</Summary>
      ) : null}
    </Stack>
  );
}

function JobStep({ id }: { id: number }) {
  const job = useProductImportJob(id, { onError: (error) => void reportApiError(error) }).data
    ?.data;
  const refresh = useRefreshProducts();
  const status = job?.status;
  useEffect(() => {
    if (status === 'done') refresh();
  }, [status, refresh]);
  if (!job || job.status === 'running') {
    const percent = job?.progress ?? 0;
    return (
      <Stack>
        <Progress max={100} value={percent} aria-label={IMPORT_TEXT.progressLabel} />
        <Summary role="status">{IMPORT_TEXT.progress(percent)}</Summary>
        <Summary>{IMPORT_TEXT.runsOn}</Summary>
      </Stack>
    );
  }
  return job.status === 'done' ? (
    <Outcome role="status" $tone="success">
      {IMPORT_TEXT.done(job.created, job.updated, job.skipped)}
    </Outcome>
  ) : (
    <Outcome role="alert" $tone="danger">
      {job.message}
    </Outcome>
  );
}

/** The import modal opened by 'Impor' on /admin/produk. */
export function ProductImport({ onClose }: ProductImportProps) {
  const fileIds = useFieldIds();
  const zipIds = useFieldIds();
  const [file, setFile] = useState<File | null>(null);
  const [pictures, setPictures] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [isBusy, setBusy] = useState(false);
  // The same SWR key as JobStep's: this reads the answers JobStep's polling brings, polling none itself.
  const jobStatus = useProductImportJob(step.kind === 'job' ? step.id : null, {
    refreshInterval: 0,
  }).data?.data.status;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        setStep({ kind: 'choose' });
      } else void reportApiError(error);
    } finally {
      setBusy(false);
    }
  };
  const check = () => {
    if (!file) {
      setErrors({ file: IMPORT_TEXT.chooseFile });
      return;
    }
    setErrors({});
    void run(async () =>
      setStep({ kind: 'preview', preview: await previewProductImport({ file, pictures }) }),
    );
  };
  const start = () => {
    if (!file) return;
    void run(async () =>
      setStep({ kind: 'job', id: (await startProductImport({ file, pictures })).id }),
    );
  };
  const template = (format: 'xlsx' | 'csv') =>
    void downloadImportTemplate(format)
      .then((blob) => saveBlob(blob, `template-impor-produk.${format}`))
      .catch(reportApiError);

  const footer =
    step.kind === 'choose' ? (
      <>
        <Button variant="secondary" onClick={onClose}>
          {IMPORT_TEXT.cancel}
        </Button>
        <Button isBusy={isBusy} onClick={check}>
          {IMPORT_TEXT.check}
        </Button>
      </>
    ) : step.kind === 'preview' ? (
      <>
        <Button variant="secondary" onClick={() => setStep({ kind: 'choose' })}>
          {IMPORT_TEXT.back}
        </Button>
        <Button isBusy={isBusy} isDisabled={step.preview.valid === 0} onClick={start}>
          {IMPORT_TEXT.importRows(step.preview.valid)}
        </Button>
      </>
    ) : (
      <Button variant="secondary" onClick={onClose}>
        {jobStatus === 'done' || jobStatus === 'failed'
          ? IMPORT_TEXT.close
          : IMPORT_TEXT.closeWhileRunning}
      </Button>
    );

  return (
    <Modal
      isOpen
      title={IMPORT_TEXT.title}
      size="large"
      onClose={onClose}
      footer={footer}
      isBackdropCloseDisabled={step.kind !== 'choose'}
    >
      {step.kind === 'choose' ? (
        <Stack>
          <TemplateRow>
            <span>{IMPORT_TEXT.template}</span>
            <Button variant="secondary" size="small" onClick={() => template('xlsx')}>
              {IMPORT_TEXT.templateXlsx}
            </Button>
            <Button variant="secondary" size="small" onClick={() => template('csv')}>
              {IMPORT_TEXT.templateCsv}
            </Button>
          </TemplateRow>
          <Field label={IMPORT_TEXT.file} ids={fileIds} error={errors.file} isRequired>
            <FileInput
              id={fileIds.inputId}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-invalid={errors.file ? true : undefined}
              aria-describedby={errors.file ? fileIds.errorId : undefined}
              onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
            />
          </Field>
          <Field
            label={IMPORT_TEXT.pictures}
            ids={zipIds}
            error={errors.pictures}
            hint={IMPORT_TEXT.picturesHint}
          >
            <FileInput
              id={zipIds.inputId}
              type="file"
              accept=".zip,application/zip"
              aria-invalid={errors.pictures ? true : undefined}
              aria-describedby={errors.pictures ? zipIds.errorId : zipIds.hintId}
              onChange={(event) => setPictures(event.currentTarget.files?.[0] ?? null)}
            />
          </Field>
        </Stack>
      ) : step.kind === 'preview' ? (
        <PreviewStep preview={step.preview} />
      ) : (
        <JobStep id={step.id} />
      )}
    </Modal>
  );
}
