import { useState, type ReactNode } from 'react';
import { Group, Select, Text } from '@mantine/core';
import { REGISTRATION_STATUSES, type EventEntry, type Registration } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import type { UrlQueryChange } from '../../../lib/use-url-query.ts';
import { ConfirmDialog } from '../../../ui/action-dialogs.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { CursorListCard } from '../../../ui/cursor-list-card.tsx';
import { useRegistrations, useStaffMove } from '../api/use-registrations.ts';
import { RegistrationsTable, type StaffMove } from './registrations-table.tsx';

type RegistrationsCardProps = {
  event: EventEntry;
  status: Registration['status'] | undefined;
  cursor: string | undefined;
  change: UrlQueryChange<'status' | 'cursor'>;
  /** May mark attendance, cancel and give places. */
  actionable: boolean;
  tools?: ReactNode;
};

/** The event's registrations, filtered by status and paged; staff with the grant act on each. */
export function RegistrationsCard({
  event,
  status,
  cursor,
  change,
  actionable,
  tools,
}: RegistrationsCardProps) {
  const { t } = useT();
  const list = useRegistrations(event.id, { status, cursor });
  const move = useStaffMove(event.id);
  const [cancelling, setCancelling] = useState<Registration | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const send = (registration: Registration, to: StaffMove) => {
    setDone(null);
    move.mutate(
      { registration, status: to },
      {
        onSuccess: () => {
          setCancelling(null);
          setDone(t(`eventRegistrations.moved.${to}`, { name: registration.fullName }));
        },
      },
    );
  };
  const onMove = (registration: Registration, to: StaffMove) => {
    move.reset();
    if (to === 'cancelled') setCancelling(registration);
    else send(registration, to);
  };
  const failure = move.error && !cancelling ? move.error : null;

  return (
    <>
      <CursorListCard
        heading={
          <Text fw={600} component="h2" size="md">
            {t('eventRegistrations.heading')}
          </Text>
        }
        tools={tools}
        notice={
          (done || failure) && (
            <Alert
              type={failure ? 'danger' : 'success'}
              role={failure ? 'alert' : 'status'}
              dismissible
              onClose={() => {
                setDone(null);
                move.reset();
              }}
            >
              {failure
                ? t('eventRegistrations.moveFailed', {
                    name: move.variables?.registration.fullName ?? '',
                    message: failure.message,
                  })
                : done}
            </Alert>
          )
        }
        filters={
          <Group px="lg" pb="md">
            <Select
              label={t('eventRegistrations.status')}
              placeholder={t('eventRegistrations.anyStatus')}
              data={REGISTRATION_STATUSES.map((value) => ({
                value,
                label: t(`events.registrationStatus.${value}`),
              }))}
              value={status ?? null}
              onChange={(next) => change({ status: next })}
              clearable
              w={{ base: '100%', sm: 220 }}
            />
          </Group>
        }
        list={list}
        texts={{
          loading: t('eventRegistrations.loading'),
          failed: t('eventRegistrations.failed'),
          empty: status ? t('eventRegistrations.emptyFiltered') : t('eventRegistrations.empty'),
          emptyHint: status ? t('eventRegistrations.emptyFilteredHint') : t('eventRegistrations.emptyHint'),
          pages: t('eventRegistrations.pages'),
          first: t('eventRegistrations.first'),
          next: t('eventRegistrations.next'),
        }}
        paged={Boolean(cursor)}
        onPage={(next) => change({ cursor: next })}
      >
        {(items) => (
          <RegistrationsTable event={event} items={items} actionable={actionable} onMove={onMove} />
        )}
      </CursorListCard>
      <ConfirmDialog
        opened={cancelling !== null}
        title={t('eventRegistrations.cancelDialog.title', { name: cancelling?.fullName ?? '' })}
        body={t('eventRegistrations.cancelDialog.body')}
        submit={t('eventRegistrations.cancelDialog.submit')}
        danger
        pending={move.isPending}
        error={cancelling ? move.error : null}
        onClose={() => setCancelling(null)}
        onConfirm={() => cancelling && send(cancelling, 'cancelled')}
      />
    </>
  );
}
