import { useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  CARE_CONSENTS,
  CARE_CONTACTS_MAX,
  CARE_NAME_MAX,
  CARE_NOTE_MAX,
  CARE_RELATION_MAX,
  type Care,
  type CareRequest,
} from '@fieldhouse/contract';
import { isApiError } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { countryCodeOptions, useLookups } from '../../lib/queries/lookups.ts';
import type { KeepCare } from '../../lib/queries/care.ts';
import { FormFailure } from '../form-failure.tsx';
import { useLeaveGuard } from '../leave-guard.tsx';

type Contact = CareRequest['contacts'][number];
const NOTES = ['allergies', 'conditions', 'medication'] as const;
/** The form's three parts read as headings, not as one more line of hint. */
const SECTION = { legend: { fontWeight: 600 } };

const emptyContact = (isdCode: string): Contact => ({
  name: '',
  relation: '',
  isd_code: isdCode,
  mobile: '',
});

function valuesOf(care: Care | null, isdCode: string): CareRequest {
  if (!care)
    return {
      contacts: [emptyContact(isdCode)],
      allergies: '',
      conditions: '',
      medication: '',
      consents: { photos: false, travel: false, treatment: false },
    };
  const { consents, updatedAt: _at, ...rest } = care;
  return {
    ...rest,
    consents: {
      photos: consents.photos.given,
      travel: consents.travel.given,
      treatment: consents.treatment.given,
    },
  };
}

type Props = {
  care: Care | null;
  /** The country code a new contact starts with: the person's own. */
  isdCode: string;
  keep: KeepCare;
};

/** The whole record at once; a problem shows under its field, in the reader's words. */
export function CareForm({ care, isdCode, keep }: Props) {
  const { t } = useT();
  const lookups = useLookups();
  const [initial] = useState(() => valuesOf(care, isdCode));
  const [values, setValues] = useState(initial);
  const leave = useLeaveGuard(JSON.stringify(values) !== JSON.stringify(initial));
  const fields = isApiError(keep.error) ? keep.error.fields : undefined;
  const set = (patch: Partial<CareRequest>) => {
    keep.reset();
    setValues((old) => ({ ...old, ...patch }));
  };
  const setContact = (index: number, patch: Partial<Contact>) =>
    set({ contacts: values.contacts.map((c, i) => (i === index ? { ...c, ...patch } : c)) });
  const countries = countryCodeOptions(lookups.data?.countries ?? []);
  // The child's code stays a choice while the list loads, or if the list lacks it.
  const codes = (code: string) =>
    countries.some((c) => c.value === code) ? countries : [{ value: code, label: code }, ...countries];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    keep.mutate(values, {
      onError: (error) => {
        const named = isApiError(error) && Object.keys(error.fields ?? {})[0];
        if (named) (form.elements.namedItem(named) as HTMLElement | null)?.focus?.();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      {leave.prompt}
      <Stack gap="md">
        <Fieldset legend={t('care.contacts.heading')} variant="unstyled" styles={SECTION}>
          <Text size="sm" c="dimmed" mb="xs">
            {t('care.contacts.hint')}
          </Text>
          {fields?.contacts && (
            <Text size="sm" c="red" role="alert" mb="xs">
              {fields.contacts}
            </Text>
          )}
          <Stack gap="sm">
            {values.contacts.map((contact, i) => {
              const at = (name: keyof Contact) => `contacts.${i}.${name}`;
              return (
                <Fieldset key={i} legend={t('care.contacts.numbered', { n: i + 1 })}>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
                    <TextInput
                      name={at('name')}
                      label={t('care.contacts.name')}
                      value={contact.name}
                      dir="auto"
                      maxLength={CARE_NAME_MAX}
                      error={fields?.[at('name')]}
                      onChange={(e) => setContact(i, { name: e.currentTarget.value })}
                      required
                    />
                    <TextInput
                      name={at('relation')}
                      label={t('care.contacts.relation')}
                      value={contact.relation}
                      dir="auto"
                      maxLength={CARE_RELATION_MAX}
                      error={fields?.[at('relation')]}
                      onChange={(e) => setContact(i, { relation: e.currentTarget.value })}
                      required
                    />
                    <NativeSelect
                      name={at('isd_code')}
                      label={t('signUp.fields.countryCode')}
                      value={contact.isd_code}
                      data={codes(contact.isd_code)}
                      error={fields?.[at('isd_code')]}
                      onChange={(e) => setContact(i, { isd_code: e.currentTarget.value })}
                    />
                    <TextInput
                      name={at('mobile')}
                      label={t('signUp.fields.mobile')}
                      value={contact.mobile}
                      type="tel"
                      inputMode="tel"
                      error={fields?.[at('mobile')]}
                      onChange={(e) => setContact(i, { mobile: e.currentTarget.value })}
                      required
                    />
                  </SimpleGrid>
                  {values.contacts.length > 1 && (
                    <Group justify="flex-end" mt="xs">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('care.contacts.remove', { n: i + 1 })}
                        onClick={() => set({ contacts: values.contacts.filter((_, j) => j !== i) })}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  )}
                </Fieldset>
              );
            })}
          </Stack>
          {values.contacts.length < CARE_CONTACTS_MAX && (
            <Button
              variant="default"
              size="xs"
              mt="sm"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => set({ contacts: [...values.contacts, emptyContact(isdCode)] })}
            >
              {t('care.contacts.add')}
            </Button>
          )}
        </Fieldset>
        <Fieldset legend={t('care.notes.heading')} variant="unstyled" styles={SECTION}>
          <Text size="sm" c="dimmed" mb="xs">
            {t('care.notes.hint')}
          </Text>
          <Stack gap="xs">
            {NOTES.map((note) => (
              <Textarea
                key={note}
                name={note}
                label={t(`care.notes.${note}`)}
                value={values[note]}
                dir="auto"
                autosize
                minRows={1}
                maxLength={CARE_NOTE_MAX}
                error={fields?.[note]}
                onChange={(e) => set({ [note]: e.currentTarget.value })}
              />
            ))}
          </Stack>
        </Fieldset>
        <Fieldset legend={t('care.consents.heading')} variant="unstyled" styles={SECTION}>
          <Stack gap="xs">
            {CARE_CONSENTS.map((kind) => (
              <Checkbox
                key={kind}
                name={`consents.${kind}`}
                label={t(`care.consents.${kind}`)}
                description={
                  care &&
                  t(care.consents[kind].given ? 'care.consents.given' : 'care.consents.withheld', {
                    name: care.consents[kind].by,
                    date: formatDate(care.consents[kind].at),
                  })
                }
                checked={values.consents[kind]}
                onChange={(e) => set({ consents: { ...values.consents, [kind]: e.currentTarget.checked } })}
              />
            ))}
          </Stack>
        </Fieldset>
        <FormFailure title={t('care.saveFailed')} error={keep.error} markedFields={Boolean(fields)} />
        <Group justify="flex-end" gap="sm">
          {keep.isSuccess && (
            <Text size="sm" role="status">
              {t('care.saved')}
            </Text>
          )}
          <Button type="submit" loading={keep.isPending}>
            {t('care.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
