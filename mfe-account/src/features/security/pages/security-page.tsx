// /user/security (docs/product/security.md#screens, issue 13): Password Security (with two-factor), Security
// Alerts, Active Sessions and Account Recovery, all on the server. A followed recovery-email link lands here
// with ?recovery=.
import { useEffect } from 'react';
import { SECURITY_TEXTS, useSecuritySettings } from '@portal/shared-api/security';
import { SimpleGrid, Stack, toaster } from '@portal/shared-ui';
import { CardGridSkeleton, PageFrame, QueryState } from '@portal/shared-ui/data';
import { ReauthDialog } from '@portal/shared-ui/forms';
import { freeText, useUrlState } from '@portal/shared-ui/routing';
import { AlertsCard } from '../components/alerts-card.tsx';
import { PasswordCard } from '../components/password-card.tsx';
import { RecoveryCard } from '../components/recovery-card.tsx';
import { SessionsCard } from '../components/sessions-card.tsx';

const RECOVERY_PARAMS = { recovery: freeText() };

function useRecoveryOutcome() {
  const { params, set } = useUrlState(RECOVERY_PARAMS);
  const outcome = params.recovery;
  useEffect(() => {
    if (!outcome) return;
    toaster.create(
      outcome === 'confirmed'
        ? { type: 'success', title: SECURITY_TEXTS.recoveryConfirmed }
        : { type: 'error', title: SECURITY_TEXTS.recoveryLinkInvalid },
    );
    set({ recovery: '' }, { replace: true });
  }, [outcome, set]);
}

export function SecurityPage() {
  const query = useSecuritySettings();
  useRecoveryOutcome();

  return (
    <PageFrame title="Account Security" description="Your password, two-factor sign-in, sessions and alerts.">
      <QueryState
        query={query}
        errorTitle="Unable to load your security settings"
        loading={
          <CardGridSkeleton count={4} columns={{ base: 1, lg: 2 }} height="48" label="Loading security" />
        }
      >
        {(settings) => (
          <Stack gap="6">
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
              <PasswordCard settings={settings} />
              <AlertsCard settings={settings} />
            </SimpleGrid>
            <SessionsCard />
            <RecoveryCard settings={settings} />
            {/* Every change on this page may first ask for the password again (and the code). */}
            <ReauthDialog hasTwoFactor={settings.TwoFactorEnabled} />
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
