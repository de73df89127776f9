/**
 * Visitors and page views per day as a hand-drawn SVG (no chart library to download): page views
 * as bars, visitors as a line over them. The picture is one image with a summary for screen
 * readers; the table beside it (FigureTableView) holds every day's figures.
 */
import { useId } from 'react';
import type { StatsDay } from '../../domain/visitor-figures.ts';
import { formatDay } from './figure-names.ts';

const WIDTH = 720;
const HEIGHT = 260;
const PAD = { top: 12, right: 12, bottom: 28, left: 44 };

/** A round top for the scale (1, 2 or 5 times a power of ten), so the gridlines read as plain numbers. */
export function niceCeiling(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value)!;
  return step * power;
}

export function VisitorsChart({ days, summary }: { days: readonly StatsDay[]; summary: string }) {
  const titleId = useId();
  const top = niceCeiling(Math.max(1, ...days.map((day) => Math.max(day.pageViews, day.visitors))));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, days.length);
  const x = (index: number) => PAD.left + slot * index + slot / 2;
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const barWidth = Math.max(1, slot * 0.7);
  const ticks = [0, top / 2, top];
  // First, middle and last day under the axis: enough to read the range without crowding a phone.
  const labelled = [...new Set([0, Math.floor((days.length - 1) / 2), days.length - 1])].filter((index) => index >= 0);
  const line = days.map((day, index) => `${x(index).toFixed(1)},${y(day.visitors).toFixed(1)}`).join(' ');
  return (
    <figure className="admin-stats-chart mb-0">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} className="w-100 h-auto" data-chart="visitors">
        <title id={titleId}>{summary}</title>
        {ticks.map((tick) => (
          <g key={tick} aria-hidden="true">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="admin-stats-grid" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="admin-stats-axis">
              {tick}
            </text>
          </g>
        ))}
        <g aria-hidden="true">
          {days.map((day, index) => (
            <rect key={day.date} x={x(index) - barWidth / 2} y={y(day.pageViews)} width={barWidth} height={y(0) - y(day.pageViews)} className="admin-stats-views" />
          ))}
          <polyline points={line} className="admin-stats-visitors" />
          {days.length <= 31
            ? days.map((day, index) => <circle key={day.date} cx={x(index)} cy={y(day.visitors)} r={3} className="admin-stats-visitors-point" />)
            : null}
          {labelled.map((index) => (
            <text key={index} x={x(index)} y={HEIGHT - 8} textAnchor={index === 0 ? 'start' : index === days.length - 1 ? 'end' : 'middle'} className="admin-stats-axis">
              {formatDay(days[index]!.date, true)}
            </text>
          ))}
        </g>
      </svg>
      <figcaption className="d-flex flex-wrap gap-3 small mt-2" aria-hidden="true">
        <span>
          <span className="admin-stats-key admin-stats-key-views" /> Page views
        </span>
        <span>
          <span className="admin-stats-key admin-stats-key-visitors" /> Visitors
        </span>
      </figcaption>
    </figure>
  );
}
