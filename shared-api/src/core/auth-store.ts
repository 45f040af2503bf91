// The signed-in user, once for the whole portal: a zustand vanilla store inside shared-api, which Module
// Federation shares as a singleton, so the shell and every remote read the same store.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { getMe, postLogin, postLogout, postRegister } from './auth-client.ts';
import type { ApiError } from './http.ts';
import type { LoginPayload, RegisterPayload, User } from '../auth/schemas.ts';

export type AuthStatus = 'unknown' | 'signed-in' | 'signed-out';

export type AuthState = {
  user: User | null;
  status: AuthStatus;
  refresh: () => Promise<User | null>;
  /** Null when two-factor is on: the sign-in finishes with a code on /login/two-factor. */
  signIn: (payload: LoginPayload) => Promise<User | null>;
  register: (payload: RegisterPayload) => Promise<User>;
  signOut: () => Promise<void>;
  setUser: (user: User | null) => void;
};

export const authStore = createStore<AuthState>()((set) => ({
  user: null,
  status: 'unknown',
  async refresh() {
    try {
      const { user } = await getMe();
      set({ user, status: 'signed-in' });
      return user;
    } catch (error) {
      if ((error as ApiError).status === 401) {
        set({ user: null, status: 'signed-out' });
        return null;
      }
      throw error;
    }
  },
  async signIn(payload) {
    const answer = await postLogin(payload);
    if (!('user' in answer)) return null;
    set({ user: answer.user, status: 'signed-in' });
    return answer.user;
  },
  async register(payload) {
    const { user } = await postRegister(payload);
    set({ user, status: 'signed-in' });
    return user;
  },
  async signOut() {
    try {
      await postLogout();
    } finally {
      set({ user: null, status: 'signed-out' });
    }
  },
  setUser(user) {
    set({ user, status: user ? 'signed-in' : 'signed-out' });
  },
}));

export function useAuth(): AuthState {
  return useStore(authStore);
}
