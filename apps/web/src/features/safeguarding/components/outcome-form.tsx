import { useState, type FormEvent } from 'react';
import { Button, Select, Stack, Textarea } from '@mantine/core';
import { REPORT_NOTE_MAX, REPORT_OUTCOMES, type ReportOutcome } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Alert } from '../../../ui/alert.tsx';
import { showToast } from '../../../ui/toasts.tsx';
import { useDecideReport } from '../api/use-safeguarding.ts';

/** Records what was done about a report, which closes it. */
export function OutcomeForm({ reportId, onDone }: { reportId: number; onDone: () => void }) {
  const { t } = useT();
  const decide = useDecideReport(reportId);
  const [outcome, setOutcome] = useState<ReportOutcome | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!outcome) {
      setMissing(true);
      return;
    }
    decide.mutate(
      { outcome, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          showToast({
            title: t('safeguarding.outcome.done'),
            message: t('safeguarding.outcome.doneMessage'),
          });
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label={t('safeguarding.outcome.label')}
          placeholder={t('safeguarding.outcome.placeholder')}
          data={REPORT_OUTCOMES.map((value) => ({ value, label: t(`safeguarding.outcome.values.${value}`) }))}
          value={outcome}
          onChange={(value) => {
            setOutcome(value);
            setMissing(false);
          }}
          error={missing ? t('safeguarding.outcome.missing') : undefined}
        />
        <Textarea
          label={t('safeguarding.outcome.note')}
          autosize
          minRows={2}
          maxLength={REPORT_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {decide.error && (
          <Alert type="danger" role="alert">
            {decide.error.message}
          </Alert>
        )}
        <Button type="submit" loading={decide.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('safeguarding.outcome.submit')}
        </Button>
      </Stack>
    </form>
  );
}
