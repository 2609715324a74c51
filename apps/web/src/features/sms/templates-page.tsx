import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { SMS_PLACEHOLDERS, SMS_TEXT_MAX, type SmsTemplate } from '@fieldhouse/contract';
import { isApiError } from '../../lib/api.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { FormFailure } from '../../ui/form-failure.tsx';
import { ListStates } from '../../ui/list-states.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useRemoveTemplate, useSaveTemplate, useTemplates } from './api/use-sms.ts';
import { SegmentCounter } from './components/segment-counter.tsx';

const EMPTY = { name: '', textEn: '', textAr: '' };

/** Adds a template, or changes `editing`; both languages required, placeholders from the list only. */
function TemplateForm({ editing, onDone }: { editing: SmsTemplate | null; onDone: () => void }) {
  const { t } = useT();
  const [values, setValues] = useState(
    editing ? { name: editing.name, textEn: editing.textEn, textAr: editing.textAr } : EMPTY,
  );
  const save = useSaveTemplate();
  const fields = isApiError(save.error) ? save.error.fields : undefined;
  const set = (key: keyof typeof EMPTY) => (e: { currentTarget: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.currentTarget.value }));
  return (
    <Card p="lg" mb="md" component="section" aria-labelledby="template-form-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ id: editing?.id ?? null, body: values }, { onSuccess: onDone });
        }}
      >
        <Stack gap="sm">
          <Text fw={600} component="h2" size="md" id="template-form-title">
            {editing ? t('sms.templates.edit') : t('sms.templates.add')}
          </Text>
          <Text size="xs" c="dimmed">
            {/* Isolated left to right (LRI … PDI): on an Arabic page the list keeps its order and braces. */}
            {t('sms.templates.placeholders', {
              list: `\u2066${SMS_PLACEHOLDERS.map((p) => `{${p}}`).join(' ')}\u2069`,
            })}
          </Text>
          <TextInput
            label={t('sms.templates.name')}
            value={values.name}
            onChange={set('name')}
            required
            maxLength={80}
            error={fields?.name}
          />
          <Textarea
            label={t('sms.templates.textEn')}
            value={values.textEn}
            onChange={set('textEn')}
            lang="en"
            dir="ltr"
            required
            autosize
            minRows={2}
            maxLength={SMS_TEXT_MAX}
            error={fields?.textEn}
            description={<SegmentCounter text={values.textEn} />}
          />
          <Textarea
            label={t('sms.templates.textAr')}
            value={values.textAr}
            onChange={set('textAr')}
            lang="ar"
            dir="rtl"
            required
            autosize
            minRows={2}
            maxLength={SMS_TEXT_MAX}
            error={fields?.textAr}
            description={<SegmentCounter text={values.textAr} />}
          />
          <FormFailure title={t('sms.templates.failed')} error={save.error} markedFields={Boolean(fields)} />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('sms.templates.save')}
            </Button>
            {editing && (
              <Button variant="default" onClick={onDone}>
                {t('sms.templates.cancel')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** /sms/templates: the text templates, each in English and Arabic. */
export function TemplatesPage() {
  const { t } = useT();
  const list = useTemplates();
  const remove = useRemoveTemplate();
  const [editing, setEditing] = useState<SmsTemplate | null>(null);
  return (
    <>
      <PageTitle title={t('sms.templates.title')} description={t('sms.templates.description')} />
      <TemplateForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      <Card p="lg" component="section" aria-labelledby="templates-title">
        <Text fw={600} component="h2" size="md" id="templates-title" mb="sm">
          {t('sms.templates.heading')}
        </Text>
        <ListStates
          list={list}
          loadingLabel={t('sms.templates.loading')}
          failureTitle={t('sms.templates.loadFailed')}
        />
        {list.data?.items.length === 0 && <Text c="dimmed">{t('sms.templates.empty')}</Text>}
        <Stack gap="md">
          {list.data?.items.map((x) => (
            <Card key={x.id} withBorder p="md" component="article" aria-label={x.name}>
              <Group justify="space-between" align="flex-start">
                <Text fw={600}>{x.name}</Text>
                <Group gap="xs">
                  <Button size="xs" variant="default" onClick={() => setEditing(x)}>
                    {t('sms.templates.change')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    loading={remove.isPending && remove.variables === x.id}
                    onClick={() => remove.mutate(x.id)}
                  >
                    {t('sms.templates.remove')}
                  </Button>
                </Group>
              </Group>
              <Text size="sm" lang="en" dir="ltr">
                {x.textEn}
              </Text>
              <Text size="sm" lang="ar" dir="rtl">
                {x.textAr}
              </Text>
            </Card>
          ))}
        </Stack>
      </Card>
    </>
  );
}
