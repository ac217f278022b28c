import { useDisableMfa } from '../../../api/hooks/mfa.ts';
import { handleApiError } from '../../../api/errors.ts';
import { showError, showSuccess } from '../../../components/Feedback/dialogs.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Modal } from '../../../ui/Modal/Modal.tsx';
import { useStepUp } from '../shared/StepUp.tsx';
import { TwoStepEnrolment } from './TwoStepEnrolment.tsx';
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

/**
 * 'Verifikasi Dua Langkah' (issue 27): turn it on with a QR code and one code, or off; either asks
 * for a current code (or the password, while it is off) unless one was given in the last minutes
 * (issue 33's step-up).
 */
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

/** On: 'Nonaktifkan', after a current code when the last one is more than minutes old. */
function TurnOff({ onClose }: { onClose: () => void }) {
  const disable = useDisableMfa();
  const stepUp = useStepUp();

  const turnOff = async () => {
    try {
      const answer = await disable.trigger(undefined);
      onClose();
      void showSuccess(answer.meta.message);
    } catch (error) {
      if (!stepUp.askFor(error, () => void turnOff()))
        void handleApiError(error, { presenter: { showError } });
    }
  };

  if (stepUp.form) return stepUp.form;
  return (
    <Body>
      <p>{TWO_STEP_TEXT.onLead}</p>
      <Actions>
        <Button variant="secondary" onClick={onClose}>
          {TWO_STEP_TEXT.cancel}
        </Button>
        <Button variant="danger" isBusy={disable.isMutating} onClick={() => void turnOff()}>
          {TWO_STEP_TEXT.disable}
        </Button>
      </Actions>
    </Body>
  );
}
