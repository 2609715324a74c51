import { formatMoney } from '../../../lib/money.ts';

/** A sum in minor units, kept whole in a line of the other direction (lib/money.ts formats it). */
export function Money({ minor, currency }: { minor: number; currency: string }) {
  return <bdi style={{ whiteSpace: 'nowrap' }}>{formatMoney(minor, currency)}</bdi>;
}
