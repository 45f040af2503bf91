import { createRemoteConfig } from '../scripts/webpack/remote.mjs';

export default createRemoteConfig({ name: 'community', dir: import.meta.dirname, port: 3004 });
