// @portal/shared-api/core: what every app needs from its first paint, shared as one singleton: the HTTP
// client (for shared-api's own domain entries only; apps use the domain hooks), errors, the signed-in user,
// the registry, route manifests, query helpers and formatters. Domains live in their own entries
// (`@portal/shared-api/orders`, ...) and load on first use.
export { ApiError, http, queryParams, readCsrfToken, refusalReason } from './http.ts';
export { downloadFile, downloadLinkedFile, getDownloadLink, saveBlob } from './download.ts';
export { authStore, useAuth, type AuthState } from './auth-store.ts';
export { postReauthenticate } from './auth-client.ts';
export { reauthenticated, registerReauthDialog, useReauthentication } from './reauth.ts';
export {
  getRegistry,
  parseRegistry,
  type Registry,
  type RegistryEntry,
  type RegistryRoute,
} from './registry.ts';
export { fillPath, type RemoteManifest, type RouteDef } from './routes.ts';
export { domainKeys } from './keys.ts';
export { useApiMutation, useApiQuery, type ApiQuery } from './query.ts';
export { canAccess, type Access } from '../auth/access.ts';
export { displayName, ROLE_LABELS, type UserRole } from '../auth/roles.ts';
export type { User } from '../auth/schemas.ts';
export * from './format/money.ts';
export * from './format/time.ts';
