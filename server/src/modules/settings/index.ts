// Settings: the portal's look and time zone, and the download of all one's data (docs/product/settings.md).
// This file is its face: what the app and other modules may use. Everything else in the folder is private.
export { prepareDataExport, removeOldDataExports } from './data-export.ts';
export { default as settingsRoutes } from './routes.ts';
export { exportFiles } from './stored-files.ts';
export { getUserSettings } from './settings.ts';
