import { createRemoteConfig } from '../scripts/webpack/remote.mjs';

export default createRemoteConfig({ name: 'learning', dir: import.meta.dirname, port: 3003 });
