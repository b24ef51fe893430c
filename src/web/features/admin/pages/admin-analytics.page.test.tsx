import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../components/ui/toast.store';
import { summarize } from '../../../../domain/analytics/analytics-summary';
import { jsonResponse, mockFetch } from '../../../../../tests/web/support/mock-fetch';
import { withPageTestHooks } from '../../../../../tests/web/support/page-test-hooks';
import { renderWithRouter } from '../../../../../tests/web/support/render-with-router';
import { AdminAnalyticsPage } from './admin-analytics.page';

// jsdom has no canvas: the charts are drawn in the browser tests; here they show their figures.
vi.mock('../components/analytics-charts', () => ({
  AnalyticsCharts: ({ summary }: { summary: { totalEvents: number } }) => (
    <p data-testid="charts">{`charts of ${summary.totalEvents} events`}</p>
  ),
}));

withPageTestHooks();

const hour = new Date('2026-11-27T09:00:00Z');
const summary = summarize([
  {
    hour,
    hourOfDay: 9,
    messageId: 'gentle-1',
    eventType: 'impression',
    device: 'mobile',
    buttonId: '',
    count: 400,
  },
  {
    hour,
    hourOfDay: 9,
    messageId: 'gentle-1',
    eventType: 'click',
    device: 'mobile',
    buttonId: 'hero-begin-journey',
    count: 120,
  },
  {
    hour,
    hourOfDay: 20,
    messageId: 'curious-1',
    eventType: 'impression',
    device: 'desktop',
    buttonId: '',
    count: 400,
  },
  {
    hour,
    hourOfDay: 20,
    messageId: 'curious-1',
    eventType: 'click',
    device: 'desktop',
    buttonId: 'hero-begin-journey',
    count: 20,
  },
]);
const answer = () => jsonResponse({ success: true, summary, message: 'Analytics loaded.' });
const toasts = () =>
  useToastStore.getState().toasts.map((t) => `${t.title}|${t.description ?? ''}`);

describe('Analytics Dashboard (SPEC.md sections 2 and 7)', () => {
  it('shows the last 7 days: totals, each tagline with its conversion and interval, and a verdict', async () => {
    const fetchMock = mockFetch({ 'GET /api/analytics/summary': answer });
    renderWithRouter(<AdminAnalyticsPage />, '/admin-analytics');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Analytics Dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Time period')).toHaveValue('7d');
    const figures = within(await screen.findByLabelText('Totals'));
    expect(figures.getByText('940')).toBeInTheDocument();
    expect(figures.getByText('800')).toBeInTheDocument();
    expect(figures.getByText('140')).toBeInTheDocument();
    expect(figures.getByText('17.50%')).toBeInTheDocument();
    const gentle = screen
      .getByText('Rest here a while. A gentle story is waiting for you.')
      .closest('tr')!;
    expect(within(gentle).getByText('30.00%')).toBeInTheDocument();
    expect(within(gentle).getByText(/^25\.\d\d% – 34\.\d\d%$/)).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(11); // the header and the 10 hero messages
    expect(screen.getByTestId('leader-verdict')).toHaveTextContent(
      '“Rest here a while. A gentle story is waiting for you.” is really ahead: at 30.00%',
    );
    expect(screen.getByTestId('charts')).toHaveTextContent('charts of 940 events');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/analytics/summary?timeframe=7d');
    expect(screen.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('reads another period when chosen, again on Refresh, and exports the chosen period', async () => {
    const fetchMock = mockFetch({ 'GET /api/analytics/summary': answer });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithRouter(<AdminAnalyticsPage />, '/admin-analytics');
    await screen.findByLabelText('Totals');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Time period'), 'Last 24 hours');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
        '/api/analytics/summary?timeframe=24h',
      ),
    );
    const calls = fetchMock.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(calls + 1));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(open).toHaveBeenCalledWith('/api/analytics/export?timeframe=24h', '_blank', 'noopener');
  });

  it("says Analytics Error: Failed to load analytics data when the summary can't be read", async () => {
    mockFetch({
      'GET /api/analytics/summary': () => jsonResponse({ success: false, message: 'down' }, 503),
    });
    renderWithRouter(<AdminAnalyticsPage />, '/admin-analytics');
    await waitFor(() =>
      expect(toasts()).toContain('Analytics Error|Failed to load analytics data'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load analytics data');
  });
});
