// What the server wrote into index.html for this page (server/src/platform/html/boot-data.ts): the registry
// and the signed-in user, so boot needs no round trip before it can draw (docs/decisions/0026). Missing
// (the development server's plain index.html) or unreadable, boot asks the server as before.
import type { User } from '@portal/shared-api/core';

type BootData = { registry?: unknown; user?: User | null };

export function readBootData(): BootData {
  const text = document.getElementById('portal-boot')?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as BootData;
  } catch {
    return {};
  }
}
