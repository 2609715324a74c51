import { VisuallyHidden } from '@mantine/core';

export type ChartTableProps = {
  caption: string;
  /** The heading of the labels' column (e.g. "Day"). */
  labelHeader: string;
  /** One column per series. */
  columns: string[];
  rows: { label: string; cells: string[] }[];
};

/** A chart's figures as a table that screen readers read in place of the drawing. */
export function ChartTable({ caption, labelHeader, columns, rows }: ChartTableProps) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${row.label}-${i}`}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
