import { useState } from 'react';
import { Button, Card, Group, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { fillTemplate, SAMPLE_VALUES, SMS_TEXT_MAX, type SmsTemplate } from '@fieldhouse/contract';
import { isApiError } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { FormFailure } from '../../../ui/form-failure.tsx';
import { useRecipients, useSendText, useTemplates } from '../api/use-sms.ts';
import { SegmentCounter } from './segment-counter.tsx';

/** Whom to text: found by name or number as it is typed. */
function RecipientPicker({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string | undefined;
}) {
  const { t } = useT();
  const [search, setSearch] = useState('');
  const found = useRecipients(search);
  const data = (found.data?.items ?? []).map((p) => ({
    value: p.subscriberID,
    label: `${p.fullName} · ${p.mobile}`,
  }));
  return (
    <Select
      label={t('sms.compose.to')}
      placeholder={t('sms.compose.toHint')}
      searchable
      clearable
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      value={value}
      onChange={onChange}
      data={data}
      nothingFoundMessage={search.trim().length >= 2 ? t('sms.compose.nobody') : undefined}
      error={error}
      required
    />
  );
}

/** A template's words in each language, filled with a sample person, each with its count. */
function TemplatePreview({ template }: { template: SmsTemplate }) {
  const { t } = useT();
  return (
    <Stack gap="xs">
      {(['en', 'ar'] as const).map((lang) => {
        const text = fillTemplate(lang === 'en' ? template.textEn : template.textAr, SAMPLE_VALUES[lang]);
        return (
          <div key={lang} lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
            <Text size="xs" fw={600}>
              {t(`sms.languages.${lang}`)}
            </Text>
            <Text size="sm">{text}</Text>
            <SegmentCounter text={text} />
          </div>
        );
      })}
    </Stack>
  );
}

/** Texting one subscriber: free words or a template (in their language), with a live segment count. */
export function Composer() {
  const { t } = useT();
  const [to, setTo] = useState<string | null>(null);
  const [mode, setMode] = useState<'text' | 'template'>('text');
  const [text, setText] = useState('');
  const [templateId, setTemplateId] = useState<string | null>(null);
  const templates = useTemplates();
  const send = useSendText();
  const fields = isApiError(send.error) ? send.error.fields : undefined;
  const template = templates.data?.items.find((x) => String(x.id) === templateId);
  const sent = send.data?.sms;

  const submit = () => {
    if (!to) return;
    send.mutate(
      mode === 'text' ? { subscriberID: to, text } : { subscriberID: to, templateId: Number(templateId) },
      { onSuccess: () => setText('') },
    );
  };

  return (
    <Card p="lg" mb="md" component="section" aria-labelledby="composer-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text fw={600} component="h2" size="md" id="composer-title">
            {t('sms.compose.heading')}
          </Text>
          <RecipientPicker value={to} onChange={setTo} error={fields?.subscriberID} />
          <SegmentedControl
            aria-label={t('sms.compose.mode')}
            value={mode}
            onChange={(v) => setMode(v)}
            data={[
              { value: 'text', label: t('sms.compose.freeText') },
              { value: 'template', label: t('sms.compose.template') },
            ]}
            w="fit-content"
          />
          {mode === 'text' ? (
            <Textarea
              label={t('sms.compose.text')}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              maxLength={SMS_TEXT_MAX}
              autosize
              minRows={3}
              required
              error={fields?.text}
              description={<SegmentCounter text={text} />}
            />
          ) : (
            <>
              <Select
                label={t('sms.compose.template')}
                placeholder={t('sms.compose.chooseTemplate')}
                value={templateId}
                onChange={setTemplateId}
                data={(templates.data?.items ?? []).map((x) => ({ value: String(x.id), label: x.name }))}
                nothingFoundMessage={t('sms.compose.noTemplates')}
                error={fields?.eventId ?? fields?.templateId}
                required
              />
              {template && <TemplatePreview template={template} />}
              <Text size="xs" c="dimmed">
                {t('sms.compose.languageNote')}
              </Text>
            </>
          )}
          <FormFailure title={t('sms.compose.failed')} error={send.error} markedFields={Boolean(fields)} />
          {sent && !send.error && (
            <Text size="sm" role="status" c="green.8">
              {sent.deliveryStatus === 'held' && sent.heldUntil
                ? t('sms.compose.held', { when: formatDateTime(sent.heldUntil) })
                : t('sms.compose.sent')}
            </Text>
          )}
          <Group>
            <Button
              type="submit"
              loading={send.isPending}
              disabled={!to || (mode === 'template' && !templateId)}
            >
              {t('sms.compose.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
