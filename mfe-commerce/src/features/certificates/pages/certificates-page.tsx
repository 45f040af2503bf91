import { Alert, EmptyState, HStack, SimpleGrid, Stack, Text } from '@portal/shared-ui';
import { CardGridSkeleton, PageFrame, Pagination } from '@portal/shared-ui/data';
import { ChoiceSelect, SearchInput } from '@portal/shared-ui/forms';
import { freeText, oneOf, pageNumber, useUrlState } from '@portal/shared-ui/routing';
import {
  CERTIFICATE_STATUSES,
  CERTIFICATE_TEXTS,
  CERTIFICATES_PAGE_SIZE,
  useMyCertificates,
} from '@portal/shared-api/certificates';
import { CertificateCard } from '../components/certificate-card.tsx';

const statusOptions = [
  { value: '', label: 'All statuses' },
  ...CERTIFICATE_STATUSES.map((s) => ({ value: s, label: s.charAt(0).toUpperCase() + s.slice(1) })),
];
const CERTIFICATE_PARAMS = { q: freeText(), status: oneOf(CERTIFICATE_STATUSES, ''), page: pageNumber() };

/**
 * /user/certificates (docs/product/certificates.md#my-certificates-page): search, status filter, count and
 * cards; all in the URL.
 */
export function CertificatesPage() {
  const { data, error, mutate } = useMyCertificates();
  const { params, set } = useUrlState(CERTIFICATE_PARAMS, { reset: ['page'] });
  const { q, status, page } = params;

  const needle = q.trim().toLowerCase();
  const shown = (data?.certificates ?? []).filter(
    (c) =>
      (!status || c.Status === status) &&
      (!needle || c.Title.toLowerCase().includes(needle) || c.Course.Title.toLowerCase().includes(needle)),
  );
  const pageCount = Math.max(1, Math.ceil(shown.length / CERTIFICATES_PAGE_SIZE));
  const visible = shown.slice((page - 1) * CERTIFICATES_PAGE_SIZE, page * CERTIFICATES_PAGE_SIZE);

  return (
    <PageFrame title={CERTIFICATE_TEXTS.title} description={CERTIFICATE_TEXTS.description}>
      <HStack gap="3" wrap="wrap" align="flex-end">
        <Stack flex="1" minW="60">
          <SearchInput
            label="Search certificates"
            value={q}
            onChange={(v) => set({ q: v }, { replace: true })}
          />
        </Stack>
        <ChoiceSelect
          label="Status"
          size="sm"
          value={status}
          options={statusOptions}
          onChange={(v) => set({ status: v })}
        />
      </HStack>
      {error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{CERTIFICATE_TEXTS.loadFailedTitle}</Alert.Title>
            <Alert.Description>{CERTIFICATE_TEXTS.loadFailed}</Alert.Description>
          </Alert.Content>
          <button type="button" onClick={() => void mutate()} style={{ textDecoration: 'underline' }}>
            Retry
          </button>
        </Alert.Root>
      ) : !data ? (
        <CardGridSkeleton count={3} label="Loading certificates" />
      ) : (
        <>
          <Text color="fg.muted" aria-live="polite">
            {shown.length} {shown.length === 1 ? 'certificate' : 'certificates'}
          </Text>
          {shown.length === 0 ? (
            <EmptyState title={CERTIFICATE_TEXTS.empty} description={CERTIFICATE_TEXTS.emptyHint} />
          ) : (
            <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
              {visible.map((cert) => (
                <CertificateCard key={cert.Id} cert={cert} />
              ))}
            </SimpleGrid>
          )}
          {pageCount > 1 ? (
            <Pagination
              page={Math.min(page, pageCount)}
              pageCount={pageCount}
              onPageChange={(n) => set({ page: n })}
            />
          ) : null}
        </>
      )}
    </PageFrame>
  );
}
