import { useEffect, useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { AUDIT_ACTIONS, type AuditQueryInput } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import type { UrlQueryChange } from '../../../lib/use-url-query.ts';

type TypedKey = 'person' | 'object';
const TYPING_PAUSE_MS = 300;

type AuditFiltersProps = {
  query: AuditQueryInput;
  change: UrlQueryChange<'person' | 'action' | 'object' | 'from' | 'to' | 'cursor'>;
};

/** A text filter written to the URL once typing pauses; the back button or a link sets it too. */
function TypedFilter({
  name,
  query,
  change,
  label,
  placeholder,
}: AuditFiltersProps & {
  name: TypedKey;
  label: string;
  placeholder: string;
}) {
  const [value, setValue] = useState(query[name] ?? '');
  const [settled] = useDebouncedValue(value.trim(), TYPING_PAUSE_MS);
  useEffect(() => {
    if (settled !== (query[name] ?? '')) change({ [name]: settled || null }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the typing settles
  }, [settled]);
  const [shown, setShown] = useState(query[name]);
  if (query[name] !== shown) {
    setShown(query[name]);
    if ((query[name] ?? '') !== value.trim()) setValue(query[name] ?? '');
  }
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      w={{ base: '100%', sm: 200 }}
    />
  );
}

/** Who, what, to what, and when: each filter lives in the URL. */
export function AuditFilters({ query, change }: AuditFiltersProps) {
  const { t } = useT();
  const filtered = Boolean(query.person || query.action || query.object || query.from || query.to);
  const actions = AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`audit.actions.${action}`) }));
  return (
    <Group align="flex-end" gap="sm" px="lg" pb="md" wrap="wrap">
      <TypedFilter
        name="person"
        query={query}
        change={change}
        label={t('audit.person')}
        placeholder={t('audit.personPlaceholder')}
      />
      <Select
        label={t('audit.action')}
        placeholder={t('audit.anyAction')}
        data={actions}
        value={query.action ?? null}
        onChange={(value) => change({ action: value })}
        searchable
        clearable
        w={{ base: '100%', sm: 240 }}
      />
      <TypedFilter
        name="object"
        query={query}
        change={change}
        label={t('audit.object')}
        placeholder={t('audit.objectPlaceholder')}
      />
      <TextInput
        label={t('audit.from')}
        type="date"
        value={query.from ?? ''}
        max={query.to}
        onChange={(event) => change({ from: event.currentTarget.value || null })}
        w={{ base: '47%', sm: 160 }}
      />
      <TextInput
        label={t('audit.to')}
        type="date"
        value={query.to ?? ''}
        min={query.from}
        onChange={(event) => change({ to: event.currentTarget.value || null })}
        w={{ base: '47%', sm: 160 }}
      />
      {filtered && (
        <Button
          variant="subtle"
          size="sm"
          onClick={() => change({ person: null, action: null, object: null, from: null, to: null })}
        >
          {t('audit.clear')}
        </Button>
      )}
    </Group>
  );
}
