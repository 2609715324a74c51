import { useT } from '../../../lib/i18n/use-t.ts';
import { zoneName } from '../../../lib/zoned-format.ts';
import { isSlot } from '../fixture-plan.ts';
import { PillListField } from './pill-list-field.tsx';

type SlotListFieldProps = {
  value: string[];
  onChange: (slots: string[]) => void;
  timeZone: string;
  error: string | undefined;
};

/** The kick-off times of every date (HH:MM on the tournament's clock). */
export function SlotListField({ value, onChange, timeZone, error }: SlotListFieldProps) {
  const { t, language } = useT();
  return (
    <PillListField
      legend={t('matchSetup.generate.slots.label')}
      hint={t('matchSetup.generate.slots.hint', { zone: zoneName(timeZone, language) })}
      value={value}
      onChange={onChange}
      error={error}
      list={{
        label: t('matchSetup.generate.slots.list'),
        empty: t('matchSetup.generate.slots.none'),
        shown: (slot) => slot,
        removeLabel: (slot) => t('matchSetup.generate.slots.remove', { time: slot }),
      }}
      adder={{
        type: 'time',
        label: t('matchSetup.generate.slots.time'),
        valid: isSlot,
        button: t('matchSetup.generate.slots.add'),
      }}
    />
  );
}
