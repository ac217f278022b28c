import { useId } from 'react';
import { Button } from '../../../ui/Button/Button.tsx';
import { Modal } from '../../../ui/Modal/Modal.tsx';
import {
  CHANGE_PASSWORD_LABELS,
  ChangePasswordFields,
  EMPTY_CHANGE_PASSWORD,
} from './ChangePasswordFields.tsx';
import type { ChangePasswordFieldErrors, ChangePasswordValues } from './ChangePasswordFields.tsx';
import { useCheckAndSaveForm } from '../../Form/useCheckAndSaveForm.ts';
import { useConfirmLeave } from '../../Form/useConfirmLeave.ts';
import { Form } from './ChangePasswordModal.styles.ts';

export type { ChangePasswordFieldErrors, ChangePasswordValues } from './ChangePasswordFields.tsx';

/** The texts of the modal: SPEC 2.3 for fields and buttons; the title is the menu item's. */
export const CHANGE_PASSWORD_TEXT = {
  title: 'Ubah Password',
  ...CHANGE_PASSWORD_LABELS,
  cancel: 'Batal',
  submit: 'Simpan',
  busy: 'Memproses...',
} as const;

/** Props of ChangePasswordModal. */
export interface ChangePasswordModalProps {
  /** Whether the modal is shown; every opening starts empty, hidden and idle (SPEC 4). */
  isOpen: boolean;
  /** Called on 'Batal', Escape, the close button, and after a successful save. */
  onClose: () => void;
  /** Sends the payload; resolve on success (the modal closes), reject on failure (it stays open). */
  onSubmit: (values: ChangePasswordValues) => Promise<unknown>;
  /** Server messages to show under the fields (a 422 answer). */
  fieldErrors?: ChangePasswordFieldErrors;
}

/**
 * The header menu's change-password modal (SPEC 2.3, 4, 5): three password fields with their own
 * show/hide toggles and no client-side rule at all; the server decides. The parent shows the
 * 'Berhasil!' alert on success and the shared error handling on failure; focus then goes to the
 * first field with a message. Typed passwords are not given up without asking first.
 */
export function ChangePasswordModal(props: ChangePasswordModalProps) {
  // Mounted only while open, so that every opening starts from empty, hidden and idle.
  return props.isOpen ? <OpenChangePasswordModal {...props} /> : null;
}

function OpenChangePasswordModal({
  onClose,
  onSubmit,
  fieldErrors = {},
}: ChangePasswordModalProps) {
  const formId = useId();
  const { field, isBusy, isDirty, attachForm, handleSubmit } =
    useCheckAndSaveForm<ChangePasswordValues>({
      initial: EMPTY_CHANGE_PASSWORD,
      outsideErrors: fieldErrors,
      save: onSubmit,
      // The parent has told the user and passes the 422's messages as `fieldErrors`.
      reportFailure: () => ({ errors: {} }),
      onSaved: onClose,
    });
  const requestClose = useConfirmLeave(isDirty, isBusy, onClose);

  const footer = (
    <>
      <Button variant="secondary" onClick={requestClose}>
        {CHANGE_PASSWORD_TEXT.cancel}
      </Button>
      <Button type="submit" form={formId} isBusy={isBusy} busyLabel={CHANGE_PASSWORD_TEXT.busy}>
        {CHANGE_PASSWORD_TEXT.submit}
      </Button>
    </>
  );

  return (
    <Modal
      isOpen
      onClose={requestClose}
      title={CHANGE_PASSWORD_TEXT.title}
      size="small"
      footer={footer}
    >
      <Form id={formId} ref={attachForm} noValidate onSubmit={handleSubmit}>
        <ChangePasswordFields field={field} />
      </Form>
    </Modal>
  );
}
