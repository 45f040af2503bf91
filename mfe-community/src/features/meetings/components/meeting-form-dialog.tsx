import { SimpleGrid } from '@portal/shared-ui';
import { CheckboxField, FormDialog, SelectField, TextareaField, TextField } from '@portal/shared-ui/forms';
import {
  MEETING_DURATION_OPTIONS,
  MEETING_TYPES,
  MEETING_TYPE_LABELS,
  meetingFormSchema,
  type Meeting,
  type MeetingFormValues,
  type MeetingType,
} from '@portal/shared-api/meetings';
import { toMeetingFormValues } from '../utils/meeting-form.ts';

type MeetingFormDialogProps = {
  open: boolean;
  /** The meeting being edited; null schedules a new one. */
  meeting: Meeting | null;
  onClose: () => void;
  /** Saves, then closes the dialog; on a refusal it tells the person and leaves the dialog open. */
  onSubmit: (values: MeetingFormValues) => Promise<unknown>;
  onInvalid: () => void;
  /** A new meeting's start date (YYYY-MM-DD), e.g. the Calendar's day cell; ignored when editing. */
  initialDate?: string;
};

const DURATION_OPTIONS = MEETING_DURATION_OPTIONS.map((minutes) => ({
  value: minutes as number,
  label: `${minutes} minutes`,
}));
const TYPE_OPTIONS = MEETING_TYPES.map((type) => ({ value: type, label: MEETING_TYPE_LABELS[type] }));

/**
 * Schedule/Edit dialog (docs/product/meetings.md#meetings-page): title, description, start date, start time,
 * duration, type, recorded.
 */
export function MeetingFormDialog({
  open,
  meeting,
  onClose,
  onSubmit,
  onInvalid,
  initialDate,
}: MeetingFormDialogProps) {
  const initialValues = toMeetingFormValues(meeting, new Date());
  if (!meeting && initialDate) initialValues.startDate = initialDate;
  return (
    <FormDialog<MeetingFormValues>
      open={open}
      onClose={onClose}
      title={meeting ? 'Edit Meeting' : 'Schedule Meeting'}
      submitLabel={meeting ? 'Save Changes' : 'Schedule Meeting'}
      initialValues={initialValues}
      validationSchema={meetingFormSchema}
      validateOnChange={false}
      onSubmit={onSubmit}
      onInvalid={onInvalid}
    >
      <TextField name="title" label="Title" required />
      <TextareaField
        name="description"
        label="Description"
        placeholder="Course: Advanced React Development"
      />
      <SimpleGrid columns={2} gap="4">
        <TextField name="startDate" label="Start date" type="date" required />
        <TextField name="startTime" label="Start time" type="time" required />
        <SelectField<number> name="duration" label="Duration" options={DURATION_OPTIONS} />
        <SelectField<MeetingType> name="type" label="Type" options={TYPE_OPTIONS} />
      </SimpleGrid>
      <CheckboxField name="isRecorded" label="Record this meeting" />
    </FormDialog>
  );
}
