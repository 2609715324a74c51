import { useState } from 'react';
import { Button, Card, Group, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { SubscriberRecord } from '@fieldhouse/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useLookups } from '../../../lib/queries/lookups.ts';
import { Alert } from '../../../ui/alert.tsx';
import { QueryError } from '../../../ui/query-error.tsx';
import { useStatusLabel } from '../../../ui/user-status-badge.tsx';
import { ProfileDetails } from '../../../ui/person/profile-details.tsx';
import { ProfileEditForm } from '../../../ui/person/profile-edit-form.tsx';
import { useStaffEdit } from '../api/use-record.ts';

/** The record's details, edited in place by staff who may, and who changed the status, when and why. */
export function RecordDetails({ record }: { record: SubscriberRecord }) {
  return (
    <Stack gap="md">
      <DetailsCard record={record} />
      <StatusHistory record={record} />
    </Stack>
  );
}

function DetailsCard({ record }: { record: SubscriberRecord }) {
  const { t } = useT();
  const lookups = useLookups();
  const edit = useStaffEdit(record.profile.subscriberID);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <Card component="section" aria-labelledby="record-details-title">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" id="record-details-title">
          {editing ? t('subscribers.record.editTitle') : t('subscribers.record.details')}
        </Title>
        {record.can.edit && !editing && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {t('subscribers.record.edit')}
          </Button>
        )}
      </Group>
      <Stack gap="md">
        {saved && (
          <Alert type="success" role="status" dismissible onClose={() => setSaved(false)}>
            {t('subscribers.record.saved')}
          </Alert>
        )}
        {!editing && <ProfileDetails profile={record.profile} />}
        {editing && lookups.isPending && <Skeleton height={360} radius="md" />}
        {editing && lookups.isError && (
          <QueryError
            title={t('profile.details.formFailed')}
            error={lookups.error}
            onRetry={() => void lookups.refetch()}
            retrying={lookups.isFetching}
          />
        )}
        {editing && lookups.isSuccess && (
          <ProfileEditForm
            profile={record.profile}
            lookups={lookups.data}
            editor="staff"
            edit={edit}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              setSaved(true);
            }}
          />
        )}
      </Stack>
    </Card>
  );
}

function StatusHistory({ record }: { record: SubscriberRecord }) {
  const { t } = useT();
  const label = useStatusLabel();
  return (
    <Card component="section" aria-labelledby="status-history-title">
      <Title order={2} size="h4" id="status-history-title" mb="md">
        {t('subscribers.record.statusHistory')}
      </Title>
      {record.statusHistory.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('subscribers.record.noHistory')}
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2} active={0}>
          {record.statusHistory.map((change) => (
            <Timeline.Item
              key={change.at}
              title={t('subscribers.record.changedBy', {
                from: label(change.from),
                to: label(change.to),
                who: change.by?.fullName ?? t('subscribers.record.system'),
                date: formatDateTime(change.at),
              })}
            >
              {change.reason && (
                <Text size="sm" c="dimmed">
                  <bdi>{change.reason}</bdi>
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
