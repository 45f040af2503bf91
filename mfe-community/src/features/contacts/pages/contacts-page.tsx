// /user/contacts (docs/product/contacts.md#contacts-page), from real relations: search, role and course
// filters, the six tabs with counts, a card grid (1 to 4 columns), the details dialog, stored favourites, and
// Send message opening the conversation with that person in Messages.
import { useState } from 'react';
import { Box, Button, EmptyState, Flex, HStack, SimpleGrid, Text, toaster } from '@portal/shared-ui';
import { CardGridSkeleton, PageFrame, QueryState, TabsWithCounts } from '@portal/shared-ui/data';
import { ChoiceSelect, SearchInput } from '@portal/shared-ui/forms';
import { useNavigate } from '@portal/shared-ui/router';
import {
  CONTACT_PAGE_SIZE,
  CONTACT_ROLES,
  CONTACT_ROLE_LABELS,
  CONTACT_TABS,
  CONTACT_TAB_LABELS,
  CONTACT_TEXTS,
  useContacts,
  useToggleFavorite,
  type Contact,
  type ContactRole,
  type ContactTab,
} from '@portal/shared-api/contacts';
import { ContactCard } from '../components/contact-card.tsx';
import { ContactDetailsDialog } from '../components/contact-details-dialog.tsx';

const ROLE_OPTIONS = CONTACT_ROLES.map((value) => ({ value, label: CONTACT_ROLE_LABELS[value] }));

export function ContactsPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<ContactRole | ''>('');
  const [courseId, setCourseId] = useState('');
  const [tab, setTab] = useState<ContactTab>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Contact | null>(null);
  const contacts = useContacts({
    search,
    role: role || undefined,
    courseId: courseId || undefined,
    tab,
    page,
  });
  const favorite = useToggleFavorite();
  const filtered = search !== '' || role !== '' || courseId !== '' || tab !== 'all';
  const counts = contacts.data?.counts;

  const toggleFavorite = async (contact: Contact) => {
    try {
      const updated = await favorite.trigger({
        id: contact.Id,
        payload: { IsFavorite: !contact.IsFavorite },
      });
      if (open?.Id === contact.Id) setOpen(updated);
      toaster.create({
        type: 'success',
        title: CONTACT_TEXTS.favoriteTitle,
        description: CONTACT_TEXTS.favoriteUpdated,
      });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Could not update favorites',
        description: (error as Error).message,
      });
    }
  };
  const message = (contact: Contact) => navigate(`/user/messages?to=${encodeURIComponent(contact.Id)}`);
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <PageFrame title="Course Contacts" description="The instructors, mentors and classmates of your courses.">
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Flex flex="1" minW="240px">
          <SearchInput
            label="Search contacts"
            hideLabel
            placeholder="Search by name, skill or course"
            value={search}
            onChange={refilter(setSearch)}
          />
        </Flex>
        <Box minW="40">
          <ChoiceSelect<ContactRole | ''>
            label="Role"
            hideLabel
            value={role}
            placeholder="All roles"
            options={ROLE_OPTIONS}
            onChange={refilter(setRole)}
          />
        </Box>
        <Box minW="48" maxW="xs">
          <ChoiceSelect
            label="Course"
            hideLabel
            value={courseId}
            placeholder="All courses"
            options={(contacts.data?.courses ?? []).map((course) => ({
              value: course.Id,
              label: course.Title,
            }))}
            onChange={refilter(setCourseId)}
          />
        </Box>
      </Flex>
      <TabsWithCounts<ContactTab>
        value={tab}
        onValueChange={refilter(setTab)}
        tabs={CONTACT_TABS.map((value) => ({
          value,
          label: CONTACT_TAB_LABELS[value],
          count: counts?.[value],
        }))}
      >
        {() => (
          <QueryState
            query={contacts}
            errorTitle="Unable to load contacts"
            loading={
              <CardGridSkeleton
                count={4}
                columns={{ base: 1, md: 2, xl: 3, '2xl': 4 }}
                height="56"
                label="Loading contacts"
              />
            }
            isEmpty={(data) => data.contacts.length === 0}
            empty={
              <EmptyState
                title={CONTACT_TEXTS.noContacts}
                description={filtered ? CONTACT_TEXTS.filteredHint : CONTACT_TEXTS.noConnections}
              />
            }
          >
            {(data) => (
              <>
                <SimpleGrid columns={{ base: 1, md: 2, xl: 3, '2xl': 4 }} gap="4">
                  {data.contacts.map((contact) => (
                    <ContactCard
                      key={contact.Id}
                      contact={contact}
                      onOpen={setOpen}
                      onToggleFavorite={(chosen) => void toggleFavorite(chosen)}
                      onMessage={message}
                    />
                  ))}
                </SimpleGrid>
                {data.total > CONTACT_PAGE_SIZE ? (
                  <HStack justify="center" mt="4" gap="3">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={page === 1}
                      onClick={() => setPage(page - 1)}
                    >
                      Previous
                    </Button>
                    <Text textStyle="sm">
                      Page {page} of {Math.ceil(data.total / CONTACT_PAGE_SIZE)}
                    </Text>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={page * CONTACT_PAGE_SIZE >= data.total}
                      onClick={() => setPage(page + 1)}
                    >
                      Next
                    </Button>
                  </HStack>
                ) : null}
              </>
            )}
          </QueryState>
        )}
      </TabsWithCounts>
      <ContactDetailsDialog contact={open} onClose={() => setOpen(null)} onMessage={message} />
    </PageFrame>
  );
}
