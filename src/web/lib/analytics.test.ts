import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, sentBodies } from '../../../tests/web/support/mock-fetch';
import { analyticsEvent, track, TRACK_URL } from './analytics';

afterEach(() => vi.restoreAllMocks());

const withoutBeacons = () => Reflect.deleteProperty(navigator, 'sendBeacon');

function viewport(width: number, height: number) {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(width);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(height);
}

describe('landing analytics', () => {
  it("builds the spec's event: random id, ISO time, device, time of day, viewport", () => {
    viewport(820, 1180);
    const at = new Date(2026, 10, 27, 19, 5);
    const click = analyticsEvent(
      { eventType: 'click', messageId: 'gentle-1', buttonId: 'hero-begin-journey' },
      at,
    );
    expect(click).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
      timestamp: at.toISOString(),
      eventType: 'click',
      data: {
        messageId: 'gentle-1',
        buttonId: 'hero-begin-journey',
        device: 'tablet',
        timeOfDay: 'evening',
        viewportSize: { width: 820, height: 1180 },
      },
    });
    const impression = analyticsEvent({ eventType: 'impression', messageId: 'gentle-1' }, at);
    expect(impression.data).not.toHaveProperty('buttonId');
    expect(impression.id).not.toBe(click.id);
  });

  it('sends with a beacon, which outlives the navigation a click starts', async () => {
    const beacon = vi.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const fetchMock = mockFetch({});
    track({ eventType: 'impression', messageId: 'curious-1' });
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0]!;
    expect(url).toBe(TRACK_URL);
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toMatchObject({
      eventType: 'impression',
      data: { messageId: 'curious-1' },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch, and only logs when the server refuses', async () => {
    withoutBeacons();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = mockFetch({
      'POST /api/analytics/track': () => jsonResponse({ success: false, message: 'Too many' }, 429),
    });
    expect(() => track({ eventType: 'impression', messageId: 'curious-1' })).not.toThrow();
    expect(sentBodies(fetchMock, 'POST /api/analytics/track')).toEqual([
      expect.objectContaining({ eventType: 'impression' }),
    ]);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ keepalive: true, credentials: 'omit' });
    await vi.waitFor(() => expect(errors).toHaveBeenCalledWith('Analytics tracking failed', 429));
  });

  it('only logs when the network fails', async () => {
    withoutBeacons();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    track({ eventType: 'impression', messageId: 'curious-1' });
    await vi.waitFor(() =>
      expect(errors).toHaveBeenCalledWith('Analytics tracking failed', expect.any(TypeError)),
    );
  });
});
