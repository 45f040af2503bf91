import { Grid, Skeleton, Stack, Text } from '@portal/shared-ui';
import { PLAYER_TEXTS } from '@portal/shared-api/player';

/** While the course loads: the header, five sidebar rows and the media area. */
export function PlayerSkeleton() {
  return (
    <Stack p={{ base: '4', md: '6' }} gap="4" aria-busy="true">
      <Text role="status">{PLAYER_TEXTS.preparing}</Text>
      <Skeleton height="8" width="60%" />
      <Grid templateColumns={{ base: '1fr', lg: '320px 1fr' }} gap="6">
        {/* Under the media area on a phone, where the page puts the lesson first. */}
        <Stack gap="3" order={{ base: 1, md: 0 }}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height="10" />
          ))}
        </Stack>
        <Skeleton height="96" />
      </Grid>
    </Stack>
  );
}
