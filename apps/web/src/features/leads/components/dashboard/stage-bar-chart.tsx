import { Box } from '@mantine/core';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface StageBar {
  label: string;
  color: string;
  value: number;
}

export interface StageBarChartProps {
  bars: StageBar[];
  /** Spoken summary of the chart. */
  label: string;
  formatValue: (value: number) => string;
}

/** One bar per stage in the stage's colour (recharts directly: Mantine's BarChart colours by series, not by row). */
export function StageBarChart({ bars, label, formatValue }: StageBarChartProps) {
  return (
    <Box role="img" aria-label={label} h={260}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={bars} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--mantine-color-gray-3)" />
          <XAxis dataKey="label" tick={{ fontSize: 11, fill: 'var(--mantine-color-gray-7)' }} interval={0} angle={-30} textAnchor="end" height={60} />
          <YAxis tickFormatter={(v: number) => formatValue(v)} tick={{ fontSize: 11, fill: 'var(--mantine-color-gray-7)' }} width={64} allowDecimals={false} />
          <Tooltip formatter={(v) => formatValue(Number(v))} cursor={{ fill: 'var(--mantine-color-gray-1)' }} />
          <Bar dataKey="value" radius={[4, 4, 0, 0]} isAnimationActive={false}>
            {bars.map((bar) => (
              <Cell key={bar.label} fill={`var(--mantine-color-${bar.color}-6)`} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
