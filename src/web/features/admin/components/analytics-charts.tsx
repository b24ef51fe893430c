// The dashboard's charts (chart.js, in this page's chunk only): impressions and clicks per hero
// message, conversion per hero message, and events by device and by time of day. The same figures
// are in the table beside them, for screen readers and exact values.
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { DEVICES, TIMES_OF_DAY } from '../../../../domain/analytics/analytics-event';
import { HERO_MESSAGES } from '../../../../domain/analytics/hero-messages';
import type { AnalyticsSummary } from '../api/analytics.api';

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const IMPRESSIONS = '#6366f1';
const CLICKS = '#f59e0b';
const CONVERSION = '#10b981';

const capitalize = (word: string) => word[0]!.toUpperCase() + word.slice(1);

function options(horizontal: boolean, counts: boolean): ChartOptions<'bar'> {
  // Ticks and legends in the page's own text colour, light or dark.
  const color = getComputedStyle(document.body).color || '#64748b';
  return {
    indexAxis: horizontal ? 'y' : 'x',
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    color,
    plugins: { legend: { labels: { color } } },
    // Counts have whole-number ticks; the value axis is x when the bars lie down.
    scales: {
      x: { ticks: { color, precision: horizontal && counts ? 0 : undefined }, beginAtZero: true },
      y: { ticks: { color, precision: !horizontal && counts ? 0 : undefined }, beginAtZero: true },
    },
  };
}

/** A chart's text for screen readers: the figures themselves are in the table above. */
const label = (title: string) =>
  `Chart: ${title.toLowerCase()}. The figures are in the table above.`;

/** One chart in its card: `horizontal` lays the bars down; `counts` gives whole-number ticks. */
function ChartCard({
  title,
  data,
  horizontal = false,
  counts = true,
}: {
  title: string;
  data: ChartData<'bar'>;
  horizontal?: boolean;
  counts?: boolean;
}) {
  return (
    <figure className="flex min-w-0 flex-col gap-2 rounded-lg border p-3">
      <figcaption className="font-medium">{title}</figcaption>
      <div className="relative h-72">
        <Bar
          role="img"
          aria-label={label(title)}
          data={data}
          options={options(horizontal, counts)}
        />
      </div>
    </figure>
  );
}

export function AnalyticsCharts({ summary }: { summary: AnalyticsSummary }) {
  const labels = HERO_MESSAGES.map((message) => message.id);
  const figures = labels.map(
    (id) => summary.byHeroMessage[id] ?? { impressions: 0, clicks: 0, conversionRate: 0 },
  );
  const perMessage: ChartData<'bar'> = {
    labels,
    datasets: [
      {
        label: 'Impressions',
        data: figures.map((f) => f.impressions),
        backgroundColor: IMPRESSIONS,
      },
      { label: 'Clicks', data: figures.map((f) => f.clicks), backgroundColor: CLICKS },
    ],
  };
  const conversion: ChartData<'bar'> = {
    labels,
    datasets: [
      {
        label: 'Conversion (%)',
        data: figures.map((f) => f.conversionRate),
        backgroundColor: CONVERSION,
      },
    ],
  };
  const byDevice: ChartData<'bar'> = {
    labels: DEVICES.map(capitalize),
    datasets: [
      {
        label: 'Events',
        data: DEVICES.map((d) => summary.byDevice[d]),
        backgroundColor: IMPRESSIONS,
      },
    ],
  };
  const byTime: ChartData<'bar'> = {
    labels: ['Morning (6-11)', 'Afternoon (12-17)', 'Evening (18-23)', 'Night (0-5)'],
    datasets: [
      {
        label: 'Events',
        data: TIMES_OF_DAY.map((t) => summary.byTimeOfDay[t]),
        backgroundColor: CLICKS,
      },
    ],
  };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard title="Impressions and clicks per hero message" data={perMessage} horizontal />
      <ChartCard title="Conversion per hero message" data={conversion} horizontal counts={false} />
      <ChartCard title="Events by device" data={byDevice} />
      <ChartCard title="Events by time of day" data={byTime} />
    </div>
  );
}
