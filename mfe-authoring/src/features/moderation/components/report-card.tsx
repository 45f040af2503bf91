import { formatDate } from '@portal/shared-api/core';
import {
  MODERATION_ACTION_LABELS,
  MODERATION_TEXTS,
  REPORT_TARGET_LABELS,
  type ModerationReport,
} from '@portal/shared-api/moderation';
import { Badge, Button, Link, Text } from '@portal/shared-ui';
import { Link as RouterLink } from '@portal/shared-ui/router';
import { QueueCard } from './queue-card.tsx';

export type ReportCardProps = {
  report: ModerationReport;
  isPending: boolean;
  onDismiss: (report: ModerationReport) => void;
  onHide: (report: ModerationReport) => void;
  onWarn: (report: ModerationReport) => void;
};

function Decision({ report }: { report: ModerationReport }) {
  if (!report.Resolution) return null;
  const by = report.ResolvedBy ? ` by ${report.ResolvedBy.Name}` : '';
  return (
    <Text fontSize="sm">
      {MODERATION_ACTION_LABELS[report.Resolution.Action]}
      {by} on {formatDate(report.Resolution.CreatedAt)}
      {report.Resolution.Note ? `: ${report.Resolution.Note}` : ''}
    </Text>
  );
}

/** A content report: why, about what (with a link and its author), by whom, and the three decisions. */
export function ReportCard({ report, isPending, onDismiss, onHide, onWarn }: ReportCardProps) {
  const { Target: target } = report;
  const isOpen = report.Status === 'open' || report.Status === 'reviewing';
  const name = target.Title || REPORT_TARGET_LABELS[target.Kind];
  return (
    <QueueCard
      title={report.ReasonLabel}
      eyebrow={
        <>
          <Badge>{REPORT_TARGET_LABELS[target.Kind]}</Badge>
          {target.Hidden ? <Badge colorPalette="red">Hidden</Badge> : null}
          {isOpen ? null : <Badge colorPalette="gray">{report.Status}</Badge>}
        </>
      }
      meta={`Reported by ${report.Reporter?.Name ?? 'a deleted account'} on ${formatDate(report.CreatedAt)}`}
      actions={
        isOpen ? (
          <>
            <Button size="sm" variant="ghost" disabled={isPending} onClick={() => onDismiss(report)}>
              {MODERATION_TEXTS.dismiss}
            </Button>
            {target.Author ? (
              <Button size="sm" variant="outline" disabled={isPending} onClick={() => onWarn(report)}>
                {MODERATION_TEXTS.warn}
              </Button>
            ) : null}
            {target.Kind === 'course' ? null : (
              <Button size="sm" colorPalette="red" disabled={isPending} onClick={() => onHide(report)}>
                {MODERATION_TEXTS.hide}
              </Button>
            )}
          </>
        ) : null
      }
    >
      {report.Description ? <Text whiteSpace="pre-line">{report.Description}</Text> : null}
      <Text fontSize="sm">
        {target.Url ? (
          <Link asChild>
            <RouterLink to={target.Url}>{name}</RouterLink>
          </Link>
        ) : (
          name
        )}
        {target.Author ? ` by ${target.Author.Name}` : null}
      </Text>
      <Decision report={report} />
    </QueueCard>
  );
}
