import { Box, Button, Code, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { FormField } from '../form/form-field.tsx';
import { LazyRichTextEditor } from './lazy-rich-text-editor.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';
import type { RichTextEditorProps } from './types.ts';

const SAMPLE = [
  '<h2>Week 3: closures</h2>',
  '<p>A closure <strong>keeps</strong> the variables of the scope it was <em>created</em> in.</p>',
  '<ul><li><p>Counters and memoised functions</p></li><li><p>Event handlers in loops</p></li></ul>',
  '<h3>To revisit</h3>',
  '<ol><li><p>The module pattern</p></li><li><p>Read <a href="https://developer.mozilla.org/">MDN</a></p></li></ol>',
].join('');

/** The editor with its value in state, and the HTML it reports underneath. */
function Controlled(props: Partial<RichTextEditorProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <Stack gap="3">
      <RichTextEditor label="Note" {...props} value={value} onChange={setValue} />
      <Text textStyle="xs" color="fg.muted">
        onChange: <Code textStyle="xs">{JSON.stringify(value)}</Code>
      </Text>
    </Stack>
  );
}

const meta = {
  title: 'Forms/RichTextEditor',
  component: RichTextEditor,
  args: { label: 'Note', value: '', onChange: () => undefined, height: '200px' },
  decorators: [(Story) => <Box maxW="2xl">{Story()}</Box>],
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyWithPlaceholder: Story = { args: { placeholder: 'Write a note about this lesson…' } };
export const WithContent: Story = { args: { value: SAMPLE } };

/** A report form that has just been sent empty. */
function ReportForm() {
  const [details, setDetails] = useState('');
  const [submitted, setSubmitted] = useState(true);
  const error = submitted && !details ? 'Describe what is wrong with this post.' : undefined;
  return (
    <Stack gap="4" align="start">
      <FormField label="What is wrong?" required errorText={error} helperText="Links and lists are fine.">
        {(control) => (
          <RichTextEditor
            {...control}
            value={details}
            onChange={setDetails}
            isInvalid={Boolean(error)}
            placeholder="Tell the moderators what you saw"
            height="160px"
          />
        )}
      </FormField>
      <Button onClick={() => setSubmitted(true)}>Send report</Button>
    </Stack>
  );
}

/** Invalid after an empty submit: red frame, aria-invalid, the error text as its error message. */
export const Invalid: Story = { render: () => <ReportForm /> };
export const Disabled: Story = { args: { value: SAMPLE, isDisabled: true } };

/** In a FormField: its visible label names the editor (and focuses it), its help text describes it. */
function PostBody() {
  const [value, setValue] = useState('');
  return (
    <FormField label="Post body" helperText="Headings, lists and links. Pasted styles are dropped.">
      {(control) => (
        <RichTextEditor {...control} value={value} onChange={setValue} placeholder="Start writing…" />
      )}
    </FormField>
  );
}
export const InFormField: Story = { render: () => <PostBody /> };

/** A reset from outside (after saving) clears the editor without an onChange. */
function SaveAndReset() {
  const [value, setValue] = useState('<p>A draft that is about to be saved.</p>');
  const [saved, setSaved] = useState(0);
  return (
    <Stack gap="3" align="start">
      <Box width="full">
        <RichTextEditor label="Note" value={value} onChange={setValue} height="120px" />
      </Box>
      <Button
        disabled={!value}
        onClick={() => {
          setSaved((count) => count + 1);
          setValue('');
        }}
      >
        Save note
      </Button>
      <Text textStyle="sm">{saved} saved</Text>
    </Stack>
  );
}
export const ResetAfterSave: Story = { render: () => <SaveAndReset /> };

/** What pages use: a skeleton of the same size until the editor's chunk has loaded. */
function LazyNote() {
  const [value, setValue] = useState(SAMPLE);
  return <LazyRichTextEditor label="Note" value={value} onChange={setValue} height="200px" />;
}
export const Lazy: Story = { render: () => <LazyNote /> };
export const Dark: Story = { args: { value: SAMPLE }, globals: { colorMode: 'dark' } };
