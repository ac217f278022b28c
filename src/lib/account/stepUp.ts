// The step-up (ASVS 5.0 7.5.1, 7.5.2): turning the second factor on or off and ending sessions
// need a factor proved within the last minutes: the sign-in itself, or `POST admin/auth/reauth`
// (a current code, or the password for a user without two-step sign-in). One rule for the
// server and the mocks.

/** How long a sign-in or a re-authentication counts as recent. */
export const STEP_UP_MS = 5 * 60 * 1000;

/** Whether a factor proved at `at` still counts at `now`. */
export function isStepUpFresh(at: Date | string | null | undefined, now: Date): boolean {
  if (!at) return false;
  const elapsed = now.getTime() - new Date(at).getTime();
  return elapsed >= 0 && elapsed <= STEP_UP_MS;
}

/** When a step-up made at `at` ends. */
export const stepUpUntil = (at: Date): Date => new Date(at.getTime() + STEP_UP_MS);
