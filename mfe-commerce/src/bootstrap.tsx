import { mountStandalone } from '@portal/shared-ui/standalone';
import App from './app.tsx';

mountStandalone(App);
