import { Button, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { useCan } from '../../lib/queries/menu.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { BalancesCard } from './components/balances-card.tsx';
import { FamilyDiscountCard } from './components/family-discount-card.tsx';
import { InvoicesCard } from './components/invoices-card.tsx';

const TABS = ['invoices', 'balances', 'discount'] as const;

/** /payment: the invoices, what each payer owes, and the family discount rule, a tab each. */
export function InvoicesPage() {
  const { t } = useT();
  const mayIssue = useCan('payment.issue');
  // The tab lives in the URL, so a reload or a shared link opens the same one.
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((name) => name === params.get('tab')) ?? 'invoices';
  return (
    <>
      <PageTitle
        title={t('payment.title')}
        description={t('payment.description')}
        actions={
          mayIssue && (
            <Button component={Link} to="/payment/new" leftSection={<IconPlus size={16} aria-hidden />}>
              {t('payment.issue')}
            </Button>
          )
        }
      />
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(value && value !== 'invoices' ? { tab: value } : {}, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`payment.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="invoices">
          <InvoicesCard />
        </Tabs.Panel>
        <Tabs.Panel value="balances">
          <BalancesCard />
        </Tabs.Panel>
        <Tabs.Panel value="discount">
          <FamilyDiscountCard />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
