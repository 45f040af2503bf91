// The exposed ./App: the route manifest as <Routes>, nothing else (pages load on first visit).
import { ManifestRoutes } from '@portal/shared-ui/routing';
import manifest from './routes.ts';

export default function App() {
  return <ManifestRoutes manifest={manifest} />;
}
