import { useId } from 'react';
import { SegmentedControl, Text } from '@mantine/core';

type SegmentedChoiceProps<T extends string> = {
  label: string;
  value: T;
  data: { value: T; label: string }[];
  onChange: (value: T) => void;
  description?: string | undefined;
};

/** A labelled either/or choice; SegmentedControl is a radio group, named by the label above it. */
export function SegmentedChoice<T extends string>({
  label,
  value,
  data,
  onChange,
  description,
}: SegmentedChoiceProps<T>) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div>
      <Text id={labelId} size="sm" fw={500} mb={6}>
        {label}
      </Text>
      <SegmentedControl
        fullWidth
        size="sm"
        value={value}
        data={data}
        onChange={onChange}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
      />
      {description && (
        <Text id={descriptionId} size="xs" c="dimmed" mt={4}>
          {description}
        </Text>
      )}
    </div>
  );
}
