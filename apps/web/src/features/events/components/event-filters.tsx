import { Button, Group, Select } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { EVENT_KINDS, EVENT_STATUSES } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useEventChoices } from '../../../lib/queries/event-choices.ts';
import type { UrlQueryChange } from '../../../lib/use-url-query.ts';
import { DateRangeFilter } from '../../../ui/date-range-filter.tsx';
import { MoreFiltersButton, useMoreFilters } from '../../../ui/more-filters.tsx';
import { UrlTextFilter } from '../../../ui/url-text-filter.tsx';

export const FILTER_KEYS = ['q', 'kind', 'status', 'sport', 'venue', 'from', 'to'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

type EventFiltersProps = {
  query: Partial<Record<FilterKey, string>>;
  change: UrlQueryChange<FilterKey>;
  /** The calendar sets the days itself. */
  withDates: boolean;
};

/** The title search and the filters of the list and calendar; each change is written to the URL. */
export function EventFilters({ query, change, withDates }: EventFiltersProps) {
  const { t } = useT();
  const sports = useEventChoices('sports');
  const venues = useEventChoices('venues');
  const keys = FILTER_KEYS.filter((key) => withDates || (key !== 'from' && key !== 'to'));
  const set = keys.filter((key) => key !== 'q' && query[key]).length;
  const more = useMoreFilters();
  const shown = more.shown;
  const half = { base: '47%', sm: 160 } as const;
  return (
    <Group align="flex-end" gap="sm" px="lg" pb="md" wrap="wrap">
      <UrlTextFilter
        label={t('events.filter.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        type="search"
        value={query.q}
        onSettle={(q) => change({ q }, { replace: true })}
        w={{ base: '100%', sm: 240 }}
      />
      <MoreFiltersButton filters={more} label={t('events.filter.more', { count: set })} />
      {shown && (
        <>
          <Select
            label={t('events.filter.kind')}
            placeholder={t('events.filter.anyKind')}
            data={EVENT_KINDS.map((kind) => ({ value: kind, label: t(`events.kind.${kind}`) }))}
            value={query.kind ?? null}
            onChange={(kind) => change({ kind })}
            clearable
            w={half}
          />
          <Select
            label={t('events.filter.status')}
            placeholder={t('events.filter.anyStatus')}
            data={EVENT_STATUSES.map((status) => ({ value: status, label: t(`events.status.${status}`) }))}
            value={query.status ?? null}
            onChange={(status) => change({ status })}
            clearable
            w={half}
          />
          <Select
            label={t('events.filter.sport')}
            placeholder={t('events.filter.anySport')}
            data={sports.data ?? []}
            value={query.sport ?? null}
            onChange={(sport) => change({ sport })}
            clearable
            searchable
            w={half}
          />
          <Select
            label={t('events.filter.venue')}
            placeholder={t('events.filter.anyVenue')}
            data={venues.data ?? []}
            value={query.venue ?? null}
            onChange={(venue) => change({ venue })}
            clearable
            searchable
            w={half}
          />
          {withDates && (
            <DateRangeFilter
              fromLabel={t('events.filter.from')}
              toLabel={t('events.filter.to')}
              range={query}
              change={change}
            />
          )}
        </>
      )}
      {keys.some((key) => query[key]) && (
        <Button variant="subtle" onClick={() => change(Object.fromEntries(keys.map((key) => [key, null])))}>
          {t('events.filter.clear')}
        </Button>
      )}
    </Group>
  );
}
