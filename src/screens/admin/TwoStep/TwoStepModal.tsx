import { useState } from 'react';
import type { FormEvent } from 'react';
import { useDisableMfa } from '../../../api/hooks/mfa.ts';
import { handleApiError } from '../../../api/errors.ts';
import { showError, showSuccess } from '../../../components/Feedback/dialogs.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Modal } from '../../../ui/Modal/Modal.tsx';
import { TextInput } from '../../../ui/TextInput/TextInput.tsx';
import { TwoStepEnrolment, fieldErrorOf } from './TwoStepEnrolment.tsx';
import { Actions, Body } from './TwoStepModal.styles.ts';
import { TWO_STEP_TEXT } from './texts.ts';

export { TWO_STEP_TEXT };

/** Props of TwoStepModal. */
export interface TwoStepModalProps {
  /** Whether the modal is shown. */
  isOpen: boolean;
  /** Called by 'Batal', 'Selesai', Escape and the backdrop. */
  onClose: () => void;
  /** Whether two-step sign-in is on (the profile's `mfaEnabled`). */
  isEnabled: boolean;
}

/** 'Verifikasi Dua Langkah' (issue 27): turn it on with a QR code and one code, or off with the password. */
export function TwoStepModal({ isOpen, onClose, isEnabled }: TwoStepModalProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={TWO_STEP_TEXT.title} size="medium">
      {isOpen && isEnabled ? <TurnOff onClose={onClose} /> : null}
      {isOpen && !isEnabled ? (
        <TwoStepEnrolment
          lead={TWO_STEP_TEXT.offLead}
          cancelLabel={TWO_STEP_TEXT.cancel}
          onCancel={onClose}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  );
}

/** On: the password and 'Nonaktifkan'. */
function TurnOff({ onClose }: { onClose: () => void }) {
  const disable = useDisableMfa();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

  const turnOff = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(undefined);
    try {
      const answer = await disable.trigger({ password });
      onClose();
      void showSuccess(answer.meta.message);
    } catch (error) {
      const message = fieldErrorOf(error, 'password');
      if (message) setFieldError(message);
      else void handleApiError(error, { presenter: { showError } });
    }
  };

  return (
    <Body as="form" onSubmit={(event: FormEvent) => void turnOff(event)} noValidate>
      <p>{TWO_STEP_TEXT.onLead}</p>
      <TextInput
        label={TWO_STEP_TEXT.password}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldError}
      />
      <Actions>
        <Button variant="secondary" onClick={onClose}>
          {TWO_STEP_TEXT.cancel}
        </Button>
        <Button type="submit" variant="danger" isBusy={disable.isMutating}>
          {TWO_STEP_TEXT.disable}
        </Button>
      </Actions>
    </Body>
  );
}
