// The Contact Details dialog (docs/product/contacts.md#contacts-page): everything on the card and more, with
// Send message.
import { Badge, Button, Link, Stack, Text, Wrap } from '@portal/shared-ui';
import { DataList, PresenceAvatar } from '@portal/shared-ui/data';
import { Modal } from '@portal/shared-ui/overlays';
import { displayName, formatDate, timeAgo } from '@portal/shared-api/core';
import { CONTACT_ROLE_LABELS, type Contact } from '@portal/shared-api/contacts';
import { PRESENCE_LABELS } from '@portal/shared-api/messages';

type Props = { contact: Contact | null; onClose: () => void; onMessage: (contact: Contact) => void };

const LINKS = [
  ['LinkedIn', 'LinkedIn'],
  ['Twitter', 'Twitter'],
  ['GitHub', 'GitHub'],
  ['Website', 'Website'],
] as const;

export function ContactDetailsDialog({ contact, onClose, onMessage }: Props) {
  const name = contact ? displayName(contact) : '';
  return (
    <Modal
      open={contact !== null}
      onClose={onClose}
      title={name}
      description={
        contact ? `${CONTACT_ROLE_LABELS[contact.Role]} · ${PRESENCE_LABELS[contact.Status]}` : null
      }
      media={
        contact ? (
          <PresenceAvatar name={name} src={contact.Avatar} status={contact.Status} size="md" decorative />
        ) : null
      }
      dismissLabel="Close"
      actions={contact ? <Button onClick={() => onMessage(contact)}>Send message</Button> : null}
    >
      {contact ? (
        <Stack gap="4">
          {contact.Bio ? <Text>{contact.Bio}</Text> : null}
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>Username</DataList.ItemLabel>
              <DataList.ItemValue>@{contact.Username}</DataList.ItemValue>
            </DataList.Item>
            {contact.Email ? (
              <DataList.Item>
                <DataList.ItemLabel>Email</DataList.ItemLabel>
                <DataList.ItemValue>
                  <Link href={`mailto:${contact.Email}`}>{contact.Email}</Link>
                </DataList.ItemValue>
              </DataList.Item>
            ) : null}
            <DataList.Item>
              <DataList.ItemLabel>Courses together</DataList.ItemLabel>
              <DataList.ItemValue>
                {contact.SharedCourses.map((course) => course.Title).join(', ')}
              </DataList.ItemValue>
            </DataList.Item>
            {contact.Location ? (
              <DataList.Item>
                <DataList.ItemLabel>Location</DataList.ItemLabel>
                <DataList.ItemValue>{contact.Location}</DataList.ItemValue>
              </DataList.Item>
            ) : null}
            <DataList.Item>
              <DataList.ItemLabel>Joined</DataList.ItemLabel>
              <DataList.ItemValue>{formatDate(contact.JoinedAt)}</DataList.ItemValue>
            </DataList.Item>
            {contact.LastActive ? (
              <DataList.Item>
                <DataList.ItemLabel>Last active</DataList.ItemLabel>
                <DataList.ItemValue>{timeAgo(contact.LastActive)}</DataList.ItemValue>
              </DataList.Item>
            ) : null}
            <DataList.Item>
              <DataList.ItemLabel>Courses completed</DataList.ItemLabel>
              <DataList.ItemValue>{contact.Stats.CoursesCompleted}</DataList.ItemValue>
            </DataList.Item>
            {contact.Stats.Rating !== null ? (
              <DataList.Item>
                <DataList.ItemLabel>Rating</DataList.ItemLabel>
                <DataList.ItemValue>{contact.Stats.Rating.toFixed(1)} / 5</DataList.ItemValue>
              </DataList.Item>
            ) : null}
            {contact.Stats.ResponseTime ? (
              <DataList.Item>
                <DataList.ItemLabel>Response time</DataList.ItemLabel>
                <DataList.ItemValue>{contact.Stats.ResponseTime}</DataList.ItemValue>
              </DataList.Item>
            ) : null}
          </DataList.Root>
          {contact.Skills.length > 0 ? (
            <Wrap gap="1" aria-label="Skills">
              {contact.Skills.map((skill) => (
                <Badge key={skill} variant="outline">
                  {skill}
                </Badge>
              ))}
            </Wrap>
          ) : null}
          <Wrap gap="3">
            {LINKS.map(([key, label]) =>
              contact.ContactInfo[key] ? (
                <Link key={key} href={contact.ContactInfo[key]!} target="_blank" rel="noopener noreferrer">
                  {label}
                </Link>
              ) : null,
            )}
          </Wrap>
        </Stack>
      ) : null}
    </Modal>
  );
}
