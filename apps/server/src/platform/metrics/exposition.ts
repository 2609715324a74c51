/** Prometheus's text format (version 0.0.4), written by hand: the few metric kinds the app needs. */

export type Labels = Record<string, string>;

/** Seconds: from a fast read to a slow export. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const escape = (value: string) => value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');

function labelText(labels: Labels): string {
  const pairs = Object.entries(labels).map(([k, v]) => `${k}="${escape(v)}"`);
  return pairs.length ? `{${pairs.join(',')}}` : '';
}

const header = (name: string, type: string, help: string) =>
  `# HELP ${name} ${help}\n# TYPE ${name} ${type}\n`;

/** A histogram of durations by label set, kept in this process since it started. */
export function histogram(name: string, help: string) {
  const series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
  return {
    observe(labels: Labels, seconds: number) {
      const key = labelText(labels);
      let s = series.get(key);
      if (!s) series.set(key, (s = { labels, counts: BUCKETS.map(() => 0), sum: 0, count: 0 }));
      BUCKETS.forEach((le, i) => {
        if (seconds <= le) s.counts[i]! += 1;
      });
      s.sum += seconds;
      s.count += 1;
    },
    text(): string {
      let out = header(name, 'histogram', help);
      for (const s of series.values()) {
        BUCKETS.forEach((le, i) => {
          out += `${name}_bucket${labelText({ ...s.labels, le: String(le) })} ${s.counts[i]}\n`;
        });
        out += `${name}_bucket${labelText({ ...s.labels, le: '+Inf' })} ${s.count}\n`;
        out += `${name}_sum${labelText(s.labels)} ${s.sum}\n`;
        out += `${name}_count${labelText(s.labels)} ${s.count}\n`;
      }
      return out;
    },
  };
}

/** A gauge read at scrape time: one value per label set. */
export function gauge(name: string, help: string, values: { labels: Labels; value: number }[]): string {
  return (
    header(name, 'gauge', help) + values.map((v) => `${name}${labelText(v.labels)} ${v.value}\n`).join('')
  );
}
