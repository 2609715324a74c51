import { Button, Group, MultiSelect, Select } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { AGE_BANDS, GENDERS, STATUS_VALUES, type DirectoryQueryInput } from '@fieldhouse/contract';
import { countryName, dataName } from '../../../lib/i18n/data-name.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useLookups } from '../../../lib/queries/lookups.ts';
import { useCan } from '../../../lib/queries/menu.ts';
import { useRoleChoices } from '../../../lib/queries/roles.ts';
import { useStatusLabel } from '../../../ui/user-status-badge.tsx';
import type { DirectoryChange } from '../use-directory-params.ts';
import { DateRangeFilter } from '../../../ui/date-range-filter.tsx';
import { MoreFiltersButton, useMoreFilters } from '../../../ui/more-filters.tsx';
import { UrlTextFilter } from '../../../ui/url-text-filter.tsx';

const FILTERS = ['q', 'status', 'gender', 'age', 'role', 'sport', 'country', 'from', 'to'] as const;
const listOf = (value: unknown) => (typeof value === 'string' && value ? value.split(',') : []);

const SORTS = ['name', '-name', 'joined', '-joined', 'age', '-age', 'status', '-status'] as const;

type DirectoryFiltersProps = {
  query: DirectoryQueryInput;
  change: DirectoryChange;
};

/** Search as you type, the filters and the order; each change is written to the URL. */
export function DirectoryFilters({ query, change }: DirectoryFiltersProps) {
  const { t } = useT();
  const statusLabel = useStatusLabel();
  const statuses = query.status ? String(query.status).split(',') : [];
  const lookups = useLookups();
  // Roles are named only to those who may see them; the rest filter without that choice.
  const roles = useRoleChoices(useCan('roles.view')).data;
  const filtered = FILTERS.some((key) => Boolean(query[key]));
  // A phone shows the search and the order; the other filters open under a button.
  const more = useMoreFilters();
  const shown = more.shown;
  return (
    <Group align="flex-end" gap="sm" px="lg" pb="md" wrap="wrap">
      <UrlTextFilter
        label={t('subscribers.search')}
        placeholder={t('subscribers.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query.q}
        onSettle={(q) => change({ q }, { replace: true })}
        type="search"
        w={{ base: '100%', sm: 300 }}
      />
      <MoreFiltersButton
        filters={more}
        label={t('subscribers.filters', { count: FILTERS.filter((key) => key !== 'q' && query[key]).length })}
      />
      {shown && (
        <>
          <MultiSelect
            label={t('subscribers.status')}
            placeholder={statuses.length ? undefined : t('subscribers.anyStatus')}
            data={STATUS_VALUES.map((s) => ({ value: String(s), label: statusLabel(s) }))}
            value={statuses}
            onChange={(value) => change({ status: value.join(',') || null })}
            clearable
            w={{ base: '100%', sm: 220 }}
          />
          <Select
            label={t('subscribers.gender')}
            placeholder={t('subscribers.anyGender')}
            data={GENDERS.map((g) => ({ value: g.value, label: t(`subscribers.genders.${g.value}`) }))}
            value={query.gender ?? null}
            onChange={(value) => change({ gender: value })}
            clearable
            w={{ base: '47%', sm: 150 }}
          />
          <Select
            label={t('subscribers.age')}
            placeholder={t('subscribers.anyAge')}
            data={Object.keys(AGE_BANDS).map((band) => ({
              value: band,
              label: t(`subscribers.ages.${band as 'under-10'}`),
            }))}
            value={query.age ?? null}
            onChange={(value) => change({ age: value })}
            clearable
            w={{ base: '47%', sm: 150 }}
          />
          {roles && (
            <MultiSelect
              label={t('subscribers.role')}
              placeholder={listOf(query.role).length ? undefined : t('subscribers.anyRole')}
              data={roles.map((role) => ({ value: String(role.id), label: dataName(role.name) }))}
              value={listOf(query.role)}
              onChange={(value) => change({ role: value.join(',') || null })}
              clearable
              w={{ base: '100%', sm: 200 }}
            />
          )}
          <MultiSelect
            label={t('subscribers.sport')}
            placeholder={listOf(query.sport).length ? undefined : t('subscribers.anySport')}
            data={(lookups.data?.sports ?? []).map((sport) => ({
              value: String(sport.id),
              label: dataName(sport.name),
            }))}
            value={listOf(query.sport)}
            onChange={(value) => change({ sport: value.join(',') || null })}
            clearable
            searchable
            w={{ base: '100%', sm: 200 }}
          />
          <Select
            label={t('subscribers.country')}
            placeholder={t('subscribers.anyCountry')}
            data={(lookups.data?.countries ?? []).map((c) => ({
              value: c.iso2,
              label: countryName(c.iso2, c.name),
            }))}
            value={query.country ?? null}
            onChange={(value) => change({ country: value })}
            clearable
            searchable
            w={{ base: '100%', sm: 180 }}
          />
          <DateRangeFilter
            fromLabel={t('subscribers.joinedFrom')}
            toLabel={t('subscribers.joinedTo')}
            range={query}
            change={change}
          />
        </>
      )}
      <Select
        label={t('subscribers.sort')}
        data={SORTS.map((s) => ({ value: s, label: t(`subscribers.sorts.${s}`) }))}
        value={query.sort ?? 'name'}
        onChange={(value) => change({ sort: value === 'name' ? null : value })}
        allowDeselect={false}
        w={{ base: '100%', sm: 190 }}
      />
      {filtered && (
        <Button
          variant="subtle"
          onClick={() => change(Object.fromEntries(FILTERS.map((key) => [key, null])))}
        >
          {t('subscribers.clear')}
        </Button>
      )}
    </Group>
  );
}
