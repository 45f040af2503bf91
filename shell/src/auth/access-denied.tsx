// A signed-in person opened a page their role does not include. The server refuses the page's calls with
// 403 as well; this says so plainly instead of showing a broken page.
import type { Access } from '@portal/shared-api/core';
import { Button, EmptyState } from '@portal/shared-ui';
import { Link } from '@portal/shared-ui/router';

const ROLE_NAMES: Partial<Record<Access, string>> = { instructor: 'instructor', admin: 'administrator' };

export function AccessDenied({ access }: { access: Access }) {
  const role = ROLE_NAMES[access] ?? 'right';
  return (
    <EmptyState
      title={`You need the ${role} role`}
      description={`This page is for ${role}s. If you should have access, ask an administrator to give your account the ${role} role.`}
      action={
        <Button asChild>
          <Link to="/user">Go to your dashboard</Link>
        </Button>
      }
    />
  );
}
