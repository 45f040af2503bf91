// An avatar with a presence dot (docs/product/messages.md#presence: online green, away yellow, busy red,
// offline grey). The status is also said in words for screen readers, never by colour alone.
import { Box, VisuallyHidden } from '@chakra-ui/react';
import { Avatar, type AvatarProps } from './avatar.tsx';

export const PRESENCE_PALETTES = { online: 'green', away: 'yellow', busy: 'red', offline: 'gray' } as const;
export type PresenceStatusName = keyof typeof PRESENCE_PALETTES;
const WORDS: Record<PresenceStatusName, string> = {
  online: 'online',
  away: 'away',
  busy: 'busy',
  offline: 'offline',
};

export type PresenceAvatarProps = AvatarProps & { status: PresenceStatusName };

export function PresenceAvatar({ status, ...avatar }: PresenceAvatarProps) {
  const small = avatar.size === 'xs' || avatar.size === 'sm';
  return (
    <Box position="relative" display="inline-flex" flexShrink={0} data-presence={status}>
      <Avatar {...avatar} />
      <Box
        position="absolute"
        bottom="0"
        right="0"
        boxSize={small ? '2.5' : '3'}
        borderRadius="full"
        borderWidth="2px"
        borderColor="bg"
        bg={`${PRESENCE_PALETTES[status]}.solid`}
        aria-hidden="true"
      />
      <VisuallyHidden>{`, ${WORDS[status]}`}</VisuallyHidden>
    </Box>
  );
}
