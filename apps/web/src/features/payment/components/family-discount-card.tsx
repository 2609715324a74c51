import { useState, type FormEvent } from 'react';
import { Button, Card, Group, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import type { FamilyDiscount } from '@fieldhouse/contract';
import { isApiError } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useCan } from '../../../lib/queries/menu.ts';
import { Alert } from '../../../ui/alert.tsx';
import { FormFailure } from '../../../ui/form-failure.tsx';
import { QueryError } from '../../../ui/query-error.tsx';
import { useFamilyDiscount, useSetFamilyDiscount } from '../api/use-invoices.ts';

const DEFAULT_RULE = { percent: 10, fromChild: 2 };

/** The family discount rule: off, or a percent off the n-th and further children of one parent. */
export function FamilyDiscountCard() {
  const { t } = useT();
  const rule = useFamilyDiscount();
  return (
    <Card component="section" aria-labelledby="family-discount-title">
      <Title order={2} size="h4" id="family-discount-title">
        {t('payment.discount.heading')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('payment.discount.intro')}
      </Text>
      {rule.isError && (
        <QueryError
          title={t('payment.discount.loadFailed')}
          error={rule.error}
          onRetry={() => void rule.refetch()}
          retrying={rule.isFetching}
        />
      )}
      {rule.data && <RuleForm saved={rule.data} />}
    </Card>
  );
}

function RuleForm({ saved }: { saved: FamilyDiscount }) {
  const { t } = useT();
  const may = useCan('payment.issue');
  const save = useSetFamilyDiscount();
  const [on, setOn] = useState(saved.on);
  const [percent, setPercent] = useState<number | string>(saved.on ? saved.percent : DEFAULT_RULE.percent);
  const [fromChild, setFromChild] = useState<number | string>(
    saved.on ? saved.fromChild : DEFAULT_RULE.fromChild,
  );
  const fields = isApiError(save.error) ? save.error.fields : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(on ? { on, percent: Number(percent), fromChild: Number(fromChild) } : { on: false });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Switch
          label={t('payment.discount.on')}
          checked={on}
          disabled={!may}
          onChange={(event) => {
            setOn(event.currentTarget.checked);
            save.reset();
          }}
        />
        {on && (
          <Group align="flex-start">
            <NumberInput
              label={t('payment.discount.percent')}
              value={percent}
              onChange={setPercent}
              min={1}
              max={100}
              allowDecimal={false}
              suffix="%"
              disabled={!may}
              error={fields?.percent}
              w={{ base: '100%', sm: 160 }}
            />
            <NumberInput
              label={t('payment.discount.fromChild')}
              description={t('payment.discount.fromChildHint')}
              value={fromChild}
              onChange={setFromChild}
              min={2}
              max={10}
              allowDecimal={false}
              disabled={!may}
              error={fields?.fromChild}
              w={{ base: '100%', sm: 220 }}
            />
          </Group>
        )}
        <FormFailure title={t('payment.discount.failed')} error={save.error} markedFields={Boolean(fields)} />
        {save.isSuccess && (
          <Alert type="success" role="status">
            {t('payment.discount.saved')}
          </Alert>
        )}
        {may && (
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('payment.discount.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
