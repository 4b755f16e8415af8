/**
 * An item's published prices over time as a small server-drawn SVG (no chart library): a step
 * line from the first to the last publish, the last point marked. Its label says the figures.
 */
export function PriceSparkline({ points, label }: { points: readonly number[]; label: string }) {
  const width = 96;
  const height = 28;
  if (points.length === 0) return null;
  const min = Math.min(...points);
  const max = Math.max(...points);
  const x = (index: number) => (points.length === 1 ? width : (index / (points.length - 1)) * (width - 4) + 2);
  const y = (value: number) => (max === min ? height / 2 : height - 3 - ((value - min) / (max - min)) * (height - 6));
  const path = points
    .map((value, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)} ${y(value).toFixed(1)}`)
    .join(' ');
  const last = points.length - 1;
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className="text-brand-700"
    >
      <title>{label}</title>
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx={x(last)} cy={y(points[last]!)} r="2.5" fill="currentColor" />
    </svg>
  );
}
