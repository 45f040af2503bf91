import { Button } from '@chakra-ui/react';
import { Link } from 'react-router';
import { EmptyState } from './empty-state.tsx';

/** What a route shows when nothing lives at its address: used by the shell's 404 and by every remote. */
export function NotFoundState({
  title = 'Page not found',
  description = 'There is nothing at this address. It may have moved, or the link may be mistyped.',
}: {
  title?: string;
  description?: string;
}) {
  return (
    <EmptyState
      title={title}
      description={description}
      action={
        <Button asChild>
          <Link to="/user">Go to your dashboard</Link>
        </Button>
      }
    />
  );
}
