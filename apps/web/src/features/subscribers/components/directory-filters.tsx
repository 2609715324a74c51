import { useEffect, useState } from 'react';
import { Button, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { AGE_BANDS, GENDERS, STATUS_VALUES, type DirectoryQueryInput } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useStatusLabel } from '../../../ui/user-status-badge.tsx';
import type { DirectoryChange } from '../use-directory-params.ts';

const SORTS = ['name', '-name', 'joined', '-joined', 'age', '-age', 'status', '-status'] as const;
const SEARCH_PAUSE_MS = 250;

type DirectoryFiltersProps = {
  query: DirectoryQueryInput;
  change: DirectoryChange;
};

/** Search as you type, the filters and the order; each change is written to the URL. */
export function DirectoryFilters({ query, change }: DirectoryFiltersProps) {
  const { t } = useT();
  const statusLabel = useStatusLabel();
  const [search, setSearch] = useState(query.q ?? '');
  const [settled] = useDebouncedValue(search, SEARCH_PAUSE_MS);
  useEffect(() => {
    // Typing replaces the URL rather than adding a step to the history for every letter.
    if (settled !== (query.q ?? '')) change({ q: settled.trim() || null }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the typing settles
  }, [settled]);
  // The back button or a link can change the search: the box follows.
  const [shownQ, setShownQ] = useState(query.q);
  if (query.q !== shownQ) {
    setShownQ(query.q);
    if ((query.q ?? '') !== search.trim()) setSearch(query.q ?? '');
  }

  const statuses = query.status ? String(query.status).split(',') : [];
  const filtered = Boolean(query.q || query.status || query.gender || query.age);
  return (
    <Group align="flex-end" gap="sm" px="lg" pb="md" wrap="wrap">
      <TextInput
        label={t('subscribers.search')}
        placeholder={t('subscribers.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
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
