export type WeekBar = { key: string; count: number; label: string; tick: string };

const width = 480;
const height = 120;
const axis = 18;

/**
 * Leads per week as bars, drawn on the server as SVG (no chart library). The figure's text says
 * what it shows for screen readers; each bar carries its week and count as a title.
 */
export function WeeklyLeadsChart({
  title,
  description,
  weeks,
}: {
  title: string;
  description: string;
  weeks: WeekBar[];
}) {
  const max = Math.max(1, ...weeks.map((week) => week.count));
  const slot = width / Math.max(1, weeks.length);
  const barWidth = Math.max(4, slot * 0.62);
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="mb-2">
        <span className="font-semibold text-navy-900">{title}</span>
        <span className="block text-sm text-slate-600">{description}</span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height + axis}`} className="h-auto w-full" role="img" aria-label={description}>
        {weeks.map((week, index) => {
          const barHeight = Math.round((week.count / max) * (height - 14));
          const x = index * slot + (slot - barWidth) / 2;
          return (
            <g key={week.key}>
              <title>{week.label}</title>
              <rect
                x={x}
                y={height - barHeight}
                width={barWidth}
                height={Math.max(barHeight, 1)}
                rx={2}
                className={week.count ? 'fill-brand-700' : 'fill-slate-200'}
              />
              {week.count > 0 && (
                <text
                  x={x + barWidth / 2}
                  y={height - barHeight - 3}
                  textAnchor="middle"
                  className="fill-slate-700 text-[10px]"
                >
                  {week.count}
                </text>
              )}
              <text x={x + barWidth / 2} y={height + 13} textAnchor="middle" className="fill-slate-500 text-[10px]">
                {week.tick}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
