import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { CARE_CONSENTS, type Care } from '@fieldhouse/contract';
import { formatDate } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { NEUTRAL, TONES } from '../tone.ts';

const NOTES = ['allergies', 'conditions', 'medication'] as const;

/** A care record read-only: the medical notes first, then whom to call (tel: links), then the consents. */
export function CareView({ care }: { care: Care | null }) {
  const { t } = useT();
  if (!care)
    return (
      <Text size="sm" c="dimmed">
        {t('care.nothing')}
      </Text>
    );
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('care.notes.heading')}
      </Title>
      {NOTES.map((note) => (
        <div key={note}>
          <Text size="sm" fw={500}>
            {t(`care.notes.${note}`)}
          </Text>
          <Text size="sm" c={care[note] ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
            {/* The family's own words, in whichever direction they were written. */}
            <bdi>{care[note] || t('care.none')}</bdi>
          </Text>
        </div>
      ))}
      <Title order={3} size="h5">
        {t('care.contacts.heading')}
      </Title>
      {care.contacts.map((contact, i) => (
        <Group key={i} gap="xs" wrap="wrap">
          <Text size="sm">
            <bdi>{contact.name}</bdi> · <bdi>{contact.relation}</bdi>
          </Text>
          <Anchor
            href={`tel:${contact.isd_code}${contact.mobile}`}
            size="sm"
            aria-label={t('care.contacts.call', { name: contact.name })}
          >
            <Group gap={4} wrap="nowrap" component="span">
              <IconPhone size={16} aria-hidden />
              <bdi dir="ltr">{`${contact.isd_code} ${contact.mobile}`}</bdi>
            </Group>
          </Anchor>
        </Group>
      ))}
      <Title order={3} size="h5">
        {t('care.consents.heading')}
      </Title>
      {CARE_CONSENTS.map((kind) => {
        const consent = care.consents[kind];
        return (
          <div key={kind}>
            <Group gap="xs">
              <Text size="sm" fw={500}>
                {t(`care.consents.${kind}`)}
              </Text>
              <Badge color={consent.given ? TONES.success : NEUTRAL} variant="filled" radius="sm" tt="none">
                {t(consent.given ? 'care.consents.yes' : 'care.consents.no')}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {t(consent.given ? 'care.consents.given' : 'care.consents.withheld', {
                name: consent.by,
                date: formatDate(consent.at),
              })}
            </Text>
          </div>
        );
      })}
    </Stack>
  );
}
