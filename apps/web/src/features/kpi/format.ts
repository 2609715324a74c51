import dayjs from 'dayjs';
import type { KpiBucket } from '@fieldhouse/contract';
import { formatCount } from '../../lib/money.ts';

// The KPI page writes every figure in the digits its sums use (lib/money.ts), so an Arabic page
// does not mix "٣" and "3".

/** A whole percent: "12 %". */
export const percentText = (percent: number) => `${formatCount(percent)} %`;

/** A share from 0 to 1 as a whole percent, or a dash when there was nothing to divide by. */
export const shareText = (share: number | null) =>
  share === null ? '—' : percentText(Math.round(share * 100));

/** A chart step's first day as its label: "05 Mar" for a day or a week, "Mar 2026" for a month. */
export const stepLabel = (start: string, bucket: KpiBucket) =>
  dayjs(start).format(bucket === 'month' ? 'MMM YYYY' : 'DD MMM');
