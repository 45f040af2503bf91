import { createShellConfig } from '../scripts/webpack/shell.mjs';

export default createShellConfig({ dir: import.meta.dirname, port: 3000 });
