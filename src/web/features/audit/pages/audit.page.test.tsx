import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../../../tests/web/support/mock-fetch';
import { withPageTestHooks } from '../../../../../tests/web/support/page-test-hooks';
import { renderWithRouter } from '../../../../../tests/web/support/render-with-router';
import { AuditPage } from './audit.page';

withPageTestHooks();

const streams = () =>
  jsonResponse({
    success: true,
    total: 2,
    streams: [
      {
        streamId: 'user-7',
        category: 'user',
        events: 2,
        first: '2026-12-01T10:00:00.000000Z',
        last: '2026-12-01T10:05:00.000000Z',
      },
    ],
  });

describe('Audit page', () => {
  it('lists the streams, one person history and the verify result', async () => {
    mockFetch({
      'GET /api/audit/streams': streams,
      'GET /api/audit/people/7/events': () =>
        jsonResponse({
          success: true,
          events: [
            {
              position: '41',
              streamId: 'user-7',
              revision: '1',
              type: 'AuditorGranted',
              recordedAt: '2026-12-01T10:05:00.000000Z',
              metadata: { actor: 'cli' },
              data: { userId: 7 },
            },
          ],
        }),
      'POST /api/audit/verify': () =>
        jsonResponse({
          success: true,
          ok: true,
          problems: 0,
          chain: { checked: 2, findings: [] },
          readModels: { replayed: 2, tables: 9, differences: [] },
        }),
    });
    renderWithRouter(<AuditPage />, '/audit');
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'user-7' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Person history' }));
    await user.type(screen.getByLabelText('User ID'), '7');
    await user.click(screen.getByRole('button', { name: 'Show events' }));
    expect(await screen.findByRole('cell', { name: 'AuditorGranted' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Verify' }));
    await user.click(screen.getByRole('button', { name: 'Run verification' }));
    expect(await screen.findByText('Audit passed.')).toBeInTheDocument();
    expect(screen.getByText(/2 events checked, intact/)).toBeInTheDocument();
  });

  it('refuses a user id that is not a number without calling the server', async () => {
    const fetchMock = mockFetch({ 'GET /api/audit/streams': streams });
    renderWithRouter(<AuditPage />, '/audit');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Person history' }));
    await user.type(screen.getByLabelText('User ID'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Show events' }));
    expect(await screen.findByText('Please enter a valid user ID')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/people/'))).toBe(false);
  });
});
