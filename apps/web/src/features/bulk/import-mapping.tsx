import { useState } from 'react';
import { Button, Card, Checkbox, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IMPORT_FIELDS, type Import, type ImportField } from '@fieldhouse/contract';
import { useT } from '../../lib/i18n/use-t.ts';
import { Alert } from '../../ui/alert.tsx';
import { FormFailure } from '../../ui/form-failure.tsx';
import { useCheck, useStart } from './api/use-import.ts';
import { ImportProblems } from './import-problems.tsx';

const NONE = '';

/** Steps 2 to 4: match the columns, check every row (nothing changes), then import. */
export function ImportMapping({ upload, onStarted }: { upload: Import; onStarted: () => void }) {
  const { t } = useT();
  const [columns, setColumns] = useState<(ImportField | null)[]>(upload.columns);
  const [isdCode, setIsdCode] = useState('+44');
  const [sendLinks, setSendLinks] = useState(false);
  const check = useCheck(upload.id);
  const start = useStart(upload.id);
  const mapping = { columns, ...(isdCode.trim() ? { isdCode: isdCode.trim() } : {}) };
  const choose = (at: number, field: string | null) => {
    check.reset();
    setColumns((now) => now.map((f, i) => (i === at ? ((field || null) as ImportField | null) : f)));
  };
  const options = [
    { value: NONE, label: t('bulkImport.mapping.none') },
    ...IMPORT_FIELDS.map((f) => ({ value: f, label: t(`bulkImport.fields.${f}`) })),
  ];
  const result = check.data?.check;
  return (
    <>
      <Card withBorder>
        <Stack>
          <Title order={2} size="h4">
            {t('bulkImport.mapping.title')}
          </Title>
          <Text c="dimmed">{t('bulkImport.upload.file', { name: upload.fileName, rows: upload.rows })}</Text>
          <Text c="dimmed">{t('bulkImport.mapping.hint')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {upload.headers.map((header, at) => (
              <Select
                key={`${at}-${header}`}
                label={t('bulkImport.mapping.column', { header })}
                data={options}
                value={columns[at] ?? NONE}
                onChange={(value) => choose(at, value)}
                allowDeselect={false}
              />
            ))}
            <TextInput
              label={t('bulkImport.mapping.isdCode')}
              description={t('bulkImport.mapping.isdCodeHint')}
              value={isdCode}
              dir="ltr"
              onChange={(e) => {
                check.reset();
                setIsdCode(e.currentTarget.value);
              }}
            />
          </SimpleGrid>
          <Button w="fit-content" onClick={() => check.mutate(mapping)} loading={check.isPending}>
            {t('bulkImport.check.run')}
          </Button>
          <FormFailure title={t('bulkImport.check.failed')} error={check.error} markedFields={false} />
        </Stack>
      </Card>
      {result && (
        <Card withBorder>
          <Stack>
            <Title order={2} size="h4">
              {t('bulkImport.check.title')}
            </Title>
            <Alert type={result.invalid === 0 ? 'success' : 'warning'}>
              {result.invalid === 0
                ? t('bulkImport.check.allGood')
                : t('bulkImport.check.summary', {
                    valid: result.valid,
                    rows: result.rows,
                    invalid: result.invalid,
                  })}
            </Alert>
            {result.problemsTotal > result.problems.length && (
              <Text c="dimmed">
                {t('bulkImport.check.shown', { shown: result.problems.length, total: result.problemsTotal })}
              </Text>
            )}
            {result.problems.length > 0 && <ImportProblems problems={result.problems} />}
          </Stack>
        </Card>
      )}
      {result && result.valid > 0 && (
        <Card withBorder>
          <Stack>
            <Title order={2} size="h4">
              {t('bulkImport.start.title')}
            </Title>
            {result.invalid > 0 && <Text c="dimmed">{t('bulkImport.start.rowsWithProblems')}</Text>}
            <Checkbox
              label={t('bulkImport.start.sendLinks')}
              checked={sendLinks}
              onChange={(e) => setSendLinks(e.currentTarget.checked)}
            />
            <Button
              w="fit-content"
              onClick={() => start.mutate({ ...mapping, sendLinks }, { onSuccess: onStarted })}
              loading={start.isPending}
            >
              {t('bulkImport.start.run')}
            </Button>
            <FormFailure title={t('bulkImport.start.failed')} error={start.error} markedFields={false} />
          </Stack>
        </Card>
      )}
    </>
  );
}
