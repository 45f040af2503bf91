import {
  GROUP_MAX_MEMBERS,
  GROUP_MIN_MEMBERS,
  GROUP_PRIVACIES,
  GROUP_PRIVACY_LABELS,
  SOCIAL_TEXTS,
  socialGroupFormSchema,
  type GroupPrivacy,
  type SocialGroupFormValues,
} from '@portal/shared-api/social';
import { SimpleGrid } from '@portal/shared-ui';
import { FormDialog, SelectField, TextareaField, TextField } from '@portal/shared-ui/forms';
import { emptyGroup } from '../utils/social-forms.ts';

type CreateGroupDialogProps = {
  open: boolean;
  /** The user's courses: a group belongs to one of them. */
  courses: { Id: string; Title: string }[];
  onClose: () => void;
  onSubmit: (values: SocialGroupFormValues) => Promise<unknown>;
};

const PRIVACY_OPTIONS = GROUP_PRIVACIES.map((privacy) => ({
  value: privacy,
  label: GROUP_PRIVACY_LABELS[privacy],
}));

/** A new study group: name, description, one of the user's courses, size, privacy and tags. */
export function CreateGroupDialog({ open, courses, onClose, onSubmit }: CreateGroupDialogProps) {
  return (
    <FormDialog<SocialGroupFormValues>
      open={open}
      onClose={onClose}
      title={SOCIAL_TEXTS.createGroupTitle}
      submitLabel={SOCIAL_TEXTS.createGroup}
      initialValues={emptyGroup(courses.length === 1 ? courses[0]?.Id : '')}
      validationSchema={socialGroupFormSchema}
      onSubmit={onSubmit}
    >
      <TextField name="name" label="Group name" required />
      <TextareaField name="description" label="Description" />
      <SelectField
        name="courseId"
        label="Course"
        placeholder="Choose one of your courses"
        options={courses.map((course) => ({ value: course.Id, label: course.Title }))}
        required
      />
      <SimpleGrid columns={2} gap="4">
        <TextField
          name="maxMembers"
          label="Maximum members"
          type="number"
          min={String(GROUP_MIN_MEMBERS)}
          max={String(GROUP_MAX_MEMBERS)}
          required
        />
        <SelectField<GroupPrivacy> name="privacy" label="Privacy" options={PRIVACY_OPTIONS} />
      </SimpleGrid>
      <TextField name="tags" label="Tags" placeholder="react, exam prep" helperText={SOCIAL_TEXTS.tagsHelp} />
    </FormDialog>
  );
}
