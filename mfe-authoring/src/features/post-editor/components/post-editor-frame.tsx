import type { ReactNode } from 'react';
import { Button } from '@portal/shared-ui';
import { PageFrame } from '@portal/shared-ui/data';
import { Link } from '@portal/shared-ui/router';
import { POST_TEXTS } from '@portal/shared-api/posts';

/** The frame both editor pages share: the title and the way back to the author's posts. */
export function PostEditorFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageFrame
      title={title}
      maxW="4xl"
      back={
        <Button asChild variant="ghost" size="sm">
          <Link to="/users/posts/manage">Back to {POST_TEXTS.title}</Link>
        </Button>
      }
    >
      {children}
    </PageFrame>
  );
}
