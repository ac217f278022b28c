import { useState } from 'react';
import type { FormEvent } from 'react';
import { useVerifyMfa } from '@/api/hooks/auth.ts';
import { loginErrorText } from '@/api/errors.ts';
import { Button } from '@/ui/Button/Button.tsx';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import { reportApiError } from '../shared/reportError.ts';
import { Card, Form, FormError, Heading, Lead, Page } from '../shared/CardPage.styles.ts';

/** The code step's texts: 'Kode Verifikasi' is issue 27's, the rest ours. */
export const MFA_STEP_TEXT = {
  heading: 'Verifikasi Dua Langkah',
  lead: 'Masukkan kode 6 angka dari aplikasi autentikator Anda, atau salah satu Kode Cadangan.',
  code: 'Kode Verifikasi',
  codeRequired: 'Kode Verifikasi tidak boleh kosong.',
  submit: 'Verifikasi',
  back: 'Kembali',
} as const;

/** Props of MfaCodeStep. */
export interface MfaCodeStepProps {
  /** The login answer's `mfaToken` (single use, 5 minutes). */
  mfaToken: string;
  /** Called once the token is stored; the app goes to /admin/dashboard. */
  onSignedIn: () => void;
  /** 'Kembali': back to the password (the token may have expired). */
  onRestart: () => void;
}

/**
 * The second step of /login for an account with two-step sign-in (issue 27): a wrong code reads
 * 'Kode verifikasi salah' in the form, the lockout SPEC 8's text, anything else the shared dialog.
 */
export function MfaCodeStep({ mfaToken, onSignedIn, onRestart }: MfaCodeStepProps) {
  const verify = useVerifyMfa();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!code.trim()) {
      setFieldError(MFA_STEP_TEXT.codeRequired);
      return;
    }
    setFieldError(undefined);
    try {
      await verify.trigger({ mfaToken, code: code.trim() });
      onSignedIn();
    } catch (error) {
      const text = loginErrorText(error);
      if (text === null) void reportApiError(error);
      else setFormError(text);
    }
  };

  return (
    <Page>
      <Card>
        <Heading>{MFA_STEP_TEXT.heading}</Heading>
        <Lead>{MFA_STEP_TEXT.lead}</Lead>
        <Form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label={MFA_STEP_TEXT.heading}
        >
          {formError ? <FormError role="alert">{formError}</FormError> : null}
          <TextInput
            label={MFA_STEP_TEXT.code}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={fieldError}
            isRequired
          />
          <Button type="submit" isFullWidth isBusy={verify.isMutating}>
            {MFA_STEP_TEXT.submit}
          </Button>
          <Button variant="ghost" isFullWidth onClick={onRestart}>
            {MFA_STEP_TEXT.back}
          </Button>
        </Form>
      </Card>
    </Page>
  );
}
