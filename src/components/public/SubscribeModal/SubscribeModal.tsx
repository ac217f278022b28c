import { useId } from 'react';
import { Button } from '../../../ui/Button/Button.tsx';
import { Modal } from '../../../ui/Modal/Modal.tsx';
import { TextInput } from '../../../ui/TextInput/TextInput.tsx';
import { useCheckAndSaveForm } from '../../Form/useCheckAndSaveForm.ts';
import { useConfirmLeave } from '../../Form/useConfirmLeave.ts';
import { Form } from './SubscribeModal.styles.ts';
import { SUBSCRIBE_PHONE_MAX_LENGTH, SUBSCRIBE_TEXT } from './texts.ts';

/** The subscriber payload of SPEC 3, as POST subscribe takes it. */
export interface SubscribeValues {
  /** 'Nama'. */
  nama: string;
  /** 'Email'. */
  email: string;
  /** 'Nomor Telpon', at most 14 characters. */
  telp: string;
}

/** A server message per field (from a 422), keyed like the payload. */
export type SubscribeFieldErrors = Partial<Record<keyof SubscribeValues, string>>;

const FIELDS: ReadonlyArray<{
  name: keyof SubscribeValues;
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  maxLength?: number;
}> = [
  { name: 'nama', label: SUBSCRIBE_TEXT.nama, type: 'text', autoComplete: 'name' },
  { name: 'email', label: SUBSCRIBE_TEXT.email, type: 'email', autoComplete: 'email' },
  {
    name: 'telp',
    label: SUBSCRIBE_TEXT.telp,
    type: 'tel',
    autoComplete: 'tel',
    maxLength: SUBSCRIBE_PHONE_MAX_LENGTH,
  },
];

const EMPTY: SubscribeValues = { nama: '', email: '', telp: '' };

/** Props of SubscribeModal. */
export interface SubscribeModalProps {
  /** Whether the modal is shown; every opening starts with empty fields. */
  isOpen: boolean;
  /** Called on 'Batal', Escape, the close button, and after a successful save. */
  onClose: () => void;
  /** Sends the payload; resolve on success (the modal closes), reject on failure (it stays open). */
  onSubmit: (values: SubscribeValues) => Promise<unknown>;
  /** Server messages to show under the fields (a 422 answer). */
  fieldErrors?: SubscribeFieldErrors;
}

/**
 * The company page's subscribe form (SPEC 2.2, 5): Nama, Email and Nomor Telpon (at most 14
 * characters, no other client rule). The parent shows 'Terima Kasih!' on success
 * (subscribeThanksDialog) and the shared error handling on failure; focus then goes to the first
 * field with a message. Typed details are not dropped without asking first.
 */
export function SubscribeModal(props: SubscribeModalProps) {
  // Mounted only while open, so that every opening starts empty and idle.
  return props.isOpen ? <OpenSubscribeModal {...props} /> : null;
}

function OpenSubscribeModal({ onClose, onSubmit, fieldErrors = {} }: SubscribeModalProps) {
  const formId = useId();
  const {
    field: bind,
    isBusy,
    isDirty,
    attachForm,
    handleSubmit,
  } = useCheckAndSaveForm<SubscribeValues>({
    initial: EMPTY,
    outsideErrors: fieldErrors,
    save: onSubmit,
    // The parent has told the visitor and passes the 422's messages as `fieldErrors`.
    reportFailure: () => ({ errors: {} }),
    onSaved: onClose,
  });
  const requestClose = useConfirmLeave(isDirty, isBusy, onClose);

  const footer = (
    <>
      <Button variant="secondary" onClick={requestClose}>
        {SUBSCRIBE_TEXT.cancel}
      </Button>
      <Button type="submit" form={formId} isBusy={isBusy} busyLabel={SUBSCRIBE_TEXT.busy}>
        {SUBSCRIBE_TEXT.submit}
      </Button>
    </>
  );

  return (
    <Modal isOpen onClose={requestClose} title={SUBSCRIBE_TEXT.title} size="small" footer={footer}>
      {/* noValidate: SPEC 5 allows no client rule beyond the phone's length. */}
      <Form id={formId} ref={attachForm} noValidate onSubmit={handleSubmit}>
        {FIELDS.map((field) => (
          <TextInput
            key={field.name}
            label={field.label}
            type={field.type}
            name={field.name}
            autoComplete={field.autoComplete}
            maxLength={field.maxLength}
            {...bind(field.name)}
          />
        ))}
      </Form>
    </Modal>
  );
}
