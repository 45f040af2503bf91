// The post's body: HTML the server sanitised with the portal's one allowlist, in shared-ui's reading style.
import { RichTextContent } from '@portal/shared-ui/data';

export function PostContent({ html }: { html: string }) {
  return <RichTextContent html={html} fontSize="md" />;
}
