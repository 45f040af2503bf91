// A password box with a show/hide toggle, bound to nothing: the sign-in page uses it without formik, and
// PasswordField wraps it for formik forms. Put it inside a FormField for its label and error.
import { Box, IconButton, Input, type InputProps } from '@chakra-ui/react';
import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../../icons/eye-icon.tsx';

export type PasswordInputProps = Omit<InputProps, 'type'> & {
  autoComplete?: 'current-password' | 'new-password';
};

export function PasswordInput({ autoComplete = 'current-password', ...input }: PasswordInputProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <Box position="relative" width="full">
      <Input {...input} type={isVisible ? 'text' : 'password'} autoComplete={autoComplete} pe="10" />
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
  );
}
