import { timeAgo } from '@portal/shared-api/core';
import { SOCIAL_TEXTS, useGroupRequests, type SocialGroup } from '@portal/shared-api/social';
import { Box, Button, HStack, Stack, Text } from '@portal/shared-ui';
import { Avatar, ListSkeleton, QueryState } from '@portal/shared-ui/data';
import { Modal } from '@portal/shared-ui/overlays';
import { displayName } from '@portal/shared-api/core';

type GroupRequestsDialogProps = {
  group: SocialGroup;
  onAnswer: (groupId: string, userId: string, approve: boolean) => Promise<unknown>;
  isAnswering: boolean;
  onClose: () => void;
};

/** The creator's join requests of a private group: approve (takes a seat) or decline. */
export function GroupRequestsDialog({ group, onAnswer, isAnswering, onClose }: GroupRequestsDialogProps) {
  const requests = useGroupRequests(group.Id);
  return (
    <Modal
      open
      onClose={onClose}
      title={SOCIAL_TEXTS.requestsTitle}
      description={`${group.Username}: ${group.MemberCount}/${group.MaxMembers} members`}
      dismissLabel="Close"
    >
      <QueryState
        query={requests}
        errorTitle="Unable to load join requests"
        loading={<ListSkeleton count={2} label="Loading join requests" />}
        isEmpty={(data) => data.requests.length === 0}
        empty={<Text color="fg.muted">{SOCIAL_TEXTS.noRequests}</Text>}
      >
        {(data) => (
          <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap="3">
            {data.requests.map((request) => {
              const name = displayName(request);
              return (
                <HStack as="li" key={request.UserId} gap="3">
                  <Avatar name={name} src={request.Avatar} size="sm" decorative />
                  <Stack gap="0" flex="1" minW="0">
                    <Text truncate>{name}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      Asked {timeAgo(request.RequestedAt)}
                    </Text>
                  </Stack>
                  <Button
                    size="sm"
                    aria-label={`${SOCIAL_TEXTS.approve} ${name}`}
                    disabled={isAnswering}
                    onClick={() => void onAnswer(group.Id, request.UserId, true)}
                  >
                    {SOCIAL_TEXTS.approve}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`${SOCIAL_TEXTS.decline} ${name}`}
                    disabled={isAnswering}
                    onClick={() => void onAnswer(group.Id, request.UserId, false)}
                  >
                    {SOCIAL_TEXTS.decline}
                  </Button>
                </HStack>
              );
            })}
          </Box>
        )}
      </QueryState>
    </Modal>
  );
}
