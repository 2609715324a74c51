import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  AGE_OF_CONSENT_MAX,
  AGE_OF_CONSENT_MIN,
  ORGANISATION_ADDRESS_MAX,
  ORGANISATION_LANGUAGES,
  ORGANISATION_NAME_MAX,
  TAX_NUMBER_MAX,
  type OrganisationSettings,
  type OrganisationSettingsInput,
} from '@fieldhouse/contract';
import { isApiError } from '../../lib/api.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { CurrencySelect, TimeZoneSelect } from '../../ui/region-selects.tsx';
import { FormFailure } from '../../ui/form-failure.tsx';
import { useLeaveGuard } from '../../ui/leave-guard.tsx';
import type { useSaveSettings } from './api/use-settings.ts';

type Field = Exclude<keyof OrganisationSettingsInput, 'safeguarding' | 'quietHours'>;

const inputOf = ({ logo: _logo, confirmed: _confirmed, updatedAt: _at, ...input }: OrganisationSettings) =>
  input;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Title order={2} size="h5" mt="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" style={{ alignItems: 'start' }}>
        {children}
      </SimpleGrid>
    </>
  );
}

/** Every setting at once; a problem shows under its field, by the server's code in the reader's words. */
export function SettingsForm({
  settings,
  save,
}: {
  settings: OrganisationSettings;
  /** Held by the page: a save's answer renews the form (keyed by the saved time), and "Saved" stays. */
  save: ReturnType<typeof useSaveSettings>;
}) {
  const { t } = useT();
  const [initial] = useState(() => inputOf(settings));
  const [values, setValues] = useState(initial);
  const leave = useLeaveGuard(JSON.stringify(values) !== JSON.stringify(initial));
  const fields = isApiError(save.error) ? save.error.fields : undefined;
  const set = (patch: Partial<OrganisationSettingsInput>) => {
    save.reset();
    setValues((old) => ({ ...old, ...patch }));
  };
  const common = (name: Field) => ({
    name,
    label: t(`settings.field.${name}`),
    description: t(`settings.hint.${name}`),
    error: fields?.[name],
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    save.mutate(values, {
      onError: (error) => {
        // The first field the server named gets the focus.
        const named = isApiError(error) && Object.keys(error.fields ?? {})[0];
        if (named) (form.elements.namedItem(named) as HTMLElement | null)?.focus?.();
      },
    });
  };

  return (
    <Card>
      {leave.prompt}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Section title={t('settings.section.organisation')}>
            <TextInput
              {...common('name')}
              value={values.name}
              // The organisation's own words, in whichever direction they were written.
              dir="auto"
              maxLength={ORGANISATION_NAME_MAX}
              onChange={(e) => set({ name: e.currentTarget.value })}
              required
            />
            <TextInput
              {...common('taxNumber')}
              value={values.taxNumber}
              dir="auto"
              maxLength={TAX_NUMBER_MAX}
              onChange={(e) => set({ taxNumber: e.currentTarget.value })}
            />
            <TextInput
              {...common('address')}
              value={values.address}
              dir="auto"
              maxLength={ORGANISATION_ADDRESS_MAX}
              onChange={(e) => set({ address: e.currentTarget.value })}
            />
          </Section>
          <Section title={t('settings.section.region')}>
            <TimeZoneSelect
              {...common('timeZone')}
              value={values.timeZone}
              onChange={(timeZone) => set({ timeZone })}
            />
            <Select
              {...common('language')}
              data={ORGANISATION_LANGUAGES.map((code) => ({
                value: code,
                label: t(`settings.languages.${code}`),
              }))}
              value={values.language}
              onChange={(language) => language && set({ language: language })}
              allowDeselect={false}
            />
            <CurrencySelect
              {...common('currency')}
              value={values.currency}
              onChange={(currency) => set({ currency })}
            />
          </Section>
          <Section title={t('settings.section.members')}>
            <NumberInput
              {...common('ageOfConsent')}
              value={values.ageOfConsent}
              min={AGE_OF_CONSENT_MIN}
              max={AGE_OF_CONSENT_MAX}
              allowDecimal={false}
              allowNegative={false}
              onChange={(next) => typeof next === 'number' && set({ ageOfConsent: next })}
            />
            <Switch
              name="reviewRegistrations"
              label={t('settings.field.reviewRegistrations')}
              description={t('settings.hint.reviewRegistrations')}
              error={fields?.reviewRegistrations}
              checked={values.reviewRegistrations}
              onChange={(e) => set({ reviewRegistrations: e.currentTarget.checked })}
              mt="lg"
            />
          </Section>
          <FormFailure title={t('settings.saveFailed')} error={save.error} markedFields={Boolean(fields)} />
          <Group justify="flex-end" gap="sm" mt="sm">
            {save.isSuccess && (
              <Text size="sm" role="status">
                {t('settings.saved')}
              </Text>
            )}
            <Button type="submit" loading={save.isPending}>
              {t('settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
