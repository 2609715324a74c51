import { useRef, useState } from 'react';
import { ActionIcon, Button, Group, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconX } from '@tabler/icons-react';
import { TIE_BREAKERS, type TieBreaker } from '@fieldhouse/contract';
import { formatNumber } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { RowList, RowListItem } from '../../../ui/row-list.tsx';

type TieBreakerListProps = {
  value: TieBreaker[];
  onChange: (next: TieBreaker[]) => void;
  error: string | undefined;
};

/**
 * The tie-breakers in order, each with buttons to move it up, down or out, and a choice of those
 * not in the list to add. Every step is a button, so it works by keyboard; the focus stays on the
 * moved entry's button, and a live line says where it went.
 */
export function TieBreakerList({ value, onChange, error }: TieBreakerListProps) {
  const { t } = useT();
  const [adding, setAdding] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const name = (b: TieBreaker) => t(`matchSetup.breaker.${b}`);
  const left = TIE_BREAKERS.filter((b) => !value.includes(b));

  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [item] = next.splice(index, 1);
    if (!item) return;
    next.splice(index + by, 0, item);
    onChange(next);
    setSaid(t('matchSetup.settings.moved', { name: name(item), place: index + by + 1 }));
    // The same button, now on the moved entry's new row; at the end of the list, its other one.
    const edge = index + by === 0 || index + by === next.length - 1;
    const key = `${item}:${edge ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down'}`;
    requestAnimationFrame(() => buttons.current.get(key)?.focus());
  };
  const remove = (index: number) => {
    const item = value[index];
    if (!item) return;
    const next = value.filter((_, i) => i !== index);
    onChange(next);
    setSaid(t('matchSetup.settings.removed', { name: name(item) }));
    // The button pressed is gone: the focus goes to the same button of the entry now in its place.
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) requestAnimationFrame(() => buttons.current.get(`${neighbour}:remove`)?.focus());
  };
  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    buttons.current.set(key, element);
  };

  return (
    <Stack gap="sm">
      <RowList ordered rules="boxed" gap={6} px="sm" py={6} label={t('matchSetup.settings.breakersList')}>
        {value.map((breaker, index) => (
          <RowListItem
            key={breaker}
            nowrap
            title={
              <Text size="sm" fw={500}>
                {formatNumber(index + 1)}. {name(breaker)}
              </Text>
            }
            trailing={
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  ref={ref(`${breaker}:up`)}
                  variant="default"
                  size="lg"
                  aria-label={t('matchSetup.settings.moveUp', { name: name(breaker) })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  ref={ref(`${breaker}:down`)}
                  variant="default"
                  size="lg"
                  aria-label={t('matchSetup.settings.moveDown', { name: name(breaker) })}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  ref={ref(`${breaker}:remove`)}
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('matchSetup.settings.remove', { name: name(breaker) })}
                  onClick={() => remove(index)}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Group>
            }
          />
        ))}
      </RowList>
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
      {left.length > 0 ? (
        <Group align="flex-end" gap="sm">
          <Select
            label={t('matchSetup.settings.add')}
            data={left.map((b) => ({ value: b, label: name(b) }))}
            value={adding}
            onChange={setAdding}
            w={{ base: '100%', xs: 280 }}
          />
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={!adding}
            onClick={() => {
              const chosen = left.find((b) => b === adding);
              if (!chosen) return;
              onChange([...value, chosen]);
              setSaid('');
              setAdding(null);
            }}
          >
            {t('matchSetup.settings.addButton')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('matchSetup.settings.allUsed')}
        </Text>
      )}
      <VisuallyHidden role="status">{said}</VisuallyHidden>
    </Stack>
  );
}
