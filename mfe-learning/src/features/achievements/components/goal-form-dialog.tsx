// The Create Goal dialog (docs/product/achievements.md#goal-dialog), which saves: title, description, type
// (default learning_hours) with its unit, target, deadline, priority and an optional reward. Editing uses
// the same dialog.
import { useMemo } from 'react';
import { useFormikContext } from 'formik';
import { FormDialog, SelectField, TextField, TextareaField } from '@portal/shared-ui/forms';
import {
  GOAL_PRIORITIES,
  GOAL_PRIORITY_LABELS,
  GOAL_TYPES,
  GOAL_TYPE_LABELS,
  goalFormSchema,
  goalUnit,
  type Goal,
  type GoalCreate,
  type GoalPriority,
  type GoalType,
} from '@portal/shared-api/achievements';
import { browserTimeZone, dayIn } from '@portal/shared-api/course-history';

export type GoalFormValues = {
  Title: string;
  Description: string;
  Type: GoalType;
  TargetValue: string;
  Deadline: string;
  Priority: GoalPriority;
  Reward: string;
};

const valuesOf = (goal: Goal | null): GoalFormValues => ({
  Title: goal?.Title ?? '',
  Description: goal?.Description ?? '',
  Type: goal?.Type ?? 'learning_hours',
  TargetValue: goal ? String(goal.TargetValue) : '',
  Deadline: goal?.Deadline ? dayIn(browserTimeZone(), new Date(goal.Deadline)) : '',
  Priority: goal?.Priority ?? 'medium',
  Reward: goal?.Reward ?? '',
});

export const toGoalPayload = (values: GoalFormValues): GoalCreate => ({
  Title: values.Title.trim(),
  Description: values.Description.trim(),
  Type: values.Type,
  TargetValue: Number(values.TargetValue),
  Deadline: values.Deadline || null,
  Priority: values.Priority,
  Reward: values.Reward.trim() || null,
});

function TargetField() {
  const { values } = useFormikContext<GoalFormValues>();
  return (
    <TextField
      name="TargetValue"
      label={`Target (${goalUnit(values.Type)})`}
      type="number"
      required
      helperText="Counted from the start of this week until the deadline."
    />
  );
}

type GoalFormDialogProps = {
  /** null: a new goal; a goal: edit it; undefined: closed. */
  goal: Goal | null | undefined;
  onClose: () => void;
  onSave: (payload: GoalCreate, goal: Goal | null) => Promise<void>;
};

export function GoalFormDialog({ goal, onClose, onSave }: GoalFormDialogProps) {
  const initialValues = useMemo(() => valuesOf(goal ?? null), [goal]);
  if (goal === undefined) return null;
  const today = dayIn(browserTimeZone());
  return (
    <FormDialog<GoalFormValues>
      open
      onClose={onClose}
      title={goal ? 'Edit goal' : 'Create Goal'}
      submitLabel={goal ? 'Save changes' : 'Create Goal'}
      initialValues={initialValues}
      validationSchema={goalFormSchema}
      onSubmit={(values) => onSave(toGoalPayload(values), goal)}
    >
      <TextField name="Title" label="Title" required />
      <TextareaField name="Description" label="Description" />
      <SelectField
        name="Type"
        label="Type"
        options={GOAL_TYPES.map((type) => ({
          value: type,
          label: `${GOAL_TYPE_LABELS[type]} (${goalUnit(type)})`,
        }))}
      />
      <TargetField />
      <TextField name="Deadline" label="Deadline" type="date" min={today} />
      <SelectField
        name="Priority"
        label="Priority"
        options={GOAL_PRIORITIES.map((priority) => ({
          value: priority,
          label: GOAL_PRIORITY_LABELS[priority],
        }))}
      />
      <TextField name="Reward" label="Reward (optional)" helperText="What you will treat yourself to." />
    </FormDialog>
  );
}
