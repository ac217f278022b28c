import { quoteRequestErrors } from '../../../lib/quote/request.ts';
import type { QuoteRequestInput } from '../../../lib/quote/request.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Checkbox } from '../../../ui/Checkbox/Checkbox.tsx';
import { TextArea } from '../../../ui/TextArea/TextArea.tsx';
import { TextInput } from '../../../ui/TextInput/TextInput.tsx';
import { useCheckAndSaveForm } from '../../Form/useCheckAndSaveForm.ts';
import type { FailureReport } from '../../Form/useCheckAndSaveForm.ts';
import type { FormErrors } from '../../Form/formErrors.ts';
import type { QuoteLine } from './quoteItems.ts';
import {
  FieldGrid,
  FormError,
  FormHeading,
  FormRoot,
  SubmitRow,
} from './QuoteRequestForm.styles.ts';
import { QUOTE_TEXT } from './texts.ts';

/** The buyer's part of the request, as the form holds it. */
export interface QuoteBuyerValues {
  name: string;
  company: string;
  phone: string;
  email: string;
  npwp: string;
  city: string;
  note: string;
  consent: boolean;
}

/** An empty form. */
export const EMPTY_BUYER: QuoteBuyerValues = {
  name: '',
  company: '',
  phone: '',
  email: '',
  npwp: '',
  city: '',
  note: '',
  consent: false,
};

// The contract's lengths (QuoteInput).
const MAX = { name: 255, company: 255, phone: 20, email: 255, npwp: 30, city: 100, note: 2000 };

/** Props of QuoteRequestForm. */
export interface QuoteRequestFormProps {
  /** The lines the request carries (checked with the form: 1 to 50, each 1 to 100,000). */
  lines: readonly QuoteLine[];
  /** Sends the request; resolve on success, reject on failure (the form keeps every value). */
  onSubmit: (input: QuoteRequestInput) => Promise<unknown>;
  /** Tells the visitor about a failed send (the shared dialog) and gives the 422's messages by API name. */
  reportFailure: (error: unknown) => FailureReport;
  /** Called after a successful send with what was sent. */
  onSent: (values: QuoteBuyerValues) => void;
  /** The values the form opens with (empty by default). */
  initial?: QuoteBuyerValues;
}

const optional = (text: string): string | undefined => (text.trim() === '' ? undefined : text);

/** The request body of the form's values and the list's lines (empty optional fields left out). */
export function quoteRequestOf(
  values: QuoteBuyerValues,
  lines: readonly QuoteLine[],
): QuoteRequestInput {
  return {
    name: values.name,
    company: optional(values.company),
    phone: values.phone,
    email: optional(values.email),
    npwp: optional(values.npwp),
    city: optional(values.city),
    note: optional(values.note),
    consent: values.consent,
    items: lines.map((line) => ({
      productId: line.product.id,
      quantity: line.quantity,
      ...(line.note.trim() === '' ? {} : { note: line.note }),
    })),
  };
}

/** The messages about the lines as a whole ('items', or 'items.3.quantity' from the server). */
function linesMessages(errors: FormErrors): string[] {
  const found = Object.entries(errors)
    .filter(([key, message]) => (key === 'items' || key.startsWith('items.')) && message)
    .map(([, message]) => message as string);
  return [...new Set(found)];
}

/**
 * The buyer's details of 'Daftar Penawaran' (issue 25): 'Nama', 'Perusahaan', 'Nomor WhatsApp',
 * 'Email', 'NPWP' (optional, 15 or 16 digits, checked), 'Kota', 'Catatan', the consent and
 * 'Kirim Permintaan'. The rules are the server's (src/lib/quote/request.ts); a failure keeps every
 * value and the list, with the messages under the fields.
 */
export function QuoteRequestForm({
  lines,
  onSubmit,
  reportFailure,
  onSent,
  initial = EMPTY_BUYER,
}: QuoteRequestFormProps) {
  const {
    field: bind,
    errors,
    isBusy,
    attachForm,
    handleSubmit,
  } = useCheckAndSaveForm<QuoteBuyerValues>({
    initial,
    validate: (values) => quoteRequestErrors(quoteRequestOf(values, lines)),
    save: (values) => onSubmit(quoteRequestOf(values, lines)),
    reportFailure,
    onSaved: onSent,
    // A list in localStorage is not lost by leaving; the typed details are short.
    allowsLeavingUnsaved: true,
  });
  const listMessages = linesMessages(errors);
  return (
    <FormRoot
      ref={attachForm}
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="quote-form-title"
    >
      <FormHeading id="quote-form-title">{QUOTE_TEXT.form}</FormHeading>
      <FieldGrid>
        <TextInput
          label={QUOTE_TEXT.name}
          name="name"
          autoComplete="name"
          isRequired
          maxLength={MAX.name}
          {...bind('name')}
        />
        <TextInput
          label={QUOTE_TEXT.company}
          name="company"
          autoComplete="organization"
          maxLength={MAX.company}
          {...bind('company')}
        />
        <TextInput
          label={QUOTE_TEXT.phone}
          name="phone"
          type="tel"
          autoComplete="tel"
          isRequired
          maxLength={MAX.phone}
          {...bind('phone')}
        />
        <TextInput
          label={QUOTE_TEXT.email}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={MAX.email}
          {...bind('email')}
        />
        <TextInput
          label={QUOTE_TEXT.npwp}
          name="npwp"
          inputMode="numeric"
          hint={QUOTE_TEXT.npwpHint}
          maxLength={MAX.npwp}
          {...bind('npwp')}
        />
        <TextInput
          label={QUOTE_TEXT.city}
          name="city"
          autoComplete="address-level2"
          maxLength={MAX.city}
          {...bind('city')}
        />
        <TextArea
          label={QUOTE_TEXT.formNote}
          name="note"
          maxLength={MAX.note}
          rows={4}
          {...bind('note')}
        />
      </FieldGrid>
      <Checkbox label={QUOTE_TEXT.consent} name="consent" isRequired {...bind('consent')} />
      {listMessages.map((message) => (
        <FormError key={message} role="alert">
          {message}
        </FormError>
      ))}
      <SubmitRow>
        <Button type="submit" size="large" isBusy={isBusy} busyLabel={QUOTE_TEXT.busy}>
          {QUOTE_TEXT.submit}
        </Button>
      </SubmitRow>
    </FormRoot>
  );
}
