import { Box, IconButton, Input } from '@chakra-ui/react';
import { useField } from 'formik';
import { useState, type ReactNode } from 'react';
import { EyeIcon, EyeOffIcon } from '../../icons/eye-icon.tsx';
import { FormField } from './form-field.tsx';

export type PasswordFieldProps = {
  name: string;
  label: string;
  helperText?: ReactNode;
  autoComplete?: 'current-password' | 'new-password';
  required?: boolean;
};

export function PasswordField({
  name,
  label,
  helperText,
  autoComplete = 'current-password',
  required,
}: PasswordFieldProps) {
  const [field, meta] = useField<string>(name);
  const [isVisible, setIsVisible] = useState(false);
  return (
    <FormField
      label={label}
      helperText={helperText}
      errorText={meta.touched ? meta.error : undefined}
      required={required}
    >
      <Box position="relative" width="full">
        <Input
          {...field}
          value={field.value ?? ''}
          type={isVisible ? 'text' : 'password'}
          autoComplete={autoComplete}
          pe="10"
        />
        <IconButton
          aria-label={isVisible ? 'Hide password' : 'Show password'}
          aria-pressed={isVisible}
          size="xs"
          variant="ghost"
          position="absolute"
          top="50%"
          transform="translateY(-50%)"
          insetEnd="1"
          onClick={() => setIsVisible((visible) => !visible)}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      </Box>
    </FormField>
  );
}
