import { Card, Skeleton, Text, Title } from '@mantine/core';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useStaffCare } from '../../../lib/queries/care.ts';
import { QueryError } from '../../../ui/query-error.tsx';
import { CareView } from '../../../ui/person/care-view.tsx';

/** The record's "Care" tab: read (and audited) only when the tab is opened. */
export function RecordCare({ subscriberID }: { subscriberID: string }) {
  const { t } = useT();
  const care = useStaffCare(subscriberID, true);
  return (
    <Card component="section" aria-labelledby="record-care-title">
      <Title order={2} size="h4" id="record-care-title">
        {t('care.title')}
      </Title>
      <Text size="xs" c="dimmed" mb="md">
        {t('care.flag.recorded')}
      </Text>
      {care.isPending && <Skeleton height={200} radius="md" />}
      {care.isError && (
        <QueryError
          title={t('care.flag.readFailed')}
          error={care.error}
          onRetry={() => void care.refetch()}
          retrying={care.isFetching}
        />
      )}
      {care.isSuccess && <CareView care={care.data.care} />}
    </Card>
  );
}
