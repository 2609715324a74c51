import { useState } from 'react';
import { MultiSelect, NumberInput, Select, Switch, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PLAN_PERIODS } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useStaffChoices } from '../../../lib/queries/staff.ts';
import { useMasterChoices } from '../api/use-master.ts';
import type { FieldSpec } from '../master-kinds.tsx';
import { CURRENCIES, minorDigits } from '../../../lib/money.ts';

type FieldProps = {
  spec: FieldSpec;
  values: Record<string, unknown>;
  set: (name: string, value: unknown) => void;
  error: string | undefined;
  /** People already chosen (a team's coaches), so they are named before any search. */
  known?: { value: string; label: string }[];
};

/** A field's value as a text box shows it. */
export const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** One field of a master data form, drawn by its type; its error sits under it. */
export function MasterField({ spec, values, set, error, known = [] }: FieldProps) {
  const { t, language } = useT();
  const value = values[spec.name];
  const common = {
    name: spec.name,
    label: t(`master.field.${spec.name}`),
    description: spec.hint
      ? t(`master.field.${spec.name as 'minAge' | 'underAge' | 'current' | 'coaches'}Hint`)
      : undefined,
    error,
    required: !spec.optional && spec.type !== 'switch',
  };
  const number = (next: string | number) => set(spec.name, next === '' ? null : Number(next));

  switch (spec.type) {
    case 'text':
      return (
        <TextInput
          {...common}
          value={text(value)}
          maxLength={spec.maxLength}
          dir={spec.maxLength && spec.maxLength < 10 ? 'ltr' : undefined}
          onChange={(e) => set(spec.name, e.currentTarget.value)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          value={text(value)}
          maxLength={spec.maxLength}
          autosize
          minRows={2}
          onChange={(e) => set(spec.name, e.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={value === null || value === undefined ? '' : Number(value)}
          min={spec.min}
          max={spec.max}
          allowDecimal={false}
          allowNegative={false}
          onChange={number}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          type="date"
          value={text(value)}
          onChange={(e) => set(spec.name, e.currentTarget.value)}
        />
      );
    case 'switch':
      return (
        <Switch
          label={common.label}
          description={common.description}
          checked={Boolean(value)}
          onChange={(e) => set(spec.name, e.currentTarget.checked)}
        />
      );
    case 'month':
      return (
        <Select
          {...common}
          data={MONTHS.map((m) => ({
            value: String(m),
            label: new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
              Date.UTC(2000, m - 1, 1),
            ),
          }))}
          value={value ? text(value) : null}
          onChange={(next) => set(spec.name, next ? Number(next) : null)}
          allowDeselect={false}
        />
      );
    case 'period':
      return (
        <Select
          {...common}
          data={PLAN_PERIODS.map((p) => ({ value: p, label: t(`master.period.${p}`) }))}
          value={value ? text(value) : null}
          onChange={(next) => set(spec.name, next)}
          allowDeselect={false}
        />
      );
    case 'currency':
      return (
        <Select
          {...common}
          data={CURRENCIES}
          value={value ? text(value) : null}
          onChange={(next) => set(spec.name, next)}
          searchable
          allowDeselect={false}
          dir="ltr"
        />
      );
    case 'money': {
      // Typed in the currency's major unit, kept in its minor unit: 25.50 GBP is 2550.
      const digits = minorDigits(text(values.currency) || 'GBP');
      return (
        <NumberInput
          {...common}
          value={value === null || value === undefined ? '' : Number(value) / 10 ** digits}
          decimalScale={digits}
          fixedDecimalScale
          allowNegative={false}
          min={0}
          prefix={`${text(values.currency)} `}
          onChange={(next) => set(spec.name, next === '' ? null : Math.round(Number(next) * 10 ** digits))}
        />
      );
    }
    case 'choice':
      return <ChoiceField {...common} spec={spec} value={value} set={set} />;
    case 'coaches':
      return <CoachesField {...common} value={(value as string[]) ?? []} set={set} known={known} />;
  }
}

type Common = { name: string; label: string; description?: string; error?: string; required: boolean };

/** A choice of another kind's live entries (a team's sport, age category, season). */
function ChoiceField({
  spec,
  value,
  set,
  ...common
}: Common & { spec: FieldSpec; value: unknown; set: FieldProps['set'] }) {
  const { t } = useT();
  const choices = useMasterChoices(spec.from!);
  const data = (choices.data?.items ?? []).map((entry) => ({ value: String(entry.id), label: entry.name }));
  return (
    <Select
      {...common}
      data={data}
      value={value ? text(value) : null}
      onChange={(next) => set(spec.name, next ? Number(next) : null)}
      searchable
      nothingFoundMessage={t('master.noChoices')}
      disabled={choices.isPending}
    />
  );
}

/** Staff chosen by name; typing asks the server for more. */
function CoachesField({
  value,
  set,
  known,
  ...common
}: Common & { value: string[]; set: FieldProps['set']; known: { value: string; label: string }[] }) {
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search.trim(), 250);
  const staff = useStaffChoices(settled);
  const found = (staff.data?.items ?? [])
    .filter((member) => member.state !== 'deactivated')
    .map((member) => ({ value: member.subscriberID, label: member.fullName }));
  const [named, setNamed] = useState(known);
  // Options keep the people chosen so far, whatever the search shows now.
  const data = [...new Map([...named, ...found].map((option) => [option.value, option])).values()];
  return (
    <MultiSelect
      {...common}
      data={data}
      value={value}
      onChange={(next) => {
        setNamed(data.filter((option) => next.includes(option.value)));
        set(common.name, next);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      clearable
    />
  );
}
