import { useRef, useState } from 'react';
import { useLogin } from '@/api/hooks/auth.ts';
import { loginErrorText } from '@/api/errors.ts';
import { showWarning } from '@/components/Feedback/dialogs.ts';
import { LOGIN_WARNING } from '@/components/Feedback/texts.ts';
import { useCheckAndSaveForm } from '@/components/Form/useCheckAndSaveForm.ts';
import { isRequiredFilled } from '@/lib/forms/required.ts';
import { Button } from '@/ui/Button/Button.tsx';
import { TextInput } from '@/ui/TextInput/TextInput.tsx';
import { reportApiError } from '../shared/reportError.ts';
import { Card, Form, FormError, Heading, Hint, Lead, Page } from '../shared/CardPage.styles.ts';
import { REQUIRED } from '@/lib/forms/messages.ts';
import { MfaCodeStep } from './MfaCodeStep.tsx';

/** The login texts: the two messages and 'Processing...' are SPEC 2.2/5's; the rest is ours. */
export const LOGIN_TEXT = {
  heading: 'Masuk',
  lead: 'Masuk untuk mengelola katalog.',
  username: 'Username',
  password: 'Password',
  submit: 'Masuk',
  busy: 'Processing...',
  usernameRequired: REQUIRED.loginName,
  passwordRequired: REQUIRED.loginPassword,
  /** Before the first sign-in (issue 33): MFA_REQUIRED_ROLES asks the superuser for a code. */
  firstSignIn:
    'Pertama kali masuk sebagai admin? Siapkan aplikasi autentikator di ponsel Anda untuk verifikasi dua langkah.',
} as const;

/** Props of LoginScreen. */
export interface LoginScreenProps {
  /** Called once the token is stored; the app goes to /admin/dashboard. */
  onSignedIn: () => void;
}

interface LoginValues {
  name: string;
  password: string;
}

/**
 * /login (SPEC 2.2, 4, 5, 8): Enter submits, the button reads 'Processing...' while the call runs;
 * empty fields get their message, focus and the 'Terjadi Kesalahan!' warning; 401 shows the server's
 * message in the form, 429 the lockout text, anything else the shared error dialog.
 */
export function LoginScreen({ onSignedIn }: LoginScreenProps) {
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  // Two-step sign-in (issue 27): the password step's token, then the code step instead of the form.
  const pendingMfa = useRef<string | null>(null);
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const { field, isBusy, attachForm, handleSubmit } = useCheckAndSaveForm<LoginValues>({
    initial: { name: '', password: '' },
    validate: (current) => ({
      name: isRequiredFilled(current.name) ? undefined : LOGIN_TEXT.usernameRequired,
      password: isRequiredFilled(current.password) ? undefined : LOGIN_TEXT.passwordRequired,
    }),
    onInvalid: () => {
      setFormError(null);
      void showWarning(LOGIN_WARNING);
    },
    save: async (current) => {
      setFormError(null);
      const answer = await login.trigger({ name: current.name.trim(), password: current.password });
      pendingMfa.current = 'mfaToken' in answer.data ? answer.data.mfaToken : null;
      return answer;
    },
    // 401 and 429 read in the form; anything else the shared error dialog.
    reportFailure: (error) => {
      const text = loginErrorText(error);
      if (text === null) return { errors: {}, tell: () => reportApiError(error) };
      setFormError(text);
      return { errors: {} };
    },
    onSaved: () => (pendingMfa.current ? setMfaToken(pendingMfa.current) : onSignedIn()),
    // A sign-in form holds nothing worth a prompt when the tab closes.
    allowsLeavingUnsaved: true,
  });

  if (mfaToken) {
    return (
      <MfaCodeStep
        mfaToken={mfaToken}
        onSignedIn={onSignedIn}
        onRestart={() => setMfaToken(null)}
      />
    );
  }
  return (
    <Page>
      <Card>
        <Heading>{LOGIN_TEXT.heading}</Heading>
        <Lead>{LOGIN_TEXT.lead}</Lead>
        <Form ref={attachForm} onSubmit={handleSubmit} noValidate aria-label={LOGIN_TEXT.heading}>
          {formError ? <FormError role="alert">{formError}</FormError> : null}
          <TextInput
            label={LOGIN_TEXT.username}
            name="name"
            autoComplete="username"
            {...field('name')}
            isRequired
          />
          <TextInput
            label={LOGIN_TEXT.password}
            name="password"
            type="password"
            autoComplete="current-password"
            {...field('password')}
            isRequired
          />
          <Button type="submit" isFullWidth isBusy={isBusy} busyLabel={LOGIN_TEXT.busy}>
            {LOGIN_TEXT.submit}
          </Button>
        </Form>
        <Hint>{LOGIN_TEXT.firstSignIn}</Hint>
      </Card>
    </Page>
  );
}
