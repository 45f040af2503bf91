import type { LoginPayload, MeResponse, RegisterPayload } from '../auth/schemas.ts';
import type { ReauthenticatePayload } from '../security/schemas.ts';
import { http } from './http.ts';

export function getMe(): Promise<MeResponse> {
  return http.get('auth/me', { retry: 0 }).json<MeResponse>();
}

/** The user, or `{ TwoFactorRequired }` when a code must follow (POST auth/login/two-factor). */
export function postLogin(payload: LoginPayload): Promise<MeResponse | { TwoFactorRequired: true }> {
  return http.post('auth/login', { json: payload }).json<MeResponse | { TwoFactorRequired: true }>();
}

export function postRegister(payload: RegisterPayload): Promise<MeResponse> {
  return http.post('auth/register', { json: payload }).json<MeResponse>();
}

export function postLogout(): Promise<void> {
  return http.post('auth/logout').void();
}

/** The password (and a code with two-factor on) again: sensitive changes are allowed for 10 minutes. */
export function postReauthenticate(payload: ReauthenticatePayload): Promise<void> {
  return http.post('auth/reauthenticate', { json: payload, retry: 0 }).void();
}
