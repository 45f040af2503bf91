import { useState } from 'react';
import {
  MODERATION_TEXTS,
  useDismissReport,
  useHideReportedContent,
  useWarnReportedAuthor,
  type ModerationReport,
} from '@portal/shared-api/moderation';
import { toaster } from '@portal/shared-ui';
import { useDecision } from './use-decision.ts';

/** The three decisions on a report: dismiss at once, hide after a confirmation, warn through a dialog. */
export function useReportDecisions() {
  const dismiss = useDecision(useDismissReport(), MODERATION_TEXTS.dismissed);
  const hide = useDecision(useHideReportedContent(), MODERATION_TEXTS.hidden);
  const warnMutation = useWarnReportedAuthor();
  const [hiding, setHiding] = useState<ModerationReport | null>(null);
  const [warning, setWarning] = useState<ModerationReport | null>(null);

  const confirmHide = async () => {
    if (!hiding) return;
    await hide.run({ id: hiding.Id });
    setHiding(null);
  };
  // The dialog shows a refusal itself and stays open.
  const sendWarning = async (message: string) => {
    if (!warning) return;
    await warnMutation.trigger({ id: warning.Id, message });
    setWarning(null);
    toaster.create({ type: 'success', title: MODERATION_TEXTS.warned });
  };

  return {
    isPending: dismiss.isPending || hide.isPending || warnMutation.isMutating,
    dismiss: (report: ModerationReport) => void dismiss.run({ id: report.Id }),
    hiding,
    askHide: setHiding,
    cancelHide: () => setHiding(null),
    confirmHide,
    isHiding: hide.isPending,
    warning,
    askWarn: setWarning,
    cancelWarn: () => setWarning(null),
    sendWarning,
  };
}
