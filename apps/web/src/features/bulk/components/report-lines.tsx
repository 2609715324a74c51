import { Anchor, Stack, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n/use-t.ts';

type Download = { mutate: () => void; error: Error | null };

export type ReportWords = {
  lead?: string;
  summary: string;
  reasons: string[];
  csv: { label: string; download: Download } | null;
};

/**
 * What every bulk report shows (undefined while it loads): an optional first line, the counts, the
 * skips by reason, and the CSV download (null when there is nothing to list) with its error beside it.
 */
export function ReportLines({ report: props }: { report: ReportWords | undefined }) {
  const { t, language } = useT();
  if (!props)
    return (
      <Text size="sm" c="dimmed">
        {t('bulk.jobs.report.loading')}
      </Text>
    );
  const { csv } = props;
  return (
    <Stack gap={2}>
      {props.lead && <Text size="sm">{props.lead}</Text>}
      <Text size="sm" fw={600} data-testid="job-report">
        {props.summary}
      </Text>
      {props.reasons.length > 0 && (
        <Text size="xs" c="dimmed">
          {t('bulk.jobs.report.skippedBy', {
            reasons: new Intl.ListFormat(language, { type: 'unit', style: 'short' }).format(props.reasons),
          })}
        </Text>
      )}
      {csv && (
        <Anchor component="button" type="button" size="sm" onClick={() => csv.download.mutate()}>
          {csv.label}
        </Anchor>
      )}
      {csv?.download.error && (
        <Text size="xs" c="red" role="alert">
          {csv.download.error.message}
        </Text>
      )}
    </Stack>
  );
}
