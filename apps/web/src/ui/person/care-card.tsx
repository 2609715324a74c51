import { Card, Skeleton, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Care } from '@fieldhouse/contract';
import { useT } from '../../lib/i18n/use-t.ts';
import type { KeepCare } from '../../lib/queries/care.ts';
import { QueryError } from '../query-error.tsx';
import { CareForm } from './care-form.tsx';
import { CareView } from './care-view.tsx';

type Props = {
  /** Whose it is and who reads it, under the title. */
  intro: string;
  care: UseQueryResult<{ care: Care | null }>;
  /** How it is kept; null where the reader only reads it (a child's own, kept by their parent). */
  keep: KeepCare | null;
  /** The country code a new contact starts with: the person's own. */
  isdCode: string;
};

/**
 * "Care and consents": emergency contacts, medical notes and consents, kept by a child's parent on
 * the child's page and by an adult on their own profile.
 */
export function CareCard({ intro, care, keep, isdCode }: Props) {
  const { t } = useT();
  return (
    <Card component="section" aria-labelledby="care-title">
      <Title order={2} size="h4" id="care-title">
        {t('care.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {intro}
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
      {care.isSuccess &&
        (keep ? (
          // A save's answer (or a change made elsewhere) renews the form, so the consents' dates
          // show what was stored.
          <CareForm
            key={care.data.care?.updatedAt ?? 'new'}
            care={care.data.care}
            isdCode={isdCode}
            keep={keep}
          />
        ) : (
          <CareView care={care.data.care} />
        ))}
    </Card>
  );
}
