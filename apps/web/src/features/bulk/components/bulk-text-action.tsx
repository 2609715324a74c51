import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMessage } from '@tabler/icons-react';
import { SMS_TEXT_MAX, type BulkTargetInput, type BulkTextMessage } from '@fieldhouse/contract';
import { isApiError } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { showToast } from '../../../ui/toasts.tsx';
import { SmsSegmentCounter } from '../../sms/index.ts';
import { useBulkTextPreview, useStartBulkText, useTextTemplates } from '../api/use-bulk-text.ts';
import { BulkTextPreviewSummary } from './bulk-text-preview.tsx';

const FORM_ID = 'bulk-text-form';
/** The preview is asked again once typing pauses this long. */
const TYPING_PAUSE_MS = 400;

/** A refusal in the reader's words: the same send already at work reads as such. */
function failureWords(error: Error, t: ReturnType<typeof useT>['t']) {
  return isApiError(error) && error.code === 'INVALID_STATE' ? t('bulk.text.alreadySending') : error.message;
}

function BulkTextDialog({ target, onClose }: { target: BulkTargetInput; onClose: () => void }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'text' | 'template'>('text');
  const [text, setText] = useState('');
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [settledText] = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const templates = useTextTemplates(true);
  const message: BulkTextMessage | null =
    mode === 'text'
      ? settledText
        ? { kind: 'text', text: settledText }
        : null
      : templateId
        ? { kind: 'template', templateId: Number(templateId) }
        : null;
  const preview = useBulkTextPreview(message && { target, message });
  const start = useStartBulkText();
  const ready = message !== null && preview.data !== undefined && !preview.isFetching && !preview.error;
  const recipients = preview.data?.recipients ?? 0;
  const fields = isApiError(start.error) ? start.error.fields : undefined;
  // A refused message (a template naming an event) is marked on its own field.
  const previewFields = isApiError(preview.error) ? preview.error.fields : undefined;
  const previewFieldError = previewFields ? Object.values(previewFields)[0] : undefined;

  const send = () => {
    if (!message || !ready) return;
    start.mutate(
      { target, message },
      {
        onSuccess: () => {
          onClose();
          showToast({ title: t('bulk.text.title'), message: t('bulk.text.started') });
          void navigate('/jobs');
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('bulk.text.title')}
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            loading={start.isPending}
            disabled={!ready || recipients === 0}
          >
            {t('bulk.text.submit', { count: recipients })}
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Stack gap="md">
          <SegmentedControl
            aria-label={t('bulk.text.mode')}
            value={mode}
            onChange={(value) => {
              start.reset();
              setMode(value);
            }}
            data={[
              { value: 'text', label: t('bulk.text.freeText') },
              { value: 'template', label: t('bulk.text.template') },
            ]}
            w="fit-content"
          />
          {mode === 'text' ? (
            <Textarea
              label={t('bulk.text.text')}
              value={text}
              onChange={(event) => {
                start.reset();
                setText(event.currentTarget.value);
              }}
              maxLength={SMS_TEXT_MAX}
              autosize
              minRows={3}
              data-autofocus
              error={fields?.['message.text'] ?? previewFieldError}
              description={
                <Suspense fallback={null}>
                  <SmsSegmentCounter text={text} />
                </Suspense>
              }
            />
          ) : (
            <Select
              label={t('bulk.text.template')}
              placeholder={t('bulk.text.chooseTemplate')}
              value={templateId}
              onChange={(value) => {
                start.reset();
                setTemplateId(value);
              }}
              data={(templates.data?.items ?? []).map((x) => ({ value: String(x.id), label: x.name }))}
              nothingFoundMessage={t('bulk.text.noTemplates')}
              description={t('bulk.text.languageNote')}
              error={previewFieldError}
            />
          )}
          {message === null ? (
            <Text size="sm" c="dimmed">
              {t('bulk.text.writeFirst')}
            </Text>
          ) : preview.error ? (
            !previewFieldError && (
              <Alert type="danger" role="alert">
                {t('bulk.text.previewFailed', { message: preview.error.message })}
              </Alert>
            )
          ) : preview.data ? (
            <BulkTextPreviewSummary
              preview={preview.data}
              template={
                mode === 'template'
                  ? templates.data?.items.find((x) => String(x.id) === templateId)
                  : undefined
              }
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('bulk.text.counting')}
            </Text>
          )}
          {start.error && (
            <Alert type="danger" role="alert" data-testid="bulk-text-error">
              {failureWords(start.error, t)}
            </Alert>
          )}
        </Stack>
      </form>
    </Modal>
  );
}

/** The directory's "Send a text" for the chosen rows or every match: write or choose, read the count and cost, send. */
export function BulkTextAction({ target }: { target: BulkTargetInput }) {
  const { t } = useT();
  const [round, setRound] = useState(0);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconMessage size={14} aria-hidden />}
        onClick={() => {
          setRound((n) => n + 1);
          setOpen(true);
        }}
      >
        {t('bulk.text.button')}
      </Button>
      {open && <BulkTextDialog key={round} target={target} onClose={() => setOpen(false)} />}
    </>
  );
}
