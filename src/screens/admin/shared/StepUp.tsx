// The step-up (issue 33, ASVS 5.0 7.5.1 and 7.5.2): turning two-step sign-in on or off and ending
// sessions need a factor proved in the last minutes. A call refused for want of it shows this form
// in place of the screen's content (a current code, or the password for a user without one), then
// runs again once `admin/auth/reauth` took it.
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useProfile } from '@/api/hooks/auth.ts';
import { isStepUpRequired, useReauthenticate } from '@/api/hooks/mfa.ts';
import { Button } from '@/ui/Button/Button.tsx';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import { reportApiError, serverFieldErrors } from './reportError.ts';
import { Actions, StepUpBody } from './shared.styles.ts';

/** The step-up's texts: 'Kode Verifikasi' is issue 27's, 'Password Saat Ini' SPEC 2.3's, the rest ours. */
export const STEP_UP_TEXT = {
  title: 'Konfirmasi Identitas',
  codeLead: 'Masukkan kode dari aplikasi autentikator Anda untuk melanjutkan.',
  passwordLead: 'Masukkan password Anda untuk melanjutkan.',
  code: 'Kode Verifikasi',
  password: 'Password Saat Ini',
  confirm: 'Lanjutkan',
  cancel: 'Batal',
} as const;

/** Props of StepUpForm. */
export interface StepUpFormProps {
  /** Called once the server took the code or password: the refused action runs again. */
  onVerified: () => void;
  /** Called by 'Batal': the action is dropped. */
  onCancel: () => void;
}

/** The code (two-step sign-in on) or the password, and 'Lanjutkan'. */
export function StepUpForm({ onVerified, onCancel }: StepUpFormProps) {
  const profile = useProfile().data?.data;
  const hasCode = profile?.mfaEnabled ?? false;
  const reauth = useReauthenticate();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const field = hasCode ? 'code' : 'password';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(undefined);
    try {
      await reauth.trigger(hasCode ? { code: value.trim() } : { password: value });
      onVerified();
    } catch (error) {
      const message = serverFieldErrors(error)[field];
      if (message) setFieldError(message);
      else void reportApiError(error);
    }
  };

  // Which factor to ask for is the profile's to say (the back office has read it long before).
  if (!profile) return null;
  return (
    <StepUpBody
      as="form"
      aria-label={STEP_UP_TEXT.title}
      onSubmit={(event: FormEvent) => void submit(event)}
      noValidate
    >
      <p>{hasCode ? STEP_UP_TEXT.codeLead : STEP_UP_TEXT.passwordLead}</p>
      <TextInput
        label={hasCode ? STEP_UP_TEXT.code : STEP_UP_TEXT.password}
        name={field}
        type={hasCode ? 'text' : 'password'}
        autoComplete={hasCode ? 'one-time-code' : 'current-password'}
        inputMode={hasCode ? 'numeric' : undefined}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={fieldError}
      />
      <Actions>
        <Button variant="secondary" onClick={onCancel}>
          {STEP_UP_TEXT.cancel}
        </Button>
        <Button type="submit" isBusy={reauth.isMutating}>
          {STEP_UP_TEXT.confirm}
        </Button>
      </Actions>
    </StepUpBody>
  );
}

/**
 * For a screen whose actions may need the step-up: `askFor(error, again)` says whether a failure
 * was the step-up's 403 and, if so, keeps `again`; `form` is then the form to show instead of the
 * screen's content (null otherwise), and `again` runs once it passed.
 */
export function useStepUp(): {
  askFor: (error: unknown, again: () => void) => boolean;
  form: ReactNode;
} {
  const [again, setAgain] = useState<(() => void) | null>(null);
  const askFor = (error: unknown, next: () => void): boolean => {
    if (!isStepUpRequired(error)) return false;
    setAgain(() => next);
    return true;
  };
  const form = again ? (
    <StepUpForm
      onVerified={() => {
        setAgain(null);
        again();
      }}
      onCancel={() => setAgain(null)}
    />
  ) : null;
  return { askFor, form };
}
