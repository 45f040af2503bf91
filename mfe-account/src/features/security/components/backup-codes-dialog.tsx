// Backup Codes (docs/product/security.md#dialogs): fresh codes are shown once, with Download Codes (a text
// file); later only how many are left shows, and new ones can be made with the password (the old ones stop
// working).
import { useState } from 'react';
import { saveBlob, type ApiError } from '@portal/shared-api/core';
import { SECURITY_TEXTS, useRegenerateBackupCodes } from '@portal/shared-api/security';
import {
  Button,
  Code,
  FormAlert,
  FormField,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  toaster,
} from '@portal/shared-ui';
import { Modal } from '@portal/shared-ui/overlays';

const fileText = (codes: string[]) =>
  `Academy backup codes\nEach code signs you in once when you cannot use your authenticator app.\n\n${codes.join('\n')}\n`;

export function BackupCodesDialog({
  open,
  codes,
  remaining,
  onCodes,
  onClose,
}: {
  open: boolean;
  codes: string[] | null;
  remaining: number;
  onCodes: (codes: string[]) => void;
  onClose: () => void;
}) {
  const regenerate = useRegenerateBackupCodes();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function handleRegenerate() {
    setError(null);
    try {
      const answer = await regenerate.trigger(password);
      setPassword('');
      onCodes(answer.BackupCodes);
      toaster.create({ type: 'success', title: SECURITY_TEXTS.backupRegenerated });
    } catch (failure) {
      setError((failure as ApiError).message);
    }
  }

  return (
    <Modal open={open} onClose={onClose} title="Backup Codes" dismissLabel="Close">
      {codes ? (
        <Stack gap="4">
          <Text>Keep these codes somewhere safe. Each one signs you in once. They are shown only now.</Text>
          <SimpleGrid columns={2} gap="2" data-testid="backup-codes">
            {codes.map((code) => (
              <Code key={code} p="2" fontSize="sm" textAlign="center">
                {code}
              </Code>
            ))}
          </SimpleGrid>
          <Button
            variant="outline"
            onClick={() =>
              saveBlob(
                new Blob([fileText(codes)], { type: 'text/plain;charset=utf-8' }),
                'academy-backup-codes.txt',
              )
            }
          >
            Download Codes
          </Button>
        </Stack>
      ) : (
        <Stack gap="4">
          <Text>
            You have {remaining} unused backup codes. For your safety they cannot be shown again; make new
            ones if you lost them.
          </Text>
          <FormAlert status="error" message={error} />
          <FormField label="Password" required>
            <PasswordInput value={password} onChange={(event) => setPassword(event.target.value)} />
          </FormField>
          <Button onClick={handleRegenerate} loading={regenerate.isMutating} disabled={!password}>
            Generate new codes
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
