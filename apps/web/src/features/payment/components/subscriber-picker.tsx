import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useSubscriberSearch } from '../api/use-line-sources.ts';

const TYPING_PAUSE_MS = 250;

type SubscriberPickerProps = {
  value: string | null;
  onChange: (subscriberID: string | null, name: string) => void;
  error?: string | undefined;
};

/** Whom an invoice is for, found by typing: the payment area's search on the server (name, user name, number). */
export function SubscriberPicker({ value, onChange, error }: SubscriberPickerProps) {
  const { t } = useT();
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), TYPING_PAUSE_MS);
  const found = useSubscriberSearch(text);
  const [names, setNames] = useState(new Map<string, string>());
  const options = new Map(names);
  for (const s of found.data ?? []) options.set(s.subscriberID, `${s.fullName} (${s.subscriberID})`);
  return (
    <Select
      label={t('issueInvoice.subscriber')}
      description={t('issueInvoice.subscriberHint')}
      searchable
      clearable
      data={[...options].map(([v, label]) => ({ value: v, label }))}
      // The server has filtered already.
      filter={({ options: all }) => all}
      value={value}
      onChange={(next) => {
        const label = next ? (options.get(next) ?? '') : '';
        if (next) setNames(new Map([[next, label]]));
        onChange(next, label);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={text && found.isSuccess ? t('issueInvoice.nobody') : undefined}
      error={error}
      required
      withAsterisk={false}
      w={{ base: '100%', sm: 360 }}
    />
  );
}
