import { useState } from 'react';
import type { FormEvent } from 'react';
import { useEnableMfa, useSetupMfa } from '../../../api/hooks/mfa.ts';
import { handleApiError, isApiError } from '../../../api/errors.ts';
import { showError } from '../../../components/Feedback/dialogs.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { TextInput } from '../../../ui/TextInput/TextInput.tsx';
import { useStepUp } from '../shared/StepUp.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { Actions, Body, KeyText, QrImage } from './TwoStepModal.styles.ts';
import { TWO_STEP_TEXT } from './texts.ts';

/** Props of TwoStepEnrolment. */
export interface TwoStepEnrolmentProps {
  /** What the first step says above 'Mulai'. */
  lead: string;
  /** The label of the way out beside 'Mulai' and 'Aktifkan' ('Batal' in the modal, 'Keluar' when enrolment is required). */
  cancelLabel: string;
  /** Called by the way out. */
  onCancel: () => void;
  /** Whether the way out is busy (a sign-out on its way). */
  isCancelBusy?: boolean;
  /** Called by 'Selesai' once the recovery codes were shown: two-step sign-in is on. */
  onDone: () => void;
  /** The level of the 'Kode Cadangan' heading: one below the heading it sits under. */
  codesHeading?: 'h2' | 'h3';
}

type Enrolment = { secret: string; qrCode: string };

export function fieldErrorOf(error: unknown, field: string): string | undefined {
  return isApiError(error) && error.status === 422 ? error.fieldErrors[field] : undefined;
}

/**
 * Turning two-step sign-in on (issue 27): 'Mulai', then the QR code and the key as text with
 * 'Kode Verifikasi', then the 10 'Kode Cadangan' once. Used by the profile menu's modal and by the
 * screen a role in MFA_REQUIRED_ROLES sees before anything else.
 */
export function TwoStepEnrolment({
  lead,
  cancelLabel,
  onCancel,
  isCancelBusy = false,
  onDone,
  codesHeading = 'h3',
}: TwoStepEnrolmentProps) {
  const setup = useSetupMfa();
  const enable = useEnableMfa();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  // A new key needs the password when the sign-in is more than minutes old (issue 33).
  const stepUp = useStepUp();

  const start = async () => {
    try {
      const answer = await setup.trigger(undefined);
      setEnrolment({ secret: answer.data.secret, qrCode: answer.data.qrCode });
    } catch (error) {
      if (!stepUp.askFor(error, () => void start()))
        void handleApiError(error, { presenter: { showError } });
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(undefined);
    try {
      const answer = await enable.trigger({ code: code.trim() });
      setRecoveryCodes(answer.data.recoveryCodes);
    } catch (error) {
      const message = fieldErrorOf(error, 'code');
      if (message) setFieldError(message);
      else void handleApiError(error, { presenter: { showError } });
    }
  };

  const cancel = (
    <Button variant="secondary" onClick={onCancel} isBusy={isCancelBusy}>
      {cancelLabel}
    </Button>
  );

  if (stepUp.form) return stepUp.form;
  if (recoveryCodes) {
    return <RecoveryCodes codes={recoveryCodes} heading={codesHeading} onDone={onDone} />;
  }
  if (enrolment) {
    return (
      <Body as="form" onSubmit={(event: FormEvent) => void confirm(event)} noValidate>
        <p>{TWO_STEP_TEXT.scan}</p>
        <QrImage src={enrolment.qrCode} alt={TWO_STEP_TEXT.qrAlt} />
        <KeyText>{enrolment.secret}</KeyText>
        <TextInput
          label={TWO_STEP_TEXT.code}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={fieldError}
        />
        <Actions>
          {cancel}
          <Button type="submit" isBusy={enable.isMutating}>
            {TWO_STEP_TEXT.enable}
          </Button>
        </Actions>
      </Body>
    );
  }
  return (
    <Body>
      <p>{lead}</p>
      <Actions>
        {cancel}
        <Button onClick={() => void start()} isBusy={setup.isMutating}>
          {TWO_STEP_TEXT.start}
        </Button>
      </Actions>
    </Body>
  );
}
