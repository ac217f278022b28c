import { useState } from 'react';
import { useEndOtherSessions, useEndSession, useSessions } from '../../../api/hooks/sessions.ts';
import { handleApiError } from '../../../api/errors.ts';
import { showError, showSuccess } from '../../../components/Feedback/dialogs.ts';
import { formatJakartaDateTime } from '../../../lib/format/dates.ts';
import { Badge } from '../../../ui/Badge/Badge.tsx';
import { Button } from '../../../ui/Button/Button.tsx';
import { Modal } from '../../../ui/Modal/Modal.tsx';
import { Spinner } from '../../../ui/Spinner/Spinner.tsx';
import { useStepUp } from '../shared/StepUp.tsx';
import {
  Footer,
  Notice,
  SessionItem,
  SessionList,
  SessionName,
  SessionText,
  SessionTimes,
} from './ActiveSessionsModal.styles.ts';

/** The texts of 'Sesi Aktif': the title and the two actions are issue 27's, the rest ours. */
export const SESSIONS_TEXT = {
  title: 'Sesi Aktif',
  current: 'Sesi ini',
  signedInAt: 'Masuk',
  lastSeen: 'Terakhir aktif',
  endThis: 'Keluar dari sesi ini',
  endOthers: 'Keluar dari semua sesi lain',
  close: 'Tutup',
  loading: 'Memuat sesi...',
  loadFailed: 'Daftar sesi tidak dapat dimuat.',
  retry: 'Coba Lagi',
} as const;

/** Props of ActiveSessionsModal. */
export interface ActiveSessionsModalProps {
  /** Whether the modal is shown (the list is read only while it is). */
  isOpen: boolean;
  /** Called by 'Tutup', Escape and the backdrop. */
  onClose: () => void;
  /** Called when the user ended this very session: the app clears storage and goes to /login. */
  onSignedOut: () => void;
}

/**
 * 'Sesi Aktif' (issue 27): the user's sessions, each one's end, and the end of all others; ending
 * another session asks for a current code (or the password) unless one was given in the last
 * minutes (issue 33's step-up).
 */
export function ActiveSessionsModal({ isOpen, onClose, onSignedOut }: ActiveSessionsModalProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={SESSIONS_TEXT.title} size="medium">
      {isOpen ? <Sessions onClose={onClose} onSignedOut={onSignedOut} /> : null}
    </Modal>
  );
}

function Sessions({ onClose, onSignedOut }: Omit<ActiveSessionsModalProps, 'isOpen'>) {
  const { data, error, isLoading, mutate } = useSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const [endingId, setEndingId] = useState<number | null>(null);
  const stepUp = useStepUp();
  const sessions = data?.data ?? [];
  const hasOthers = sessions.some((session) => !session.isCurrent);

  const end = async (id: number, isCurrent: boolean) => {
    setEndingId(id);
    try {
      const answer = await endSession.trigger(id);
      if (isCurrent) onSignedOut();
      else void showSuccess(answer.meta.message);
    } catch (failure) {
      if (!stepUp.askFor(failure, () => void end(id, isCurrent)))
        void handleApiError(failure, { presenter: { showError } });
    } finally {
      setEndingId(null);
    }
  };

  const endAllOthers = async () => {
    try {
      const answer = await endOthers.trigger(undefined);
      void showSuccess(answer.meta.message);
    } catch (failure) {
      if (!stepUp.askFor(failure, () => void endAllOthers()))
        void handleApiError(failure, { presenter: { showError } });
    }
  };

  if (stepUp.form) return stepUp.form;
  if (isLoading) {
    return (
      <Notice>
        <Spinner size="medium" label={SESSIONS_TEXT.loading} showLabel />
      </Notice>
    );
  }
  if (error) {
    return (
      <Notice role="alert">
        <p>{SESSIONS_TEXT.loadFailed}</p>
        <Button variant="secondary" onClick={() => void mutate()}>
          {SESSIONS_TEXT.retry}
        </Button>
      </Notice>
    );
  }
  return (
    <>
      <SessionList aria-label={SESSIONS_TEXT.title}>
        {sessions.map((session) => (
          <SessionItem key={session.id} aria-current={session.isCurrent ? 'true' : undefined}>
            <SessionText>
              <SessionName>
                {session.browser} · {session.system}
                {session.isCurrent ? <Badge tone="info">{SESSIONS_TEXT.current}</Badge> : null}
              </SessionName>
              <SessionTimes>
                {SESSIONS_TEXT.signedInAt}: {formatJakartaDateTime(session.createdAt)}
              </SessionTimes>
              <SessionTimes>
                {SESSIONS_TEXT.lastSeen}: {formatJakartaDateTime(session.lastSeenAt)}
              </SessionTimes>
            </SessionText>
            <Button
              variant="secondary"
              size="small"
              isBusy={endingId === session.id}
              isDisabled={endingId !== null && endingId !== session.id}
              aria-label={`${SESSIONS_TEXT.endThis}: ${session.browser} · ${session.system}`}
              onClick={() => void end(session.id, session.isCurrent)}
            >
              {SESSIONS_TEXT.endThis}
            </Button>
          </SessionItem>
        ))}
      </SessionList>
      <Footer>
        <Button
          variant="danger"
          isBusy={endOthers.isMutating}
          isDisabled={!hasOthers}
          onClick={() => void endAllOthers()}
        >
          {SESSIONS_TEXT.endOthers}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {SESSIONS_TEXT.close}
        </Button>
      </Footer>
    </>
  );
}
