// A video lesson's caption tracks (docs/product/media.md#captions): the uploaded video's tracks with their
// language and Default badge, and a small form to add one (a .vtt or .srt file, language, label, default).
// Tracks belong to the video, so they are saved at once, not with the lesson; the server's refusal (with the
// line of a broken file) is shown under the form.
import { useRef, useState } from 'react';
import {
  Badge,
  Button,
  Fieldset,
  FormField,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@portal/shared-ui';
import { Checkbox } from '@portal/shared-ui/forms';
import { refusalReason } from '@portal/shared-api/core';
import {
  CAPTION_ACCEPT,
  CAPTION_MAX_BYTES,
  MEDIA_TEXTS,
  useAddCaptions,
  useMedia,
  useRemoveCaptions,
} from '@portal/shared-api/medias';

/** The language's English name (en → English, pt-BR → Brazilian Portuguese), or the code when unknown. */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code.trim()) ?? code;
  } catch {
    return code;
  }
}

/** The file's text (FileReader: every browser, and the tests' DOM, has it). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

type LessonCaptionsFieldProps = { mediaId: string };

export function LessonCaptionsField({ mediaId }: LessonCaptionsFieldProps) {
  const { data: video } = useMedia(mediaId);
  const add = useAddCaptions();
  const remove = useRemoveCaptions();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [language, setLanguage] = useState('en');
  const [label, setLabel] = useState(() => languageName('en'));
  // The label follows the language until the author types one of their own.
  const [ownLabel, setOwnLabel] = useState(false);
  const [isDefault, setIsDefault] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tracks = video?.Captions ?? [];
  const busy = add.isMutating || remove.isMutating;

  const fail = (reason: unknown) => setError(refusalReason(reason) ?? MEDIA_TEXTS.captionsFailed);

  const submit = async () => {
    setError(null);
    if (!file) return setError(MEDIA_TEXTS.captionFileRequired);
    if (file.size > CAPTION_MAX_BYTES) return setError(MEDIA_TEXTS.captionTooLarge);
    try {
      await add.trigger({
        mediaId,
        Language: language.trim(),
        Label: label.trim() || languageName(language),
        Default: isDefault,
        FileName: file.name,
        Content: await readText(file),
      });
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (reason) {
      fail(reason);
    }
  };

  const drop = async (captionId: string) => {
    setError(null);
    await remove.trigger({ mediaId, captionId }).catch(fail);
  };

  return (
    <Fieldset.Root>
      <Fieldset.Legend>{MEDIA_TEXTS.captionsLegend}</Fieldset.Legend>
      <Stack gap="3">
        {tracks.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            {MEDIA_TEXTS.captionsNone}
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" aria-label={MEDIA_TEXTS.captionsLegend}>
            {tracks.map((track) => (
              <HStack as="li" key={track.Id} gap="2" justify="space-between">
                <HStack gap="2">
                  <Text>{track.Label}</Text>
                  <Text color="fg.muted" textStyle="sm">
                    {track.Language}
                  </Text>
                  {track.Default ? <Badge variant="subtle">{MEDIA_TEXTS.captionDefault}</Badge> : null}
                </HStack>
                <Button
                  size="xs"
                  variant="ghost"
                  disabled={busy}
                  aria-label={MEDIA_TEXTS.removeCaptions(track.Label)}
                  onClick={() => void drop(track.Id)}
                >
                  Remove
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
        <FormField label={MEDIA_TEXTS.captionFile} helperText={MEDIA_TEXTS.captionsHint}>
          <Input
            ref={fileInput}
            type="file"
            accept={CAPTION_ACCEPT}
            p="1"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label={MEDIA_TEXTS.captionLanguage}>
            <Input
              value={language}
              maxLength={35}
              onChange={(event) => {
                setLanguage(event.target.value);
                if (!ownLabel) setLabel(languageName(event.target.value));
              }}
            />
          </FormField>
          <FormField label={MEDIA_TEXTS.captionLabel}>
            <Input
              value={label}
              maxLength={60}
              onChange={(event) => {
                setOwnLabel(true);
                setLabel(event.target.value);
              }}
            />
          </FormField>
        </SimpleGrid>
        <HStack gap="4" justify="space-between" wrap="wrap">
          <Checkbox.Root
            checked={isDefault}
            onCheckedChange={(details) => setIsDefault(details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{MEDIA_TEXTS.captionDefault}</Checkbox.Label>
          </Checkbox.Root>
          <Button
            size="sm"
            variant="outline"
            loading={add.isMutating}
            disabled={busy}
            onClick={() => void submit()}
          >
            {MEDIA_TEXTS.addCaptions}
          </Button>
        </HStack>
        {error ? (
          <Text color="fg.error" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Fieldset.Root>
  );
}
