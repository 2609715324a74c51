import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { STATUS_REASON_MAX, staffListQuerySchema, type StaffMember } from '@fieldhouse/contract';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../../lib/queries/menu.ts';
import { useUrlQuery } from '../../lib/use-url-query.ts';
import { ConfirmDialog, WriteDialog } from '../../ui/action-dialogs.tsx';
import { Alert } from '../../ui/alert.tsx';
import { CursorListCard, listTexts } from '../../ui/cursor-list-card.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { DataTable } from '../../ui/data-table/index.ts';
import { UrlTextFilter } from '../../ui/url-text-filter.tsx';
import { useReinvite, useStaffList, useStaffStatus } from './api/use-staff.ts';
import { InviteDialog } from './components/invite-dialog.tsx';
import type { StaffAction } from './components/member-actions.tsx';
import { useStaffColumns } from './components/staff-columns.tsx';

const KEYS = ['q', 'cursor'] as const;
const SHAPE = staffListQuerySchema.shape;

/** /staff: staff accounts by name; the Super Admin invites, re-invites, deactivates and reactivates. */
export function StaffPage() {
  const { t } = useT();
  const { query, invalid, change } = useUrlQuery(KEYS, SHAPE);
  const list = useStaffList(query);
  const editable = useCan('staff.edit');
  const reinvite = useReinvite();
  const status = useStaffStatus();
  const [inviting, setInviting] = useState(false);
  const [acting, setActing] = useState<{ member: StaffMember; action: 'deactivate' | 'reactivate' } | null>(
    null,
  );
  const [done, setDone] = useState<string | null>(null);

  const act = (member: StaffMember, action: StaffAction) => {
    setDone(null);
    if (action === 'reinvite') {
      reinvite.mutate(member.subscriberID, {
        onSuccess: () => setDone(t('staff.reinvited', { name: member.fullName })),
      });
    } else {
      status.reset();
      setActing({ member, action });
    }
  };
  const columns = useStaffColumns(editable, act);
  const failure = reinvite.error;

  return (
    <>
      <PageTitle
        title={t('staff.title')}
        description={t('staff.description')}
        actions={
          editable && (
            <Button
              size="xs"
              leftSection={<IconUserPlus size={14} aria-hidden />}
              onClick={() => setInviting(true)}
            >
              {t('staff.invite')}
            </Button>
          )
        }
      />
      <CursorListCard
        heading={
          <Text fw={600} component="h2" size="md">
            {t('staff.heading')}
          </Text>
        }
        notice={
          (done || failure) && (
            <Alert
              type={failure ? 'danger' : 'success'}
              role="status"
              dismissible
              onClose={() => {
                setDone(null);
                reinvite.reset();
              }}
            >
              {failure ? failure.message : done}
            </Alert>
          )
        }
        filters={
          <Group px="lg" pb="md">
            <UrlTextFilter
              label={t('staff.search')}
              leftSection={<IconSearch size={16} aria-hidden />}
              type="search"
              value={query.q}
              onSettle={(q) => change({ q }, { replace: true })}
              w={{ base: '100%', sm: 320 }}
            />
          </Group>
        }
        address={{ query, invalid, change }}
        list={list}
        texts={listTexts('staff')}
        paged={Boolean(query.cursor)}
        onPage={(cursor) => change({ cursor })}
      >
        {(items) => (
          <DataTable
            rows={items}
            rowKey={(member) => member.subscriberID}
            columns={columns}
            label={t('staff.table')}
            minWidth={760}
          />
        )}
      </CursorListCard>
      {inviting && (
        <InviteDialog
          onClose={() => setInviting(false)}
          onInvited={(member) => {
            setInviting(false);
            setDone(t('staff.invited', { name: member.fullName }));
          }}
        />
      )}
      <WriteDialog
        key={acting?.member.subscriberID}
        opened={acting?.action === 'deactivate'}
        title={t('staff.deactivateDialog.title', { name: acting?.member.fullName ?? '' })}
        intro={t('staff.deactivateDialog.intro')}
        label={t('staff.deactivateDialog.label')}
        hint={() => t('staff.deactivateDialog.hint', { max: STATUS_REASON_MAX })}
        max={STATUS_REASON_MAX}
        field="reason"
        submit={t('staff.deactivateDialog.submit')}
        danger
        pending={status.isPending}
        error={status.error}
        onClose={() => setActing(null)}
        onSubmit={(reason) =>
          acting &&
          status.mutate(
            { subscriberID: acting.member.subscriberID, body: { action: 'suspend', reason } },
            { onSuccess: () => setActing(null) },
          )
        }
      />
      <ConfirmDialog
        opened={acting?.action === 'reactivate'}
        title={t('staff.reactivateDialog.title', { name: acting?.member.fullName ?? '' })}
        body={t('staff.reactivateDialog.body')}
        submit={t('staff.reactivateDialog.submit')}
        pending={status.isPending}
        error={status.error}
        onClose={() => setActing(null)}
        onConfirm={() =>
          acting &&
          status.mutate(
            { subscriberID: acting.member.subscriberID, body: { action: 'reactivate' } },
            { onSuccess: () => setActing(null) },
          )
        }
      />
    </>
  );
}
