import { Badge, Box, Button, Center, HStack, Image, Stack, Text } from '@portal/shared-ui';
import { formatDate, formatTimestamp } from '@portal/shared-api/core';
import type { UploadedMedia } from '@portal/shared-api/medias';
import { VideoStatusView } from '@portal/shared-ui/forms';

type VideoCardProps = {
  video: UploadedMedia;
  isThumbnailing: boolean;
  onRename: (video: UploadedMedia) => void;
  onThumbnail: (video: UploadedMedia) => void;
  onDelete: (video: UploadedMedia) => void;
};

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** One of the author's videos: its thumbnail, name, length, size and date, and what can be done with it. */
export function VideoCard({ video, isThumbnailing, onRename, onThumbnail, onDelete }: VideoCardProps) {
  const name = video.Username;
  return (
    <Stack as="article" aria-label={name} gap="3" borderWidth="1px" rounded="md" p="3">
      {video.PosterUrl ? (
        <Image
          src={video.PosterUrl}
          alt={`Thumbnail of ${name}`}
          aspectRatio={16 / 9}
          objectFit="cover"
          rounded="sm"
        />
      ) : (
        <Center aspectRatio={16 / 9} bg="bg.muted" rounded="sm">
          <Text color="fg.muted" fontSize="sm">
            No thumbnail
          </Text>
        </Center>
      )}
      <Stack gap="1" minW="0">
        <Text as="h2" fontWeight="semibold" truncate>
          {name}
        </Text>
        <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
          {video.DurationSeconds != null ? (
            <Badge>{formatTimestamp(Math.round(video.DurationSeconds))}</Badge>
          ) : null}
          <Text>{megabytes(video.Size)}</Text>
          <Text>{formatDate(video.CreatedAt)}</Text>
          <VideoStatusView media={video} compact />
        </HStack>
      </Stack>
      <Box display="flex" gap="2" flexWrap="wrap">
        <Button size="xs" variant="outline" aria-label={`Rename ${name}`} onClick={() => onRename(video)}>
          Rename
        </Button>
        <Button
          size="xs"
          variant="outline"
          aria-label={`Generate thumbnail for ${name}`}
          loading={isThumbnailing}
          onClick={() => onThumbnail(video)}
        >
          Generate thumbnail
        </Button>
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-label={`Delete ${name}`}
          onClick={() => onDelete(video)}
        >
          Delete
        </Button>
      </Box>
    </Stack>
  );
}
