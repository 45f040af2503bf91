import { createRemoteConfig } from '../scripts/webpack/remote.mjs';

export default createRemoteConfig({ name: 'account', dir: import.meta.dirname, port: 3001 });
