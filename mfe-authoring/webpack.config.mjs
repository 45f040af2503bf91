import { createRemoteConfig } from '../scripts/webpack/remote.mjs';

export default createRemoteConfig({ name: 'authoring', dir: import.meta.dirname, port: 3005 });
