import { Card, Skeleton, Text, Title } from '@mantine/core';
import { useT } from '../../lib/i18n/use-t.ts';
import { QueryError } from '../../ui/query-error.tsx';
import { useChildCare, useKeepChildCare } from './api/use-care.ts';
import { CareForm } from './care-form.tsx';

/** "Care and consents" on a child's page: the parent keeps the emergency contacts, notes and consents. */
export function CareCard({ childId, name, isdCode }: { childId: string; name: string; isdCode: string }) {
  const { t } = useT();
  const care = useChildCare(childId);
  const keep = useKeepChildCare(childId);
  return (
    <Card component="section" aria-labelledby="child-care-title">
      <Title order={2} size="h4" id="child-care-title">
        {t('care.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('care.intro', { name })}
      </Text>
      {care.isError && (
        <QueryError
          title={t('care.loadFailed')}
          error={care.error}
          onRetry={() => void care.refetch()}
          retrying={care.isFetching}
        />
      )}
      {care.isPending && <Skeleton height={240} radius="md" />}
      {care.isSuccess && (
        // A save's answer renews the form, so the consents' dates show what was stored.
        <CareForm
          key={care.data.care?.updatedAt ?? 'new'}
          care={care.data.care}
          isdCode={isdCode}
          keep={keep}
        />
      )}
    </Card>
  );
}
