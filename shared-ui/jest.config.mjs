import { frontPreset } from '../scripts/jest/preset.mjs';

export default frontPreset(import.meta.dirname);
