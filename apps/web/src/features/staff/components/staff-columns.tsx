import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { StaffMember } from '@fieldhouse/contract';
import { formatDate } from '../../../lib/format.ts';
import { dataName } from '../../../lib/i18n/data-name.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { actionsColumn, type DataColumn } from '../../../ui/data-table/index.ts';
import { MemberActions, StaffStateBadge, type StaffAction } from './member-actions.tsx';

type Act = (member: StaffMember, action: StaffAction) => void;

/** Staff as a list: who, their role and state, how to reach them, the teams they coach, the actions. */
export function useStaffColumns(editable: boolean, onAction: Act): DataColumn<StaffMember>[] {
  const { t } = useT();
  const columns: DataColumn<StaffMember>[] = [
    {
      key: 'name',
      header: t('staff.column.name'),
      phone: 'title',
      cell: (member) => (
        <>
          <Anchor component={Link} to={`/subscriber/${member.subscriberID}`} size="sm" fw={500}>
            {member.fullName}
          </Anchor>
          <Text size="xs" c="dimmed" fw={400}>
            <bdi dir="ltr">@{member.userName}</bdi>
          </Text>
        </>
      ),
    },
    { key: 'role', header: t('staff.column.role'), phone: 'line', cell: (m) => dataName(m.role.name) },
    {
      key: 'contact',
      header: t('staff.column.contact'),
      phone: 'line',
      cell: (member) => (
        <Stack gap={0}>
          <Text size="sm">
            <bdi dir="ltr">{member.mobile}</bdi>
          </Text>
          {member.email && (
            <Text size="xs" c="dimmed">
              <bdi dir="ltr">{member.email}</bdi>
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'state',
      header: t('staff.column.state'),
      phone: 'aside',
      cell: (member) => (
        <>
          <StaffStateBadge state={member.state} />
          {member.state === 'invited' && member.invitedAt && (
            <Text size="xs" c="dimmed">
              {t('staff.invitedOn', { date: formatDate(member.invitedAt) })}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'teams',
      header: t('staff.column.teams'),
      cell: (member) =>
        member.teams.length ? member.teams.map((team) => team.name).join(', ') : t('staff.noTeams'),
    },
  ];
  if (!editable) return columns;
  return [
    ...columns,
    actionsColumn(t('staff.column.actions'), (member) => (
      <MemberActions member={member} onAction={(action) => onAction(member, action)} />
    )),
  ];
}
