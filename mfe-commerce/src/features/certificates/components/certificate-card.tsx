import { useState } from 'react';
import { Badge, Button, Card, Heading, HStack, Stack, Text, toaster } from '@portal/shared-ui';
import { CoverImage } from '@portal/shared-ui/data';
import { Menu } from '@portal/shared-ui/overlays';
import { Link } from '@portal/shared-ui/router';
import { downloadLinkedFile, formatDate, type ApiError } from '@portal/shared-api/core';
import {
  CERTIFICATE_SHARE_PLATFORMS,
  CERTIFICATE_TEXTS,
  postShareCertificate,
  type Certificate,
  type CertificateSharePlatform,
} from '@portal/shared-api/certificates';

/** The certificate itself, drawn: the PDF's title, course and code, for the card's picture. */
function CertificateArt({ cert }: { cert: Certificate }) {
  if (cert.ImageUrl) return <CoverImage src={cert.ImageUrl} alt="" ratio={4 / 3} />;
  return (
    <Stack
      aria-hidden="true"
      align="center"
      justify="center"
      textAlign="center"
      gap="1"
      p="4"
      aspectRatio="4 / 3"
      bg="bg.subtle"
      borderBottomWidth="1px"
    >
      <Text fontSize="xs" letterSpacing="widest" color="brand.fg" fontWeight="bold">
        CERTIFICATE OF COMPLETION
      </Text>
      <Text fontWeight="semibold" lineClamp={2}>
        {cert.Course.Title}
      </Text>
      {cert.VerificationCode ? (
        <Text fontSize="xs" color="fg.muted" fontFamily="mono">
          {cert.VerificationCode}
        </Text>
      ) : null}
    </Stack>
  );
}

function IssuedActions({ cert }: { cert: Certificate }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      // The download answers the PDF's link (docs/product/certificates.md#download-links).
      const isSaved =
        cert.DownloadUrl !== null &&
        (await downloadLinkedFile(cert.DownloadUrl, `certificate-${cert.Slug}.pdf`));
      if (!isSaved) toaster.create({ type: 'error', title: CERTIFICATE_TEXTS.downloadFailed });
    } catch {
      toaster.create({ type: 'error', title: CERTIFICATE_TEXTS.downloadFailed });
    } finally {
      setBusy(false);
    }
  };
  const share = async (platform: CertificateSharePlatform) => {
    try {
      const answer = await postShareCertificate(cert.Id, platform);
      if (platform === 'Email') window.location.href = answer.url;
      else window.open(answer.url, '_blank', 'noopener,noreferrer');
      toaster.create({ type: 'success', title: answer.message });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: CERTIFICATE_TEXTS.shareFailed,
        description: (error as ApiError).message,
      });
    }
  };
  return (
    <HStack gap="2">
      <Button size="sm" loading={busy} onClick={() => void download()} aria-label={`Download ${cert.Title}`}>
        Download
      </Button>
      <Menu.Root onSelect={(details) => void share(details.value as CertificateSharePlatform)}>
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline" aria-label={`Share ${cert.Title}`}>
            Share
          </Button>
        </Menu.Trigger>
        <Menu.Positioner>
          <Menu.Content>
            {CERTIFICATE_SHARE_PLATFORMS.map((platform) => (
              <Menu.Item key={platform} value={platform}>
                {platform}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Menu.Root>
    </HStack>
  );
}

/**
 * One certificate by its status (docs/product/certificates.md#certificate-status): issued with Download and
 * Share, pending, expired, or unknown.
 */
export function CertificateCard({ cert }: { cert: Certificate }) {
  return (
    <Card.Root as="article" aria-label={cert.Title} overflow="hidden">
      <CertificateArt cert={cert} />
      <Card.Body gap="2" p="4">
        <Heading as="h2" size="sm" lineClamp={2}>
          {cert.Course.Title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {cert.Instructor}
        </Text>
        {cert.Status === 'issued' ? (
          <Stack gap="3">
            <Text fontSize="sm">
              Issued {formatDate(cert.IssueDate!)}
              {cert.ExpiryDate ? ` · valid until ${formatDate(cert.ExpiryDate)}` : ''}
            </Text>
            <IssuedActions cert={cert} />
          </Stack>
        ) : cert.Status === 'pending' ? (
          <Stack gap="2">
            <Badge colorPalette="orange" alignSelf="flex-start">
              {CERTIFICATE_TEXTS.pendingTitle}
            </Badge>
            <Text fontSize="sm">{CERTIFICATE_TEXTS.pendingText}</Text>
            <Button asChild size="sm" variant="outline" alignSelf="flex-start">
              <Link to={`/user/courses/${cert.Course.Slug}/read`}>{CERTIFICATE_TEXTS.continueCourse}</Link>
            </Button>
          </Stack>
        ) : cert.Status === 'expired' ? (
          <Stack gap="2">
            <Badge colorPalette="red" alignSelf="flex-start">
              {CERTIFICATE_TEXTS.expiredTitle}
            </Badge>
            <Text fontSize="sm">{CERTIFICATE_TEXTS.expiredText}</Text>
            <Button asChild size="sm" variant="outline" alignSelf="flex-start">
              <Link to={`/courses/${cert.Course.Slug}`}>{CERTIFICATE_TEXTS.retakeCourse}</Link>
            </Button>
          </Stack>
        ) : (
          <Badge alignSelf="flex-start">{CERTIFICATE_TEXTS.unknown}</Badge>
        )}
      </Card.Body>
    </Card.Root>
  );
}
