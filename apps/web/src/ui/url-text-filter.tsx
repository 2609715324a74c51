import { useEffect, useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';

const TYPING_PAUSE_MS = 250;

type UrlTextFilterProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  /** The filter's value as the URL has it. */
  value: string | undefined;
  /** Writes the settled text to the URL (null when empty). */
  onSettle: (value: string | null) => void;
};

/**
 * A list's text filter, written to the URL once typing pauses (replacing the history entry rather
 * than adding one per letter); the back button or a link sets it too, and the box follows.
 */
export function UrlTextFilter({ value: inUrl, onSettle, ...input }: UrlTextFilterProps) {
  const [value, setValue] = useState(inUrl ?? '');
  const [settled] = useDebouncedValue(value.trim(), TYPING_PAUSE_MS);
  useEffect(() => {
    if (settled !== (inUrl ?? '')) onSettle(settled || null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the typing settles
  }, [settled]);
  const [shown, setShown] = useState(inUrl);
  if (inUrl !== shown) {
    setShown(inUrl);
    if ((inUrl ?? '') !== value.trim()) setValue(inUrl ?? '');
  }
  return <TextInput {...input} value={value} onChange={(event) => setValue(event.currentTarget.value)} />;
}
