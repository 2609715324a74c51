import { Button, Checkbox, Menu } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { DIRECTORY_COLUMNS, type DirectoryColumn } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';

type ColumnChooserProps = { columns: readonly DirectoryColumn[]; toggle: (column: DirectoryColumn) => void };

/** The directory's columns, each switched on or off; the name always shows. */
export function ColumnChooser({ columns, toggle }: ColumnChooserProps) {
  const { t } = useT();
  return (
    <Menu closeOnItemClick={false} position="bottom-end">
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns size={14} aria-hidden />}>
          {t('subscribers.columns')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {DIRECTORY_COLUMNS.map((column) => (
          <Menu.Item
            key={column}
            onClick={() => toggle(column)}
            disabled={column === 'fullName'}
            leftSection={
              // Only a picture of the state: a live checkbox would take the click twice.
              <Checkbox
                checked={columns.includes(column)}
                readOnly
                tabIndex={-1}
                size="xs"
                aria-hidden
                style={{ pointerEvents: 'none' }}
              />
            }
          >
            {t(`subscribers.column.${column}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
