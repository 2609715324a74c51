import { useId } from 'react';
import { CheckIcon, ColorSwatch, Group, Text, Tooltip } from '@mantine/core';
import { useT } from '../../lib/i18n/use-t.ts';

type ColorChoiceProps<T extends string> = {
  label: string;
  choices: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** The CSS colour of a choice (a variable from theme-options.css; 'default' draws the current one). */
  colorOf: (choice: T) => string;
};

/**
 * A row of colour swatches that is a radio group for assistive technology: each swatch says
 * its colour's name and whether it is the one chosen; the arrow keys move between them.
 */
export function ColorChoice<T extends string>({
  label,
  choices,
  value,
  onChange,
  colorOf,
}: ColorChoiceProps<T>) {
  const { t } = useT();
  const labelId = useId();
  const move = (from: T, by: number) => {
    const next = choices[(choices.indexOf(from) + by + choices.length) % choices.length];
    if (next) onChange(next);
    return next;
  };
  return (
    <div>
      <Text id={labelId} size="sm" fw={500} mb={6}>
        {label}
      </Text>
      <Group gap={8} role="radiogroup" aria-labelledby={labelId}>
        {choices.map((choice) => {
          const name = t(`theme.colors.${choice}` as 'theme.colors.default');
          const checked = choice === value;
          return (
            <Tooltip key={choice} label={name}>
              <ColorSwatch
                component="button"
                type="button"
                role="radio"
                aria-checked={checked}
                aria-label={name}
                tabIndex={checked ? 0 : -1}
                color={colorOf(choice)}
                size={28}
                data-choice={choice}
                // A white tick with a dark rim reads on every swatch, pale or deep.
                style={{
                  cursor: 'pointer',
                  color: '#fff',
                  filter: 'drop-shadow(0 0 1px rgba(0, 0, 0, 0.9))',
                }}
                onClick={() => onChange(choice)}
                onKeyDown={(event) => {
                  const forward = event.key === 'ArrowRight' || event.key === 'ArrowDown';
                  const back = event.key === 'ArrowLeft' || event.key === 'ArrowUp';
                  if (!forward && !back) return;
                  event.preventDefault();
                  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
                  const horizontalKey = event.key === 'ArrowRight' || event.key === 'ArrowLeft';
                  const by = (forward ? 1 : -1) * (rtl && horizontalKey ? -1 : 1);
                  const next = move(choice, by);
                  const group = event.currentTarget.parentElement;
                  requestAnimationFrame(() =>
                    group?.querySelector<HTMLElement>(`[data-choice="${next}"]`)?.focus(),
                  );
                }}
              >
                {checked && <CheckIcon size={12} />}
              </ColorSwatch>
            </Tooltip>
          );
        })}
      </Group>
    </div>
  );
}
