import { useState } from 'react';
import { Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { IconCheck, IconUserOff } from '@tabler/icons-react';
import type { EventEntry, Registration, RegistrationStatus } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Alert } from '../../../ui/alert.tsx';
import { QueryError } from '../../../ui/query-error.tsx';
import { RowList, RowListItem } from '../../../ui/row-list.tsx';
import { TONES } from '../../../ui/tone.ts';
import { useAttendanceList, useStaffMove } from '../api/use-registrations.ts';
import { MedicalFlag } from './medical-flag.tsx';
import { LoadingBlock } from '../../../ui/loading-block.tsx';

type Mark = 'attended' | 'absent';

/**
 * Taking attendance on a phone at the side of a pitch: everyone with a place, each with two large
 * toggles. Pressing the one already on takes the mark back (registered again).
 */
export function AttendanceList({ event }: { event: EventEntry }) {
  const { t } = useT();
  const list = useAttendanceList(event.id);
  const move = useStaffMove(event.id);
  // Marks answered by the server, shown at once while the list is read again.
  const [marked, setMarked] = useState<Record<number, RegistrationStatus>>({});
  const statusOf = (person: Registration) => marked[person.id] ?? person.status;

  const toggle = (person: Registration, mark: Mark) => {
    const to = statusOf(person) === mark ? 'registered' : mark;
    move.mutate(
      { registration: person, status: to },
      { onSuccess: (answer) => setMarked((old) => ({ ...old, [person.id]: answer.registration.status })) },
    );
  };

  if (list.isPending)
    return <LoadingBlock height={320} radius="md" label={t('eventRegistrations.loading')} />;
  if (list.isError) {
    return (
      <QueryError
        title={t('eventRegistrations.failed')}
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  const people = list.data.people;
  const count = (status: RegistrationStatus) => people.filter((p) => statusOf(p) === status).length;

  return (
    <Card>
      <Title order={2} size="h4">
        {t('eventRegistrations.attendance.heading')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('eventRegistrations.attendance.intro')}
      </Text>
      <Text size="sm" fw={500} mb="sm" role="status">
        {t('eventRegistrations.attendance.counts', {
          attended: count('attended'),
          absent: count('absent'),
          waiting: count('registered'),
        })}
      </Text>
      {move.error && (
        <Alert type="danger" dismissible onClose={() => move.reset()}>
          {t('eventRegistrations.moveFailed', {
            name: move.variables?.registration.fullName ?? '',
            message: move.error.message,
          })}
        </Alert>
      )}
      {list.data.more && (
        <Alert type="info">{t('eventRegistrations.attendance.truncated', { count: people.length })}</Alert>
      )}
      {people.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('eventRegistrations.attendance.nobody')}
        </Text>
      ) : (
        <RowList label={t('eventRegistrations.attendance.list')} rules="between" px={0}>
          {people.map((person) => (
            <PersonMarks
              key={person.id}
              person={person}
              status={statusOf(person)}
              busy={move.isPending && move.variables.registration.id === person.id}
              onToggle={(mark) => toggle(person, mark)}
            />
          ))}
        </RowList>
      )}
    </Card>
  );
}

type PersonMarksProps = {
  person: Registration;
  status: RegistrationStatus;
  busy: boolean;
  onToggle: (mark: Mark) => void;
};

function PersonMarks({ person, status, busy, onToggle }: PersonMarksProps) {
  const { t } = useT();
  const toggle = (mark: Mark, Glyph: typeof IconCheck, color: string) => (
    // A large target for a thumb (48 px), with words that still fit half a phone's width.
    <Button
      size="md"
      h={48}
      variant={status === mark ? 'filled' : 'default'}
      color={status === mark ? color : undefined}
      leftSection={<Glyph size={20} aria-hidden />}
      aria-pressed={status === mark}
      disabled={busy}
      onClick={() => onToggle(mark)}
    >
      {t(`eventRegistrations.attendance.${mark}`)}
    </Button>
  );
  return (
    <RowListItem
      groupLabel={person.fullName}
      gap={0}
      fillTrailing
      title={
        <Group gap="xs" wrap="wrap">
          <Text fw={500}>{person.fullName}</Text>
          {/* Only for holders of safeguarding.medical (the server sends the flag to no one else). */}
          {person.medicalNotes && status !== 'absent' && <MedicalFlag person={person} />}
        </Group>
      }
      trailing={
        // Two equal columns as wide as the longer word: a growing group capped each at half its
        // own width, which cut "Attended" on a wide screen.
        <SimpleGrid cols={2} spacing="xs" w={{ base: '100%', xs: 'auto' }}>
          {/* The house tones, ≥ 4.5:1 with white in both schemes (Mantine's green.8 is 3.4:1). */}
          {toggle('attended', IconCheck, TONES.success)}
          {toggle('absent', IconUserOff, TONES.danger)}
        </SimpleGrid>
      }
    >
      <Text size="xs" c="dimmed">
        <bdi dir="ltr">@{person.userName}</bdi>
      </Text>
    </RowListItem>
  );
}
