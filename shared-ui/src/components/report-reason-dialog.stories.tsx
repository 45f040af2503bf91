import { Button, Field, Textarea } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { ReportReasonDialog } from './report-reason-dialog.tsx';

const REASONS = [
  { value: 'inappropriate', label: 'Inappropriate content' },
  { value: 'quality', label: 'Poor quality' },
  { value: 'misleading', label: 'Misleading information' },
  { value: 'copyright', label: 'Copyright violation' },
  { value: 'other', label: 'Other' },
] as const;
type Reason = (typeof REASONS)[number]['value'];

function Report({ outcome, pending = false }: { outcome: 'sent' | 'refused'; pending?: boolean }) {
  const [open, setOpen] = useState(true);
  const [details, setDetails] = useState('');
  if (!open) return <Button onClick={() => setOpen(true)}>Report</Button>;
  return (
    <ReportReasonDialog<Reason>
      title="Report Content"
      reasons={REASONS}
      reasonRequiredText="Please choose a reason"
      successTitle="Thank you. Your report was sent to our moderators."
      failureTitle="Failed to send the report"
      isSubmitting={pending}
      onSubmit={async () => {
        if (outcome === 'refused')
          throw new Error('You have already reported this content. A moderator will review it soon.');
      }}
      onClose={() => setOpen(false)}
      details={
        <Field.Root>
          <Field.Label>Additional details</Field.Label>
          <Textarea rows={3} value={details} onChange={(event) => setDetails(event.target.value)} />
        </Field.Root>
      }
    />
  );
}

// Annotated, not inferred: the story renders its own wrapper.
const meta: Meta<typeof Report> = { title: 'Overlays/ReportReasonDialog', component: Report };
export default meta;
type Story = StoryObj<typeof Report>;

/** Submit without a reason to see the required message; with one, the thank-you toast. */
export const Sent: Story = { args: { outcome: 'sent' } };
/** The server refuses (already reported): the dialog stays open with what was typed, and says why. */
export const Refused: Story = { args: { outcome: 'refused' } };
export const Sending: Story = { args: { outcome: 'sent', pending: true } };
