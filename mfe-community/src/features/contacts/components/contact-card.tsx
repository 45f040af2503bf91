// A contact's card (docs/product/contacts.md#contacts-page): avatar with the online marker, name, role,
// favourite toggle, the first three skills then '+N more', rating and response time; only students show
// Courses Completed.
import { Badge, Box, Button, Card, Flex, HStack, IconButton, Stack, Text, Wrap } from '@portal/shared-ui';
import { PresenceAvatar, StarRating } from '@portal/shared-ui/data';
import { displayName } from '@portal/shared-api/core';
import { CARD_SKILLS, CONTACT_ROLE_LABELS, type Contact } from '@portal/shared-api/contacts';

type Props = {
  contact: Contact;
  onOpen: (contact: Contact) => void;
  onToggleFavorite: (contact: Contact) => void;
  onMessage: (contact: Contact) => void;
};

export function ContactCard({ contact, onOpen, onToggleFavorite, onMessage }: Props) {
  const name = displayName(contact);
  const more = contact.Skills.length - CARD_SKILLS;
  return (
    <Card.Root as="article" aria-label={name} size="sm" h="full">
      <Card.Body gap="3">
        <Flex gap="3" align="flex-start">
          <PresenceAvatar name={name} src={contact.Avatar} status={contact.Status} size="lg" />
          <Box flex="1" minW="0">
            <Text fontWeight="semibold" truncate>
              {name}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {CONTACT_ROLE_LABELS[contact.Role]} · {contact.CourseUsername}
            </Text>
            {contact.IsOnline ? (
              <Badge colorPalette="green" size="sm" mt="1">
                Online
              </Badge>
            ) : null}
          </Box>
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={contact.IsFavorite ? `Remove ${name} from favorites` : `Add ${name} to favorites`}
            aria-pressed={contact.IsFavorite}
            onClick={() => onToggleFavorite(contact)}
            color={contact.IsFavorite ? 'yellow.solid' : 'fg.muted'}
          >
            {contact.IsFavorite ? '★' : '☆'}
          </IconButton>
        </Flex>
        {contact.Skills.length > 0 ? (
          <Wrap gap="1" aria-label="Skills">
            {contact.Skills.slice(0, CARD_SKILLS).map((skill) => (
              <Badge key={skill} variant="outline" size="sm">
                {skill}
              </Badge>
            ))}
            {more > 0 ? (
              <Badge variant="subtle" size="sm">
                +{more} more
              </Badge>
            ) : null}
          </Wrap>
        ) : null}
        <Stack gap="1" textStyle="sm" color="fg.muted">
          {contact.Stats.Rating !== null ? (
            <HStack gap="2">
              <StarRating
                value={contact.Stats.Rating}
                label={`Rated ${contact.Stats.Rating.toFixed(1)} of 5`}
              />
              <Text>{contact.Stats.Rating.toFixed(1)}</Text>
            </HStack>
          ) : null}
          {contact.Stats.ResponseTime ? (
            <Text>Responds {contact.Stats.ResponseTime.toLowerCase()}</Text>
          ) : null}
          {contact.Role === 'student' ? (
            <Text>Courses Completed: {contact.Stats.CoursesCompleted}</Text>
          ) : null}
        </Stack>
      </Card.Body>
      <Card.Footer gap="2">
        <Button size="sm" onClick={() => onMessage(contact)}>
          Send message
        </Button>
        <Button size="sm" variant="outline" onClick={() => onOpen(contact)}>
          Details
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
