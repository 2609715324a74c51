import { Button, Grid, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconChecklist, IconList, IconPencil, IconTrophy } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { REGISTRATION_STATUSES, type EventEntry } from '@fieldhouse/contract';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../../lib/queries/menu.ts';
import { useUrlQuery } from '../../lib/use-url-query.ts';
import { ExportButton, ExportFailure } from '../../ui/export-button.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { QueryError } from '../../ui/query-error.tsx';
import { useEvent } from './api/use-events.ts';
import { useRegistrationsExport } from './api/use-registrations.ts';
import { AttendanceList } from './components/attendance-list.tsx';
import { EventDetails } from './components/event-details.tsx';
import { RegistrationsCard } from './components/registrations-card.tsx';
import { StatusActions } from './components/status-actions.tsx';
import { LoadingBlock } from '../../ui/loading-block.tsx';

const KEYS = ['status', 'cursor', 'mode'] as const;

/** /event/{id}: an event's details and status, and its registrations (or attendance, `?mode=attendance`). */
export function EventPage() {
  const { t } = useT();
  const id = Number(useParams().id);
  const event = useEvent(id);
  const { query, change } = useUrlQuery(KEYS);
  const attendance = query.mode === 'attendance' && event.data?.may.registrations === true;
  // The server says what of this event is the caller's: a coach changes only an event wholly theirs.
  const canEdit = useCan('event.edit') && event.data?.may.change === true;
  const canSeeMatches = useCan('match.view');

  return (
    <>
      <PageTitle
        title={event.data?.title ?? t('events.title')}
        description={event.data && t(`events.kind.${event.data.kind}`)}
        actions={
          <Group gap="xs">
            <Button
              component={Link}
              to="/event"
              variant="default"
              size="xs"
              leftSection={<IconArrowLeft size={14} aria-hidden className="fh-mirror-rtl" />}
            >
              {t('eventPage.back')}
            </Button>
            {canSeeMatches && event.data?.kind === 'tournament' && (
              <Button
                component={Link}
                to={`/match/${id}`}
                variant="default"
                size="xs"
                leftSection={<IconTrophy size={14} aria-hidden />}
              >
                {t('eventPage.matches')}
              </Button>
            )}
            {canEdit && event.data && event.data.status !== 'cancelled' && (
              <Button
                component={Link}
                to={`/event/${id}/edit`}
                size="xs"
                leftSection={<IconPencil size={14} aria-hidden />}
              >
                {t('eventPage.edit')}
              </Button>
            )}
          </Group>
        }
      />
      {event.isError && (
        <QueryError
          title={t('eventPage.loadFailed')}
          error={event.error}
          onRetry={() => void event.refetch()}
          retrying={event.isFetching}
        />
      )}
      {event.isPending && <LoadingBlock height={420} radius="md" label={t('common.loading')} />}
      {event.data &&
        (attendance ? (
          <Stack gap="md">
            <Group>
              <Button
                variant="default"
                leftSection={<IconList size={16} aria-hidden />}
                onClick={() => change({ mode: null })}
              >
                {t('eventRegistrations.attendance.stop')}
              </Button>
            </Group>
            <AttendanceList event={event.data} />
          </Stack>
        ) : (
          <EventOverview
            event={event.data}
            query={query}
            change={change}
            canEdit={canEdit}
            registrations={event.data.may.registrations}
          />
        ))}
    </>
  );
}

type OverviewProps = {
  event: EventEntry;
  query: Partial<Record<(typeof KEYS)[number], string>>;
  change: ReturnType<typeof useUrlQuery<(typeof KEYS)[number]>>['change'];
  canEdit: boolean;
  /** Whether its registrations are the caller's to see (a coach whose team only plays in it: not). */
  registrations: boolean;
};

function EventOverview({ event, query, change, canEdit, registrations }: OverviewProps) {
  const { t } = useT();
  const canMark = useCan('event.attendance');
  const canExport = useCan('event.export');
  const exported = useRegistrationsExport(event.id);
  const status = REGISTRATION_STATUSES.find((s) => s === query.status);
  return (
    // The registrations take the page's whole width: their table has six columns.
    <Grid>
      <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
        <StatusActions event={event} editable={canEdit} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
        <EventDetails event={event} />
      </Grid.Col>
      {registrations && (
        <Grid.Col span={12} order={3}>
          <Stack gap="md">
            <ExportFailure download={exported} text={(message) => t('eventPage.exportFailed', { message })} />
            <RegistrationsCard
              event={event}
              status={status}
              cursor={query.cursor}
              change={change}
              actionable={canMark}
              tools={
                <>
                  {canMark && event.status !== 'cancelled' && (
                    <Button
                      size="xs"
                      leftSection={<IconChecklist size={14} aria-hidden />}
                      onClick={() => change({ mode: 'attendance', status: null })}
                    >
                      {t('eventRegistrations.attendance.start')}
                    </Button>
                  )}
                  {canExport && <ExportButton download={exported} label={t('eventPage.export')} />}
                </>
              }
            />
          </Stack>
        </Grid.Col>
      )}
    </Grid>
  );
}
