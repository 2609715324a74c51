import { Button, Group, Select } from '@mantine/core';
import { AUDIT_ACTIONS, auditActionWords, type AuditQueryInput } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import type { UrlQueryChange } from '../../../lib/use-url-query.ts';
import { DateRangeFilter } from '../../../ui/date-range-filter.tsx';
import { useAuditWords } from '../lib/audit-words.ts';
import { SubjectFilter } from './subject-filter.tsx';

type AuditFiltersProps = {
  query: AuditQueryInput;
  change: UrlQueryChange<'person' | 'action' | 'object' | 'from' | 'to' | 'cursor'>;
};

/** Who, what, to what, and when: each filter lives in the URL. */
export function AuditFilters({ query, change }: AuditFiltersProps) {
  const { t } = useT();
  const words = useAuditWords();
  const filtered = Boolean(query.person || query.action || query.object || query.from || query.to);
  const actions = AUDIT_ACTIONS.map((action) => ({ value: action, label: auditActionWords(words, action) }));
  return (
    <Group align="flex-end" gap="sm" px="lg" pb="md" wrap="wrap">
      <SubjectFilter
        people
        value={query.person}
        onChoose={(value) => change({ person: value })}
        w={{ base: '100%', sm: 240 }}
        label={t('audit.person')}
        placeholder={t('audit.personPlaceholder')}
        nothingFound={t('audit.nobodyFound')}
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
      <SubjectFilter
        people={false}
        value={query.object}
        onChoose={(value) => change({ object: value })}
        w={{ base: '100%', sm: 280 }}
        label={t('audit.object')}
        placeholder={t('audit.objectPlaceholder')}
        nothingFound={t('audit.nothingFound')}
      />
      <DateRangeFilter fromLabel={t('audit.from')} toLabel={t('audit.to')} range={query} change={change} />
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
