import { useState } from 'react';
import type { FormEvent } from 'react';
import { useDisableMfa, useEnableMfa, useSetupMfa } from '../../../api/hooks/mfa.ts';
import { handleApiError, isApiError } from '../../../api/errors.ts';
import { showError, showSuccess } from '../../../components/Feedback/dialogs.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Modal } from '../../../ui/Modal/Modal.tsx';
import { TextInput } from '../../../ui/TextInput/TextInput.tsx';
import { Actions, Body, CodeList, KeyText, QrImage } from './TwoStepModal.styles.ts';

/** The texts: 'Verifikasi Dua Langkah', 'Kode Verifikasi' and 'Kode Cadangan' are issue 27's. */
export const TWO_STEP_TEXT = {
  title: 'Verifikasi Dua Langkah',
  offLead: 'Lindungi akun Anda dengan kode dari aplikasi autentikator setiap kali masuk.',
  start: 'Mulai',
  scan: 'Pindai kode QR ini dengan aplikasi autentikator, atau ketik kuncinya:',
  qrAlt: 'Kode QR untuk aplikasi autentikator',
  code: 'Kode Verifikasi',
  enable: 'Aktifkan',
  codesTitle: 'Kode Cadangan',
  codesLead:
    'Simpan kode ini di tempat aman. Setiap kode hanya dapat dipakai sekali dan tidak akan ditampilkan lagi.',
  done: 'Selesai',
  onLead: 'Verifikasi dua langkah aktif untuk akun Anda.',
  password: 'Password Saat Ini',
  disable: 'Nonaktifkan',
  cancel: 'Batal',
} as const;

/** Props of TwoStepModal. */
export interface TwoStepModalProps {
  /** Whether the modal is shown. */
  isOpen: boolean;
  /** Called by 'Batal', 'Selesai', Escape and the backdrop. */
  onClose: () => void;
  /** Whether two-step sign-in is on (the profile's `mfaEnabled`). */
  isEnabled: boolean;
}

type Enrolment = { secret: string; qrCode: string };

/** 'Verifikasi Dua Langkah' (issue 27): turn it on with a QR code and one code, or off with the password. */
export function TwoStepModal({ isOpen, onClose, isEnabled }: TwoStepModalProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={TWO_STEP_TEXT.title} size="medium">
      {isOpen ? <TwoStep onClose={onClose} isEnabled={isEnabled} /> : null}
    </Modal>
  );
}

function fieldErrorOf(error: unknown, field: string): string | undefined {
  return isApiError(error) && error.status === 422 ? error.fieldErrors[field] : undefined;
}

function TwoStep({ onClose, isEnabled }: Omit<TwoStepModalProps, 'isOpen'>) {
  const setup = useSetupMfa();
  const enable = useEnableMfa();
  const disable = useDisableMfa();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

  const report = (error: unknown, field: string) => {
    const message = fieldErrorOf(error, field);
    if (message) setFieldError(message);
    else void handleApiError(error, { presenter: { showError } });
  };

  const start = async () => {
    try {
      const answer = await setup.trigger(undefined);
      setEnrolment({ secret: answer.data.secret, qrCode: answer.data.qrCode });
    } catch (error) {
      report(error, '');
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(undefined);
    try {
      const answer = await enable.trigger({ code: value.trim() });
      setRecoveryCodes(answer.data.recoveryCodes);
    } catch (error) {
      report(error, 'code');
    }
  };

  const turnOff = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(undefined);
    try {
      const answer = await disable.trigger({ password: value });
      onClose();
      void showSuccess(answer.meta.message);
    } catch (error) {
      report(error, 'password');
    }
  };

  if (recoveryCodes) {
    return (
      <Body>
        <h3>{TWO_STEP_TEXT.codesTitle}</h3>
        <p>{TWO_STEP_TEXT.codesLead}</p>
        <CodeList aria-label={TWO_STEP_TEXT.codesTitle}>
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </CodeList>
        <Actions>
          <Button onClick={onClose}>{TWO_STEP_TEXT.done}</Button>
        </Actions>
      </Body>
    );
  }
  if (isEnabled) {
    return (
      <Body as="form" onSubmit={(event: FormEvent) => void turnOff(event)} noValidate>
        <p>{TWO_STEP_TEXT.onLead}</p>
        <TextInput
          label={TWO_STEP_TEXT.password}
          name="password"
          type="password"
          autoComplete="current-password"
          value={value}
          onChange={(event) => setValue(event.target.value)}
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
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={fieldError}
        />
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            {TWO_STEP_TEXT.cancel}
          </Button>
          <Button type="submit" isBusy={enable.isMutating}>
            {TWO_STEP_TEXT.enable}
          </Button>
        </Actions>
      </Body>
    );
  }
  return (
    <Body>
      <p>{TWO_STEP_TEXT.offLead}</p>
      <Actions>
        <Button variant="secondary" onClick={onClose}>
          {TWO_STEP_TEXT.cancel}
        </Button>
        <Button onClick={() => void start()} isBusy={setup.isMutating}>
          {TWO_STEP_TEXT.start}
        </Button>
      </Actions>
    </Body>
  );
}
