import { Skeleton, Text } from '@mantine/core';
import { useT } from '../../lib/i18n/use-t.ts';
import { useStaffCare } from '../../lib/queries/care.ts';
import { QueryError } from '../query-error.tsx';
import { CareView } from './care-view.tsx';

/**
 * Staff's read of one person's care record, made when shown (`enabled`): the server audits each
 * read, and the reader is told so.
 */
export function StaffCare({ subscriberID, enabled = true }: { subscriberID: string; enabled?: boolean }) {
  const { t } = useT();
  const care = useStaffCare(subscriberID, enabled);
  return (
    <>
      <Text size="xs" c="dimmed" mb="sm">
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
    </>
  );
}
