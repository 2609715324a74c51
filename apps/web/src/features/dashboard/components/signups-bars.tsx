import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export type SignupsBarsProps = { data: Record<string, string | number>[]; series: string };

/** The bars themselves: the chart library (~100 KiB gzip) loads with this card, not the page. */
export function SignupsBars({ data, series }: SignupsBarsProps) {
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="day"
      series={[{ name: series, color: 'fieldhouse.5' }]}
      barProps={{ radius: [3, 3, 0, 0] }}
      maxBarWidth={18}
      gridAxis="y"
      tickLine="none"
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 24 }}
      yAxisProps={{ allowDecimals: false, width: 36 }}
    />
  );
}
