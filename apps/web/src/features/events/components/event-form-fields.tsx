import { MultiSelect, NumberInput, Select, SimpleGrid, TextInput, Textarea, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { EVENT_DESCRIPTION_MAX, EVENT_KINDS, EVENT_TITLE_MAX, type EventEntry } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { minorDigits } from '../../../lib/money.ts';
import { CurrencySelect, TimeZoneSelect } from '../../../ui/region-selects.tsx';
import { useEventChoices, withChosen, type ChoiceKind } from '../../../lib/queries/event-choices.ts';
import type { EventFormValues } from '../event-form-values.ts';

export type FieldName = keyof EventFormValues;

type FieldsProps = {
  values: EventFormValues;
  set: (patch: Partial<EventFormValues>) => void;
  /** A field's problem in words, the form's own or the server's. */
  errorOf: (name: FieldName) => string | undefined;
  /** The event being edited: what it has chosen stays choosable even when archived since. */
  event: EventEntry | undefined;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Title order={2} size="h5" mt="sm">
        {title}
      </Title>
      {/* Boxes side by side line up at the bottom, whether or not one has a hint above it. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" style={{ alignItems: 'end' }}>
        {children}
      </SimpleGrid>
    </>
  );
}

const numberOrEmpty = (next: string | number) => (next === '' ? '' : Number(next));

/** The form's fields, in four parts; each shows its problem under it. */
export function EventFormFields({ values, set, errorOf, event }: FieldsProps) {
  const { t } = useT();
  // The fee is typed in major units and sent in minor ones: the server names it feeMinor.
  const common = (name: FieldName) => {
    const sent = name === 'fee' ? 'feeMinor' : name;
    return { name: sent, label: t(`eventForm.field.${sent}`), error: errorOf(name) };
  };
  const local = (name: 'startsAt' | 'endsAt' | 'registrationOpensAt' | 'registrationClosesAt') => ({
    ...common(name),
    type: 'datetime-local',
    dir: 'ltr',
    value: values[name],
  });
  return (
    <>
      <Section title={t('eventForm.section.what')}>
        <TextInput
          {...common('title')}
          value={values.title}
          maxLength={EVENT_TITLE_MAX}
          onChange={(e) => set({ title: e.currentTarget.value })}
          required
          data-autofocus
        />
        <Select
          {...common('kind')}
          data={EVENT_KINDS.map((kind) => ({ value: kind, label: t(`events.kind.${kind}`) }))}
          value={values.kind}
          onChange={(kind) => kind && set({ kind })}
          allowDeselect={false}
          required
        />
        <Textarea
          {...common('description')}
          description={t('eventForm.field.descriptionHint')}
          value={values.description}
          maxLength={EVENT_DESCRIPTION_MAX}
          autosize
          minRows={3}
          onChange={(e) => set({ description: e.currentTarget.value })}
          style={{ gridColumn: '1 / -1' }}
        />
      </Section>
      <Section title={t('eventForm.section.who')}>
        <ChoiceField
          kind="sports"
          {...common('sportId')}
          hint={t('eventForm.field.sportHint')}
          chosen={event?.sport ?? null}
          value={values.sportId}
          onChange={(sportId) => set({ sportId })}
        />
        <ChoiceField
          kind="venues"
          {...common('venueId')}
          chosen={event?.venue ?? null}
          value={values.venueId}
          onChange={(venueId) => set({ venueId })}
        />
        <ChoiceField
          kind="ageCategories"
          {...common('ageCategoryId')}
          hint={t('eventForm.field.ageCategoryHint')}
          chosen={event?.ageCategory ?? null}
          value={values.ageCategoryId}
          onChange={(ageCategoryId) => set({ ageCategoryId })}
        />
        <TeamsField
          {...common('teamIds')}
          event={event}
          value={values.teamIds}
          onChange={(teamIds) => set({ teamIds })}
        />
      </Section>
      <Section title={t('eventForm.section.when')}>
        <TextInput
          {...local('startsAt')}
          required
          onChange={(e) => set({ startsAt: e.currentTarget.value })}
        />
        <TextInput {...local('endsAt')} required onChange={(e) => set({ endsAt: e.currentTarget.value })} />
        <TimeZoneSelect
          {...common('timeZone')}
          description={t('eventForm.field.timeZoneHint')}
          value={values.timeZone}
          onChange={(timeZone) => set({ timeZone })}
        />
      </Section>
      <Section title={t('eventForm.section.registration')}>
        <TextInput
          {...local('registrationOpensAt')}
          description={t('eventForm.field.registrationOpensHint')}
          onChange={(e) => set({ registrationOpensAt: e.currentTarget.value })}
        />
        <TextInput
          {...local('registrationClosesAt')}
          description={t('eventForm.field.registrationClosesHint')}
          onChange={(e) => set({ registrationClosesAt: e.currentTarget.value })}
        />
        <NumberInput
          {...common('capacity')}
          description={t('eventForm.field.capacityHint')}
          value={values.capacity}
          min={1}
          max={100_000}
          allowDecimal={false}
          allowNegative={false}
          onChange={(next) => set({ capacity: numberOrEmpty(next) })}
        />
        <NumberInput
          {...common('offerHours')}
          description={t('eventForm.field.offerHoursHint')}
          value={values.offerHours}
          min={1}
          max={336}
          allowDecimal={false}
          allowNegative={false}
          onChange={(next) => set({ offerHours: numberOrEmpty(next) })}
        />
        <NumberInput
          {...common('fee')}
          description={t('eventForm.field.feeHint')}
          value={values.fee}
          min={0}
          decimalScale={minorDigits(values.currency)}
          fixedDecimalScale
          allowNegative={false}
          prefix={`${values.currency} `}
          onChange={(next) => set({ fee: numberOrEmpty(next) })}
        />
        <CurrencySelect
          {...common('currency')}
          value={values.currency}
          onChange={(currency) => set({ currency })}
        />
      </Section>
    </>
  );
}

type ChoiceProps = {
  kind: ChoiceKind;
  name: string;
  label: string;
  hint?: string;
  error: string | undefined;
  chosen: { id: number; name: string } | null;
  value: string | null;
  onChange: (value: string | null) => void;
};

/** What a choice's list failing to load says under it (the form still saves what is chosen). */
const listFailure = (list: { error: Error | null }, t: ReturnType<typeof useT>['t']) =>
  list.error ? t('eventForm.choicesFailed', { message: list.error.message }) : undefined;

/** One of the live entries (GET events/choices), or none. */
function ChoiceField({ kind, hint, chosen, ...field }: ChoiceProps) {
  const { t } = useT();
  const choices = useEventChoices(kind);
  return (
    <Select
      {...field}
      error={field.error ?? listFailure(choices, t)}
      description={hint}
      data={withChosen(choices.data, [chosen])}
      placeholder={t('eventForm.none')}
      nothingFoundMessage={t('eventForm.nothingToChoose')}
      clearable
      searchable
    />
  );
}

type TeamsProps = Omit<ChoiceProps, 'kind' | 'chosen' | 'value' | 'onChange'> & {
  event: EventEntry | undefined;
  value: string[];
  onChange: (value: string[]) => void;
};

function TeamsField({ event, ...field }: TeamsProps) {
  const { t } = useT();
  const teams = useEventChoices('teams');
  return (
    <MultiSelect
      {...field}
      error={field.error ?? listFailure(teams, t)}
      description={t('eventForm.field.teamHint')}
      data={withChosen(teams.data, event?.teams ?? [])}
      nothingFoundMessage={t('eventForm.nothingToChoose')}
      clearable
      searchable
    />
  );
}
