import { formatBytes } from '../../../lib/format/bytes.ts';
import * as limits from '../../../lib/forms/fieldLimits.ts';
import { QUOTE_PO_MAX_BYTES } from '../../../lib/quote/constants.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Field, describedBy, useFieldIds } from '../../../ui/Field/Field.tsx';
import { TextInput } from '../../../ui/TextInput/TextInput.tsx';
import type { FormErrors } from '../../Form/formErrors.ts';
import { useCheckAndSaveForm } from '../../Form/useCheckAndSaveForm.ts';
import type { FailureReport } from '../../Form/useCheckAndSaveForm.ts';
import { AnswerForm, AnswerHeading, FileInput, Intro, SubmitRow } from './QuoteAnswer.styles.ts';
import { ANSWER_TEXT as TEXT } from './texts.ts';

/** The buyer's acceptance: who agrees, and their purchase order if they have one. */
export interface QuoteAcceptValues {
  name: string;
  title: string;
  poNumber: string;
  po: File | null;
}

const EMPTY: QuoteAcceptValues = { name: '', title: '', poNumber: '', po: null };

// The contract's lengths.
const MAX = limits.QuoteAcceptForm;

/** Whether a file is a PDF by what the browser says of it (the server reads its content). */
const isPdf = (file: File) =>
  file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));

/** The client's check: name and position given; a PO, when chosen, a PDF of at most 10 MB. */
export function quoteAcceptErrors(values: QuoteAcceptValues): FormErrors {
  const errors: FormErrors = {};
  if (values.name.trim() === '') errors.name = TEXT.nameRequired;
  if (values.title.trim() === '') errors.title = TEXT.titleRequired;
  if (values.po && (!isPdf(values.po) || values.po.size > QUOTE_PO_MAX_BYTES))
    errors.po = TEXT.poInvalid;
  return errors;
}

/** Props of QuoteAcceptForm. */
export interface QuoteAcceptFormProps {
  /** Sends the acceptance; rejects on failure (every typed value stays). */
  onSubmit: (values: QuoteAcceptValues) => Promise<unknown>;
  /** The failure's messages by field (a 422's) and the dialog telling of it. */
  reportFailure: (error: unknown) => FailureReport;
  /** Called once the acceptance is stored. */
  onAccepted: () => void;
}

/** 'Setujui Penawaran': name, position, an optional PO number and PO file (PDF, at most 10 MB). */
export function QuoteAcceptForm({ onSubmit, reportFailure, onAccepted }: QuoteAcceptFormProps) {
  const { field, values, setField, errors, isBusy, attachForm, handleSubmit } =
    useCheckAndSaveForm<QuoteAcceptValues>({
      initial: EMPTY,
      validate: quoteAcceptErrors,
      save: onSubmit,
      reportFailure,
      onSaved: onAccepted,
    });
  const fileIds = useFieldIds();
  const poError = errors.po;
  const { ref: poRef } = field('po');
  const chosen = values.po;
  return (
    <AnswerForm ref={attachForm} noValidate onSubmit={handleSubmit} aria-labelledby="quote-accept">
      <AnswerHeading id="quote-accept">{TEXT.accept}</AnswerHeading>
      <Intro>{TEXT.acceptIntro}</Intro>
      <TextInput
        label={TEXT.name}
        autoComplete="name"
        isRequired
        maxLength={MAX.name}
        {...field('name')}
      />
      <TextInput
        label={TEXT.title}
        autoComplete="organization-title"
        isRequired
        maxLength={MAX.title}
        {...field('title')}
      />
      <TextInput label={TEXT.poNumber} maxLength={MAX.poNumber} {...field('poNumber')} />
      <Field
        label={TEXT.po}
        ids={fileIds}
        error={poError}
        hint={chosen ? TEXT.poChosen(chosen.name, formatBytes(chosen.size)) : TEXT.poHint}
      >
        <FileInput
          id={fileIds.inputId}
          ref={poRef}
          type="file"
          accept="application/pdf,.pdf"
          aria-invalid={poError ? true : undefined}
          aria-describedby={describedBy(fileIds, { hasError: Boolean(poError), hasHint: true })}
          onChange={(event) => setField('po', event.target.files?.[0] ?? null)}
        />
      </Field>
      <SubmitRow>
        <Button type="submit" isBusy={isBusy}>
          {TEXT.accept}
        </Button>
      </SubmitRow>
    </AnswerForm>
  );
}
