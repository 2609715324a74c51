import { Button, Checkbox, Menu } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconColumns } from '@tabler/icons-react';
import { useT } from '../../lib/i18n/use-t.ts';
import type { DataColumn } from './types.ts';

/**
 * The hideable columns a reader chose, kept in this browser under `key` (make it the person's own:
 * `fh.directory-columns.<id>`), and the way to switch one on or off.
 */
export function useColumnChoice(key: string, defaults: string[]) {
  const [chosen, setChosen] = useLocalStorage<string[]>({ key, defaultValue: defaults });
  const toggle = (column: string) =>
    setChosen((current) =>
      current.includes(column) ? current.filter((c) => c !== column) : [...current, column],
    );
  return { chosen, toggle };
}

type ColumnChooserProps<Row> = {
  /** Every column of the list; those that may not be hidden show, ticked and greyed. */
  columns: DataColumn<Row>[];
  chosen: readonly string[];
  toggle: (key: string) => void;
};

/** A list's columns, each switched on or off. */
export function ColumnChooser<Row>({ columns, chosen, toggle }: ColumnChooserProps<Row>) {
  const { t } = useT();
  return (
    <Menu closeOnItemClick={false} position="bottom-end">
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns size={14} aria-hidden />}>
          {t('lists.columns')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {columns.map((column) => (
          <Menu.Item
            key={column.key}
            onClick={() => toggle(column.key)}
            disabled={!column.hideable}
            leftSection={
              // Only a picture of the state: a live checkbox would take the click twice.
              <Checkbox
                checked={!column.hideable || chosen.includes(column.key)}
                readOnly
                tabIndex={-1}
                size="xs"
                aria-hidden
                style={{ pointerEvents: 'none' }}
              />
            }
          >
            {column.header}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
