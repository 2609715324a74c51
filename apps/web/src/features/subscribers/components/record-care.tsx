import { Card, Title } from '@mantine/core';
import { useT } from '../../../lib/i18n/use-t.ts';
import { StaffCare } from '../../../ui/person/staff-care.tsx';

/** The record's "Care" tab: read (and audited) only when the tab is opened. */
export function RecordCare({ subscriberID }: { subscriberID: string }) {
  const { t } = useT();
  return (
    <Card component="section" aria-labelledby="record-care-title">
      <Title order={2} size="h4" id="record-care-title" mb="xs">
        {t('care.title')}
      </Title>
      <StaffCare subscriberID={subscriberID} />
    </Card>
  );
}
