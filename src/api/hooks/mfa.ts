// 'Verifikasi Dua Langkah' (issue 27): a new key, its confirmation (answering the recovery codes
// once) and turning two-step sign-in off; the step-up both ends of it need (issue 33).
import { MESSAGES } from '../../lib/forms/messages.ts';
import { api } from '../client.ts';
import { isApiError } from '../errors.ts';
import { unwrap } from '../request.ts';
import type { components } from '../schema.ts';
import { mutationHook } from './mutation.ts';

type Schemas = components['schemas'];

/** A new key: its base32 text, otpauth:// URI and QR code (an SVG data URL). */
export function setupMfa() {
  return unwrap(api.POST('/admin/auth/mfa/setup'));
}

/** Confirms the new key with one code; answers the 10 recovery codes. */
export function enableMfa(values: Schemas['MfaCodeRequest']) {
  return unwrap(api.POST('/admin/auth/mfa/enable', { body: values }));
}

/** Turns two-step sign-in off; needs a fresh step-up (isStepUpRequired otherwise). */
export function disableMfa() {
  return unwrap(api.POST('/admin/auth/mfa/disable'));
}

/** Proves a factor again: `code` with two-step sign-in on, else `password` (5 minutes). */
export function reauthenticate(values: Schemas['ReauthRequest']) {
  return unwrap(api.POST('/admin/auth/reauth', { body: values }));
}

/** Whether a call was refused for want of a fresh step-up (`x-step-up` in openapi.yaml). */
export function isStepUpRequired(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.message === MESSAGES.stepUpRequired;
}

/** reauthenticate with isMutating. */
export const useReauthenticate = mutationHook(reauthenticate, []);
/** setupMfa with isMutating. */
export const useSetupMfa = mutationHook(setupMfa, []);
/** enableMfa with isMutating; the profile's `mfaEnabled` is read again. */
export const useEnableMfa = mutationHook(enableMfa, ['/admin/auth/fetch']);
/** disableMfa with isMutating; the profile's `mfaEnabled` is read again. */
export const useDisableMfa = mutationHook(disableMfa, ['/admin/auth/fetch']);
