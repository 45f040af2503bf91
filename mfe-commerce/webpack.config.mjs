import { createRemoteConfig } from '../scripts/webpack/remote.mjs';

export default createRemoteConfig({ name: 'commerce', dir: import.meta.dirname, port: 3002 });
