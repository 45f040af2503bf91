import config from './playwright.config.ts';
export default { ...config, webServer: undefined };
