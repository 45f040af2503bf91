// What the shell would otherwise fetch before it can draw anything (/registry.json, /api/auth/me), written
// into index.html as a JSON data block the shell reads at boot (docs/decisions/0026). A data block is not
// run, so the CSP's script-src allows it; it is escaped so no value can close the element.
import { jsonScript } from './escape-html.ts';

const BOOT_DATA_ID = 'portal-boot';

type BootData = {
  /** /registry.json as served. */
  registry: unknown;
  /** /api/auth/me's `user` for the request's own session cookie; null when it opens no session. */
  user: unknown;
};

export function bootDataScript(data: BootData): string {
  return jsonScript('application/json', data, BOOT_DATA_ID).value;
}
