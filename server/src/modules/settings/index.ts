// The settings module's face: what the app and other modules may use. Everything else in this folder is private.
export { prepareDataExport, removeOldDataExports } from './data-export.ts';
export { default as settingsRoutes } from './routes.ts';
export { getUserSettings } from './settings.ts';
