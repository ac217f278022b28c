// 'Verifikasi Dua Langkah' (issue 27): a new key, its confirmation (answering the recovery codes
// once) and turning two-step sign-in off with the password.
import { api } from '../client.ts';
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

/** Turns two-step sign-in off; needs the current password. */
export function disableMfa(values: Schemas['MfaDisableRequest']) {
  return unwrap(api.POST('/admin/auth/mfa/disable', { body: values }));
}

/** setupMfa with isMutating. */
export const useSetupMfa = mutationHook(setupMfa, []);
/** enableMfa with isMutating; the profile's `mfaEnabled` is read again. */
export const useEnableMfa = mutationHook(enableMfa, ['/admin/auth/fetch']);
/** disableMfa with isMutating; the profile's `mfaEnabled` is read again. */
export const useDisableMfa = mutationHook(disableMfa, ['/admin/auth/fetch']);
