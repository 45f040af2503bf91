// One file for a form (a course cover, a lesson video, a post cover): choose, watch it travel (Cancel stops it
// and keeps nothing), then see what was stored. Sent to POST /api/upload, which checks the bytes.
import { Badge, Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { formatTimestamp } from '@portal/shared-api/core';
import {
  UPLOAD_ACCEPT,
  type UploadedMedia,
  type UploadKind,
  type UploadPurpose,
} from '@portal/shared-api/medias';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ProgressBar } from '../progress-bar.tsx';
import { useFileUpload, type UploadState } from './use-file-upload.ts';

export type FileUploadValue = {
  name: string;
  url?: string;
  posterUrl?: string | null;
  durationSeconds?: number | null;
};

export type FileUploadFieldProps = {
  label: string;
  kind: UploadKind;
  purpose?: UploadPurpose;
  /** The file picker's filter; the kind's formats by default. */
  accept?: string;
  /** What is stored now; left undefined, the field shows its own last upload. */
  value?: FileUploadValue | null;
  onUploaded: (media: UploadedMedia) => void;
  /** Shows a Remove button beside a stored file. */
  onRemove?: () => void;
  helperText?: string;
  disabled?: boolean;
  /** The failure toast's title; `{Kind} file upload failed.` unless told. */
  failureTitle?: string;
};

function toValue(media: UploadedMedia): FileUploadValue {
  return {
    name: media.Username,
    url: media.url,
    posterUrl: media.PosterUrl,
    durationSeconds: media.DurationSeconds,
  };
}

function StoredFile({ kind, value }: { kind: UploadKind; value: FileUploadValue }) {
  const picture = kind === 'image' ? value.url : value.posterUrl;
  return (
    <HStack gap="3" align="center">
      {picture ? (
        <Image
          src={picture}
          alt={kind === 'image' ? value.name : `Poster of ${value.name}`}
          width="32"
          aspectRatio={16 / 9}
          objectFit="cover"
          borderRadius="md"
        />
      ) : null}
      <Stack gap="1" minW="0">
        <Text fontWeight="medium" truncate>
          {value.name}
        </Text>
        {kind === 'video' && value.durationSeconds != null ? (
          <Badge
            width="fit-content"
            aria-label={`Duration ${formatTimestamp(Math.round(value.durationSeconds))}`}
          >
            {formatTimestamp(Math.round(value.durationSeconds))}
          </Badge>
        ) : null}
      </Stack>
    </HStack>
  );
}

export type FileUploadViewProps = Omit<
  FileUploadFieldProps,
  'purpose' | 'onUploaded' | 'value' | 'failureTitle'
> & {
  value: FileUploadValue | null;
  state: UploadState;
  onFile: (file: File) => void;
  onCancel: () => void;
};

/** The field's look in each state, without the sending (stories show every state through it). */
export function FileUploadView({
  label,
  kind,
  accept,
  value,
  state,
  onFile,
  onCancel,
  onRemove,
  helperText,
  disabled = false,
}: FileUploadViewProps) {
  const labelId = useId();
  const helpId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const uploading = state.phase === 'uploading';
  const noun = kind === 'video' ? 'video' : 'image';
  const describedBy = [helperText ? helpId : null, state.phase === 'error' ? errorId : null].filter(Boolean);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after an error) fires a change.
    event.target.value = '';
    if (file) onFile(file);
  };

  return (
    <Stack
      gap="2"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
    >
      <Text id={labelId} fontWeight="medium" textStyle="sm">
        {label}
      </Text>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={label}
        accept={accept ?? UPLOAD_ACCEPT[kind]}
        disabled={disabled || uploading}
        onChange={onChange}
      />
      {uploading ? (
        <Stack gap="2" borderWidth="1px" borderRadius="md" p="3">
          <ProgressBar value={state.fraction * 100} label={`Uploading ${state.name}`} />
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onCancel}>
            Cancel
          </Button>
        </Stack>
      ) : (
        <>
          {value ? (
            <Box borderWidth="1px" borderRadius="md" p="3">
              <StoredFile kind={kind} value={value} />
            </Box>
          ) : null}
          <HStack gap="2">
            <Button size="sm" variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
              {value ? `Replace ${noun}` : `Choose ${noun}`}
            </Button>
            {value && onRemove ? (
              <Button size="sm" variant="ghost" colorPalette="red" disabled={disabled} onClick={onRemove}>
                Remove
              </Button>
            ) : null}
          </HStack>
        </>
      )}
      {state.phase === 'error' ? (
        <Text id={errorId} role="alert" color="fg.error" textStyle="sm">
          {state.name}: {state.message}
        </Text>
      ) : null}
      {helperText ? (
        <Text id={helpId} color="fg.muted" textStyle="sm">
          {helperText}
        </Text>
      ) : null}
    </Stack>
  );
}

export function FileUploadField({
  purpose,
  value,
  onUploaded,
  onRemove,
  failureTitle,
  ...view
}: FileUploadFieldProps) {
  const [own, setOwn] = useState<FileUploadValue | null>(null);
  const { state, start, cancel } = useFileUpload({
    kind: view.kind,
    purpose,
    failureTitle,
    onUploaded: (media) => {
      setOwn(toValue(media));
      onUploaded(media);
    },
  });
  const remove = () => {
    setOwn(null);
    onRemove?.();
  };
  return (
    <FileUploadView
      {...view}
      value={value === undefined ? own : value}
      state={state}
      onFile={(file) => void start(file)}
      onCancel={cancel}
      onRemove={onRemove ? remove : undefined}
    />
  );
}
