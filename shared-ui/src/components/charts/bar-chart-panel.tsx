// A bar chart in the design system's colours (Chakra charts over recharts), with the same figures in a
// visually hidden table: screen readers read the table, sighted people the bars
// (docs/decisions/0021-library-picks.md#charts).
import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Table, VisuallyHidden } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type BarDatum = { label: string; value: number };

export type BarChartPanelProps = {
  data: BarDatum[];
  /** Names the chart and captions its table ("Study minutes per day"). */
  title: string;
  /** What a value is, for the tooltip and the table's header ("Minutes"). */
  valueLabel: string;
  /** Bars standing up (days along the bottom) or lying down (one row per course). */
  orientation?: 'vertical' | 'horizontal';
  /** A palette token's solid colour: 'teal.solid', 'blue.solid'… */
  color?: string;
  height?: number;
  /** How a value is written in the table and the tooltip. */
  format?: (value: number) => string;
};

export function BarChartPanel({
  data,
  title,
  valueLabel,
  orientation = 'vertical',
  color = 'teal.solid',
  height = 240,
  format = (value) => String(value),
}: BarChartPanelProps) {
  const chart = useChart({ data, series: [{ name: 'value', color, label: valueLabel }] });
  const lying = orientation === 'horizontal';
  return (
    <Box>
      <Chart.Root chart={chart} h={`${height}px`} aspectRatio="auto" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={chart.data} layout={lying ? 'vertical' : 'horizontal'} accessibilityLayer={false}>
            <CartesianGrid stroke={chart.color('border.muted')} vertical={lying} horizontal={!lying} />
            {lying ? (
              <>
                <XAxis type="number" axisLine={false} tickLine={false} />
                <YAxis
                  type="category"
                  dataKey={chart.key('label')}
                  width={140}
                  axisLine={false}
                  tickLine={false}
                />
              </>
            ) : (
              <>
                <XAxis dataKey={chart.key('label')} axisLine={false} tickLine={false} minTickGap={12} />
                <YAxis axisLine={false} tickLine={false} width={36} />
              </>
            )}
            <Tooltip
              cursor={{ fill: chart.color('bg.muted') }}
              animationDuration={100}
              content={<Chart.Tooltip formatter={(value) => format(Number(value))} />}
            />
            {chart.series.map((item) => (
              <Bar
                key={item.name}
                dataKey={chart.key(item.name)}
                fill={chart.color(item.color)}
                radius={3}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </Chart.Root>
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>{title}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{lying ? 'Item' : 'Day'}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{valueLabel}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.map((row) => (
              <Table.Row key={row.label}>
                <Table.Cell>{row.label}</Table.Cell>
                <Table.Cell>{format(row.value)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  );
}
