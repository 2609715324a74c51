import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReportDetail } from '@fieldhouse/contract';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/** What was reported, read-only: the conversation around the message, or the profile. */
export function ReportContext({ report }: { report: ReportDetail }) {
  const { t } = useT();
  if (report.profile) {
    const p = report.profile;
    return (
      <section aria-labelledby="report-context-title">
        <Title order={3} size="h6" id="report-context-title" mb="xs">
          {t('safeguarding.detail.profile')}
        </Title>
        <Text size="sm" fw={500}>
          {p.full_name}
        </Text>
        <Text size="sm">
          {t('safeguarding.detail.userName')}: <bdi dir="ltr">@{p.user_name}</bdi>
        </Text>
        {p.date_of_birth && (
          <Text size="sm">
            {t('safeguarding.detail.born')}: <bdi>{formatDate(p.date_of_birth)}</bdi>
          </Text>
        )}
      </section>
    );
  }
  return (
    <section aria-labelledby="report-context-title">
      <Title order={3} size="h6" id="report-context-title" mb="xs">
        {t('safeguarding.detail.conversation')}
      </Title>
      {report.messages.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('safeguarding.detail.gone')}
        </Text>
      )}
      <Stack gap={6} role="log" aria-labelledby="report-context-title">
        {report.messages.map((m) => (
          <Paper
            key={m.id}
            withBorder
            p="xs"
            bg={m.reported ? 'var(--mantine-color-red-light)' : undefined}
            aria-label={m.reported ? t('safeguarding.detail.reported') : undefined}
          >
            <Text size="xs" c="dimmed">
              {m.from.full_name} · <time dateTime={m.time}>{formatDateTime(m.time)}</time>
              {m.reported && ` · ${t('safeguarding.detail.reported')}`}
            </Text>
            {m.image ? (
              <Text size="sm" fs="italic">
                {t('safeguarding.detail.picture')}
              </Text>
            ) : (
              <Text size="sm" dir="auto">
                {m.msg}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
