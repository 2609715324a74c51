import { useT } from '../../../lib/i18n/use-t.ts';
import { BarChart } from '../../../ui/charts/bar-chart.tsx';

export type Bar = { label: string; count: number };
type SignupsBarsProps = { bars: Bar[]; caption: string; series: string };

/** Sign-ups per day as the kit's plain-SVG bars, with their table for screen readers. */
export function SignupsBars({ bars, caption, series }: SignupsBarsProps) {
  const { t } = useT();
  return (
    <BarChart
      name="signups"
      points={bars.map((bar) => ({ label: bar.label, value: bar.count }))}
      caption={caption}
      labelHeader={t('dashboard.signups.day')}
      series={series}
    />
  );
}
