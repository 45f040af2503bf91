// The commerce remote's routes (ARCHITECTURE §3), with full paths: the shell mounts remotes at the root.
import { NotFoundState } from '@portal/shared-ui';
import { Route, Routes } from 'react-router';
import { OrderDetailsPage } from './features/orders/pages/order-details-page.tsx';
import { OrderHistoryPage } from './features/orders/pages/order-history-page.tsx';

export default function App() {
  return (
    <Routes>
      <Route path="/user/orders" element={<OrderHistoryPage />} />
      <Route path="/user/orders/:orderId" element={<OrderDetailsPage />} />
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}
