import { useState } from 'react';
import { SOCIAL_TEXTS, useStudyGroups, type SocialGroup } from '@portal/shared-api/social';
import { Button, EmptyState, HStack, SimpleGrid, Stack } from '@portal/shared-ui';
import { CardGridSkeleton, QueryState } from '@portal/shared-ui/data';
import { useGroupActions } from '../hooks/use-group-actions.ts';
import { CreateGroupDialog } from './create-group-dialog.tsx';
import { GroupCard } from './group-card.tsx';
import { GroupRequestsDialog } from './group-requests-dialog.tsx';

/** The Study Groups tab: every group with join or leave, creating one, and the creator's requests. */
export function StudyGroups() {
  const groups = useStudyGroups();
  const actions = useGroupActions();
  const [isCreating, setIsCreating] = useState(false);
  const [answering, setAnswering] = useState<string | null>(null);
  const answeringGroup = groups.data?.groups.find((group) => group.Id === answering);
  const handlers = {
    onJoin: (group: SocialGroup) => void actions.join(group),
    onLeave: (group: SocialGroup) => void actions.leave(group),
    onRequests: (group: SocialGroup) => setAnswering(group.Id),
  };

  return (
    <Stack gap="4">
      <HStack justify="end">
        <Button onClick={() => setIsCreating(true)} disabled={!groups.data}>
          {SOCIAL_TEXTS.createGroup}
        </Button>
      </HStack>
      <QueryState
        query={groups}
        errorTitle={SOCIAL_TEXTS.groupsLoadFailed}
        loading={<CardGridSkeleton count={3} height="64" label="Loading study groups" />}
        isEmpty={(data) => data.groups.length === 0}
        empty={<EmptyState title={SOCIAL_TEXTS.noGroups} description={SOCIAL_TEXTS.noGroupsHint} />}
      >
        {(data) => (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {data.groups.map((group) => (
              <GroupCard key={group.Id} group={group} {...handlers} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      <CreateGroupDialog
        open={isCreating}
        courses={groups.data?.courses ?? []}
        onClose={() => setIsCreating(false)}
        onSubmit={async (values) => {
          if (await actions.createGroup(values)) setIsCreating(false);
        }}
      />
      {answeringGroup ? (
        <GroupRequestsDialog
          group={answeringGroup}
          onAnswer={actions.answerRequest}
          isAnswering={actions.isAnswering}
          onClose={() => setAnswering(null)}
        />
      ) : null}
    </Stack>
  );
}
