import { useState } from 'react';
import { Button, Skeleton, Text } from '@mantine/core';
import { IconMedicalCross } from '@tabler/icons-react';
import type { Registration } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useStaffCare } from '../../../lib/queries/care.ts';
import { Modal } from '../../../ui/modal.tsx';
import { TONES } from '../../../ui/tone.ts';
import { QueryError } from '../../../ui/query-error.tsx';
import { CareView } from '../../../ui/person/care-view.tsx';

/**
 * The flag beside someone whose medical notes say something. Tapping it reads their record, that
 * one person's, through the audited read: the list itself never carries the notes.
 */
export function MedicalFlag({ person }: { person: Registration }) {
  const { t } = useT();
  const [opened, setOpened] = useState(false);
  const care = useStaffCare(person.subscriberID, opened);
  const label = t('care.flag.label', { name: person.fullName });
  return (
    <>
      <Button
        size="compact-sm"
        // The house tone, ≥ 4.5:1 with white in both schemes.
        color={TONES.danger}
        leftSection={<IconMedicalCross size={16} aria-hidden />}
        aria-label={label}
        onClick={() => setOpened(true)}
      >
        {t('care.flag.short')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={label} fullScreen>
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
      </Modal>
    </>
  );
}
