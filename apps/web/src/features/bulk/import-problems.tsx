import { Button, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { FIELD_MESSAGES, type FieldCode, type ImportProblem } from '@fieldhouse/contract';
import { fieldText } from '../../lib/i18n/field-text.ts';
import { useT } from '../../lib/i18n/use-t.ts';

/** A problem in the reader's language. */
export const problemText = (code: string) => fieldText(code, FIELD_MESSAGES[code as FieldCode] ?? code);

// A spreadsheet runs a cell that starts like a formula: such a cell is kept as text.
const cell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The dry run's problems as a table, and as a CSV file (UTF-8 with a byte-order mark, for Excel), both in the reader's language. */
export function ImportProblems({ problems }: { problems: readonly ImportProblem[] }) {
  const { t } = useT();
  const field = (p: ImportProblem) => (p.field ? t(`bulkImport.fields.${p.field}`) : '');
  const download = () => {
    const head = [t('bulkImport.check.row'), t('bulkImport.check.column'), t('bulkImport.check.problem')];
    const lines = [head, ...problems.map((p) => [String(p.row), p.column ?? field(p), problemText(p.code)])];
    const text = `\uFEFF${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
    link.download = t('bulkImport.check.fileName');
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={download}
        w="fit-content"
      >
        {t('bulkImport.check.download')}
      </Button>
      <Table.ScrollContainer minWidth={480} mah={420}>
        <Table striped stickyHeader>
          <Table.Caption>{t('bulkImport.check.table')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('bulkImport.check.row')}</Table.Th>
              <Table.Th scope="col">{t('bulkImport.check.column')}</Table.Th>
              <Table.Th scope="col">{t('bulkImport.check.problem')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {problems.map((p) => (
              <Table.Tr key={`${p.row}-${p.field ?? ''}-${p.code}`}>
                <Table.Td>{p.row}</Table.Td>
                <Table.Td>
                  <Text size="sm" span>
                    {p.column ?? field(p)}
                  </Text>
                </Table.Td>
                <Table.Td>{problemText(p.code)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
