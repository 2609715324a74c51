import { useState, type FormEvent } from 'react';
import { Button, Radio, Stack, Text, Textarea } from '@mantine/core';
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason, type ReportRequest } from '@fieldhouse/contract';
import { useT } from '../lib/i18n/use-t.ts';
import { useReport } from '../lib/queries/safeguarding.ts';
import { Alert } from './alert.tsx';
import { Modal } from './modal.tsx';
import { showToast } from './toasts.tsx';
import { TONES } from './tone.ts';

/** What is reported: a message by its id, or a person's profile (named in the title). */
export type ReportTarget =
  { kind: 'message'; messageId: number } | { kind: 'profile'; personId: string; name: string };

const FORM_ID = 'safeguarding-report-form';

/** Reporting a message or a profile to the club's safeguarding staff: a reason and what happened. */
export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  const { t } = useT();
  const report = useReport();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);

  const close = () => {
    setReason('');
    setNote('');
    setMissing(false);
    report.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    if (!reason) {
      setMissing(true);
      return;
    }
    const about =
      target.kind === 'message'
        ? { kind: target.kind, messageId: target.messageId }
        : { kind: target.kind, personId: target.personId };
    const body = { ...about, reason, ...(note.trim() ? { note: note.trim() } : {}) } as ReportRequest;
    report.mutate(body, {
      onSuccess: () => {
        showToast({ title: t('report.sent'), message: t('report.sentMessage'), color: TONES.success });
        close();
      },
    });
  };

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={
        target?.kind === 'profile' ? t('report.titlePerson', { name: target.name }) : t('report.titleMessage')
      }
      footer={
        <>
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} color={TONES.danger} loading={report.isPending}>
            {t('report.submit')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('report.intro')}</Text>
          <Radio.Group
            label={t('report.reason')}
            value={reason}
            onChange={(value) => {
              setReason(value);
              setMissing(false);
            }}
            error={missing ? t('report.reasonMissing') : undefined}
          >
            <Stack gap="xs" mt="xs">
              {REPORT_REASONS.map((value) => (
                <Radio key={value} value={value} label={t(`report.reasons.${value}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('report.note')}
            description={t('report.noteHint', { max: REPORT_NOTE_MAX })}
            autosize
            minRows={3}
            maxLength={REPORT_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          {report.error && (
            <Alert type="danger" role="alert">
              {report.error.message}
            </Alert>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
