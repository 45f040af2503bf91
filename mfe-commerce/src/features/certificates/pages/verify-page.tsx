import { Alert, Card, Heading, Stack, Text } from '@portal/shared-ui';
import { DataList, PageFrame, QueryState, CardGridSkeleton } from '@portal/shared-ui/data';
import { useParams } from '@portal/shared-ui/router';
import { formatDate } from '@portal/shared-api/core';
import { CERTIFICATE_TEXTS, useVerification } from '@portal/shared-api/certificates';

const RESULT = {
  valid: { status: 'success', text: CERTIFICATE_TEXTS.verifyValid },
  expired: { status: 'warning', text: CERTIFICATE_TEXTS.verifyExpired },
  unknown: { status: 'error', text: CERTIFICATE_TEXTS.verifyUnknown },
} as const;

/** /certificates/verify/:code, public: is this certificate real, and whose is it? */
export function VerifyPage() {
  const { code } = useParams();
  const query = useVerification(code);
  return (
    <PageFrame title={CERTIFICATE_TEXTS.verifyTitle} maxW="2xl">
      <QueryState
        query={query}
        errorTitle="Failed to check the certificate"
        loading={<CardGridSkeleton count={1} columns={1} />}
      >
        {(answer) => (
          <Card.Root>
            <Card.Body gap="4">
              <Alert.Root status={RESULT[answer.result].status}>
                <Alert.Indicator />
                <Alert.Title>{RESULT[answer.result].text}</Alert.Title>
              </Alert.Root>
              {answer.result !== 'unknown' ? (
                <Stack gap="2">
                  <Heading as="h2" size="md">
                    {answer.course}
                  </Heading>
                  <DataList.Root orientation="horizontal" size="sm">
                    <DataList.Item>
                      <DataList.ItemLabel>Awarded to</DataList.ItemLabel>
                      <DataList.ItemValue>{answer.name}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>Issued</DataList.ItemLabel>
                      <DataList.ItemValue>
                        {answer.issueDate ? formatDate(answer.issueDate) : '—'}
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>
                        {answer.result === 'expired' ? 'Expired' : 'Valid until'}
                      </DataList.ItemLabel>
                      <DataList.ItemValue>
                        {answer.expiryDate ? formatDate(answer.expiryDate) : '—'}
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>Verification code</DataList.ItemLabel>
                      <DataList.ItemValue fontFamily="mono">{code}</DataList.ItemValue>
                    </DataList.Item>
                  </DataList.Root>
                </Stack>
              ) : (
                <Text color="fg.muted">
                  Check the code printed under the certificate’s QR code and try again.
                </Text>
              )}
            </Card.Body>
          </Card.Root>
        )}
      </QueryState>
    </PageFrame>
  );
}
