// @portal/shared-ui/forms: formik-bound fields, the form dialog, search, and the interactive form controls.
export { Checkbox, NativeSelect, RadioGroup, SegmentGroup, Slider, Switch, Textarea } from '@chakra-ui/react';
export { TextField, type TextFieldProps } from './components/form/text-field.tsx';
export { PasswordField, type PasswordFieldProps } from './components/form/password-field.tsx';
export { TextareaField, type TextareaFieldProps } from './components/form/textarea-field.tsx';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/form/select-field.tsx';
export { SwitchField, type SwitchFieldProps } from './components/form/switch-field.tsx';
export { CheckboxField, type CheckboxFieldProps } from './components/form/checkbox-field.tsx';
export { FormDialog, type FormDialogProps } from './components/form/form-dialog.tsx';
export { ReauthDialog, type ReauthDialogProps } from './components/form/reauth-dialog.tsx';
export { SearchInput, type SearchInputProps } from './components/search-input.tsx';
export { ChoiceSelect, type ChoiceSelectProps } from './components/choice-select.tsx';
export { SwitchRow, type SwitchRowProps } from './components/switch-row.tsx';
export {
  PeoplePickerDialog,
  type PeoplePickerDialogProps,
  type PickablePerson,
} from './components/people-picker-dialog.tsx';
export {
  DateRangeFields,
  type DateRange,
  type DateRangeFieldsProps,
} from './components/date-range-fields.tsx';
export {
  FileUploadField,
  FileUploadView,
  type FileUploadFieldProps,
  type FileUploadValue,
} from './components/file-upload/file-upload-field.tsx';
export {
  VideoStatusView,
  ladderLabel,
  type VideoStatusValue,
  type VideoStatusViewProps,
} from './components/file-upload/video-status.tsx';
export { generateVideoThumbnail } from './components/file-upload/video-thumbnail.ts';
