import { useLogout } from '@/api/hooks/auth.ts';
import { Card, Heading, Page } from '../shared/CardPage.styles.ts';
import { TwoStepEnrolment } from './TwoStepEnrolment.tsx';
import { TWO_STEP_TEXT } from './texts.ts';

/** Props of RequiredTwoStepScreen. */
export interface RequiredTwoStepScreenProps {
  /** Called by 'Selesai' once two-step sign-in is on; the back office opens. */
  onEnabled: () => void;
  /** Called after 'Keluar' signed the user out; the app goes to /login. */
  onSignedOut: () => void;
}

/**
 * A role in MFA_REQUIRED_ROLES without two-step sign-in (issue 27): its set-up before any page of
 * the back office, as the forced password change after a reset. The only ways on are turning it on
 * or 'Keluar'; the server refuses every other call meanwhile.
 */
export function RequiredTwoStepScreen({ onEnabled, onSignedOut }: RequiredTwoStepScreenProps) {
  const logout = useLogout();
  return (
    <Page>
      <Card>
        <Heading>{TWO_STEP_TEXT.title}</Heading>
        <TwoStepEnrolment
          lead={TWO_STEP_TEXT.requiredLead}
          cancelLabel={TWO_STEP_TEXT.signOut}
          onCancel={() => void logout.trigger().then(onSignedOut)}
          isCancelBusy={logout.isMutating}
          onDone={onEnabled}
          codesHeading="h2"
        />
      </Card>
    </Page>
  );
}
