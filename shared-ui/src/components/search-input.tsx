import { Box, IconButton, Input } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { CloseIcon } from '../icons/close-icon.tsx';
import { FormField } from './form/form-field.tsx';

export type SearchInputProps = {
  label: string;
  value: string;
  /** Called with the typed text once typing pauses for `debounceMs`; immediately on clear. */
  onChange: (value: string) => void;
  debounceMs?: number;
  placeholder?: string;
  clearLabel?: string;
  /** Keeps the label for screen readers only, when the placeholder already says what the box searches. */
  hideLabel?: boolean;
};

export function SearchInput({
  label,
  value,
  onChange,
  debounceMs = 300,
  placeholder,
  clearLabel = 'Clear search',
  hideLabel = false,
}: SearchInputProps) {
  const [text, setText] = useState(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // Follow outside changes (e.g. the URL) without echoing them back.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onChangeRef.current(text), debounceMs);
    return () => clearTimeout(timer);
  }, [text, value, debounceMs]);

  const handleClear = () => {
    setText('');
    onChangeRef.current('');
  };

  return (
    <FormField label={label} hideLabel={hideLabel}>
      <Box position="relative" width="full">
        <Input
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && text) handleClear();
          }}
          pe="10"
        />
        {text ? (
          <IconButton
            aria-label={clearLabel}
            size="xs"
            variant="ghost"
            position="absolute"
            top="50%"
            transform="translateY(-50%)"
            insetEnd="1"
            onClick={handleClear}
          >
            <CloseIcon />
          </IconButton>
        ) : null}
      </Box>
    </FormField>
  );
}
