// Portal pages need a signed-in user: a signed-out visit goes to /login?next=<where they were going>.
import { useAuth } from '@portal/shared-api/core';
import { PageSkeleton } from '@portal/shared-ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@portal/shared-ui/router';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'unknown') return <PageSkeleton />;
  if (status === 'signed-out') {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return <>{children}</>;
}
