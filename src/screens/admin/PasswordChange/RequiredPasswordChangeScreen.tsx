import { useLogout, useUpdatePassword } from '@/api/hooks/auth.ts';
import {
  ChangePasswordFields,
  EMPTY_CHANGE_PASSWORD,
} from '@/components/admin/ChangePasswordModal/ChangePasswordFields.tsx';
import type { ChangePasswordValues } from '@/components/admin/ChangePasswordModal/ChangePasswordFields.tsx';
import { showSuccess } from '@/components/Feedback/dialogs.ts';
import { SUCCESS_TEXT } from '@/components/Feedback/texts.ts';
import { useCheckAndSaveForm } from '@/components/Form/useCheckAndSaveForm.ts';
import { Button } from '@/ui/Button/Button.tsx';
import { Card, Form, Heading, Lead, Page } from '../shared/CardPage.styles.ts';
import { reportSaveFailure } from '../shared/reportError.ts';
import { Actions } from './RequiredPasswordChangeScreen.styles.ts';

/** The screen's texts: SPEC 2.3's buttons and 'Memproses...'; the heading and lead are ours. */
export const REQUIRED_PASSWORD_CHANGE_TEXT = {
  heading: 'Buat Password Baru',
  lead: 'Password Anda telah direset. Silahkan buat password baru sebelum melanjutkan.',
  submit: 'Simpan',
  busy: 'Memproses...',
  signOut: 'Keluar',
} as const;

/** Props of RequiredPasswordChangeScreen. */
export interface RequiredPasswordChangeScreenProps {
  /** Called once the new password is saved and the success alert closed; the back office opens. */
  onChanged: () => void;
  /** Called after 'Keluar' signed the user out; the app goes to /login. */
  onSignedOut: () => void;
}

/**
 * After "Reset Password" (DECISIONS, second phase): SPEC's change-password fields, shown before
 * anything else of the back office. The only ways on are a saved new password or 'Keluar'; the
 * server refuses every other call meanwhile.
 */
export function RequiredPasswordChangeScreen({
  onChanged,
  onSignedOut,
}: RequiredPasswordChangeScreenProps) {
  const updatePassword = useUpdatePassword();
  const logout = useLogout();
  const { field, isBusy, attachForm, handleSubmit } = useCheckAndSaveForm<ChangePasswordValues>({
    initial: EMPTY_CHANGE_PASSWORD,
    save: (values) => updatePassword.trigger(values),
    reportFailure: reportSaveFailure,
    // The back office opens once the success alert is closed.
    onSaved: () => void showSuccess(SUCCESS_TEXT.passwordChanged).then(onChanged),
  });

  return (
    <Page>
      <Card>
        <Heading>{REQUIRED_PASSWORD_CHANGE_TEXT.heading}</Heading>
        <Lead>{REQUIRED_PASSWORD_CHANGE_TEXT.lead}</Lead>
        <Form
          ref={attachForm}
          onSubmit={handleSubmit}
          noValidate
          aria-label={REQUIRED_PASSWORD_CHANGE_TEXT.heading}
        >
          <ChangePasswordFields field={field} />
          <Actions>
            <Button
              variant="secondary"
              isBusy={logout.isMutating}
              onClick={() => void logout.trigger().then(onSignedOut)}
            >
              {REQUIRED_PASSWORD_CHANGE_TEXT.signOut}
            </Button>
            <Button type="submit" isBusy={isBusy} busyLabel={REQUIRED_PASSWORD_CHANGE_TEXT.busy}>
              {REQUIRED_PASSWORD_CHANGE_TEXT.submit}
            </Button>
          </Actions>
        </Form>
      </Card>
    </Page>
  );
}
