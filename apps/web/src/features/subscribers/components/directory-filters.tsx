import { Button, Group, MultiSelect, Select } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { AGE_BANDS, GENDERS, STATUS_VALUES, type DirectoryQueryInput } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useStatusLabel } from '../../../ui/user-status-badge.tsx';
import type { DirectoryChange } from '../use-directory-params.ts';
import { UrlTextFilter } from '../../../ui/url-text-filter.tsx';

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
  const filtered = Boolean(query.q || query.status || query.gender || query.age);
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
      <Select
        label={t('subscribers.sort')}
        data={SORTS.map((s) => ({ value: s, label: t(`subscribers.sorts.${s}`) }))}
        value={query.sort ?? 'name'}
        onChange={(value) => change({ sort: value === 'name' ? null : value })}
        allowDeselect={false}
        w={{ base: '100%', sm: 190 }}
      />
      {filtered && (
        <Button variant="subtle" onClick={() => change({ q: null, status: null, gender: null, age: null })}>
          {t('subscribers.clear')}
        </Button>
      )}
    </Group>
  );
}
