import { Anchor, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { StaffMember } from '@fieldhouse/contract';
import { formatDate } from '../../../lib/format.ts';
import { dataName } from '../../../lib/i18n/data-name.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { MemberActions, StaffStateBadge, type StaffAction } from './member-actions.tsx';

export type StaffListProps = {
  items: StaffMember[];
  editable: boolean;
  onAction: (member: StaffMember, action: StaffAction) => void;
};

/** A page of staff: who, their role and state, how to reach them and the teams they coach. */
export function StaffTable({ items, editable, onAction }: StaffListProps) {
  const { t } = useT();
  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table stickyHeader verticalSpacing="sm" striped aria-label={t('staff.table')}>
        <Table.Thead>
          <Table.Tr>
            {(['name', 'role', 'contact', 'state', 'teams'] as const).map((column) => (
              <Table.Th key={column} scope="col">
                {t(`staff.column.${column}`)}
              </Table.Th>
            ))}
            {editable && (
              <Table.Th scope="col">
                <VisuallyHidden>{t('staff.column.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((member) => (
            <Table.Tr key={member.subscriberID}>
              <Table.Td>
                <Anchor component={Link} to={`/subscriber/${member.subscriberID}`} size="sm" fw={500}>
                  {member.fullName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  <bdi dir="ltr">@{member.userName}</bdi>
                </Text>
              </Table.Td>
              <Table.Td>{dataName(member.role.name)}</Table.Td>
              <Table.Td>
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
              </Table.Td>
              <Table.Td>
                <StaffStateBadge state={member.state} />
                {member.state === 'invited' && member.invitedAt && (
                  <Text size="xs" c="dimmed">
                    {t('staff.invitedOn', { date: formatDate(member.invitedAt) })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {member.teams.length ? member.teams.map((team) => team.name).join(', ') : t('staff.noTeams')}
              </Table.Td>
              {editable && (
                <Table.Td w={48}>
                  <MemberActions member={member} onAction={(action) => onAction(member, action)} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
