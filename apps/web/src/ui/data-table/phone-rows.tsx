import type { ReactNode } from 'react';
import { Box, Group, Stack, Text } from '@mantine/core';
import { RowList, RowListItem } from '../row-list.tsx';
import { phoneParts } from './columns.ts';
import type { DataTableProps } from './data-table.tsx';
import { PageCheckbox } from './page-checkbox.tsx';
import type { DataColumn } from './types.ts';

const empty = (value: ReactNode) => value === null || value === undefined || value === false || value === '';

/** A list on a phone: one block a row, its title and what sits across from it, then its lines. */
export function PhoneRows<Row>(props: DataTableProps<Row> & { onToggle: (id: string) => void }) {
  const { rows, rowKey, choice } = props;
  const { title, aside, lines } = phoneParts(props.columns);
  const ids = rows.map(rowKey);
  return (
    // A region as the table's scroller is, so the list is found by the same name on either screen.
    <Box
      role="region"
      aria-label={props.label}
      aria-labelledby={props.labelledBy}
      aria-busy={props.stale ?? false}
    >
      {choice && (
        <Box px="lg" py="xs">
          <PageCheckbox ids={ids} choice={choice} labelShown />
        </Box>
      )}
      <RowList label={props.label} labelledBy={props.labelledBy}>
        {rows.map((row, index) => {
          const id = ids[index]!;
          return (
            <RowListItem key={id}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Group wrap="nowrap" align="flex-start" gap="sm" miw={0}>
                  {choice && (
                    <choice.Checkbox
                      aria-label={choice.rowLabel(id)}
                      checked={choice.isChosen(id)}
                      disabled={choice.disabled}
                      onChange={() => props.onToggle(id)}
                    />
                  )}
                  <Stack gap={0} miw={0}>
                    {title.map((column) => (
                      <Box key={column.key} fw={600} fz="sm">
                        {column.cell(row)}
                      </Box>
                    ))}
                  </Stack>
                </Group>
                {aside.length > 0 && (
                  <Group gap="xs" wrap="nowrap">
                    {aside.map((column) => (
                      <Box key={column.key}>{column.cell(row)}</Box>
                    ))}
                  </Group>
                )}
              </Group>
              {lines.map((column) => (
                <PhoneLine key={column.key} column={column} value={column.cell(row)} />
              ))}
            </RowListItem>
          );
        })}
      </RowList>
    </Box>
  );
}

function PhoneLine<Row>({ column, value }: { column: DataColumn<Row>; value: ReactNode }) {
  if (empty(value)) return null;
  return (
    <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
      {column.phone !== 'line' && (
        <Text span size="xs" c="dimmed">
          {column.header}:{' '}
        </Text>
      )}
      {value}
    </Text>
  );
}
