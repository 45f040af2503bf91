import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RichTextContent } from './rich-text-content.tsx';

// Annotated, not inferred: the props include Chakra's style props, whose types cannot be named here.
const meta: Meta<typeof RichTextContent> = {
  title: 'Data/RichTextContent',
  component: RichTextContent,
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof RichTextContent>;

/** Every tag of the server's allowlist, as a post body or a course description shows it. */
export const EveryTag: Story = {
  args: {
    html: [
      '<p>Grid template areas turn a layout into something you can <strong>read like a map</strong>, with <em>names</em> instead of numbers.</p>',
      '<h2>Name the areas first</h2>',
      '<ul><li>Header</li><li>Sidebar<ul><li>Filters</li></ul></li><li>Main</li></ul>',
      '<h3>Then place every item</h3>',
      '<ol><li>Write the template</li><li>Assign <code>grid-area</code></li></ol>',
      '<blockquote><p>Four lines of CSS instead of forty.</p></blockquote>',
      '<pre><code>.page { grid-template-areas: "head head" "side main"; }</code></pre>',
      '<p>More in <a href="https://developer.mozilla.org/">the MDN guide</a>.</p>',
    ].join(''),
  },
};
/** A short description: one paragraph. */
export const OneParagraph: Story = {
  args: { html: '<p>Build production-ready React applications with hooks, context and testing.</p>' },
};
