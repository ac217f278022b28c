import styled from 'styled-components';

/** Props of Sparkline. */
export interface SparklineProps {
  /** One number a day, oldest first. */
  values: readonly number[];
  /** What the line shows, read by screen readers ('Dilihat per hari: 3, 5, 0'). */
  label: string;
  /** Width in px (height is a third). */
  width?: number;
}

const Svg = styled.svg`
  display: block;
  color: ${({ theme }) => theme.color.brand};
`;

/** A small line of daily numbers, drawn as SVG (no chart library: it shows in every table row). */
export function Sparkline({ values, label, width = 96 }: SparklineProps) {
  const height = Math.round(width / 3);
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const points = values
    .map((value, index) => {
      const x = values.length > 1 ? index * step : width / 2;
      const y = height - 2 - (value / max) * (height - 4);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  return (
    <Svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
    >
      {values.length === 1 ? (
        <circle
          cx={width / 2}
          cy={height - 2 - (values[0]! / max) * (height - 4)}
          r={2}
          fill="currentColor"
        />
      ) : (
        <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.5} />
      )}
    </Svg>
  );
}
