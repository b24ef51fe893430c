// The landing page's analytics event (SPEC.md sections 3 and 9): what a visitor's browser sends
// when a hero message is shown or a landing button is clicked. Shared by the browser that builds
// it and the server that validates it.
import { HERO_MESSAGES } from './hero-messages';

export const ANALYTICS_EVENT_TYPES = ['impression', 'click'] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** The buttons of the landing page whose clicks count as conversions. */
export const LANDING_BUTTON_IDS = ['hero-begin-journey', 'closing-try-free-story'] as const;
export type LandingButtonId = (typeof LANDING_BUTTON_IDS)[number];

export const HERO_MESSAGE_IDS = HERO_MESSAGES.map((message) => message.id);

export const ANALYTICS_TIMEFRAMES = ['24h', '7d', '30d'] as const;
export type AnalyticsTimeframe = (typeof ANALYTICS_TIMEFRAMES)[number];

export const TIMEFRAME_HOURS: Record<AnalyticsTimeframe, number> = {
  '24h': 24,
  '7d': 7 * 24,
  '30d': 30 * 24,
};

export interface AnalyticsEvent {
  id: string;
  timestamp: string;
  eventType: AnalyticsEventType;
  data: {
    messageId: string;
    buttonId?: LandingButtonId;
    device: Device;
    timeOfDay: TimeOfDay;
    viewportSize: { width: number; height: number };
  };
}

/** Device class by window width: under 768 mobile, under 1024 tablet, else desktop. */
export function deviceForWidth(width: number): Device {
  if (width < 768) return 'mobile';
  if (width < 1024) return 'tablet';
  return 'desktop';
}

/** The visitor's time of day as the browser reports it: 5-12 morning, 12-17 afternoon, 17-22 evening. */
export function timeOfDayForHour(hour: number): TimeOfDay {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 22) return 'evening';
  return 'night';
}

/** The admin summary's buckets: morning 6-11, afternoon 12-17, evening 18-23, night 0-5. */
export function summaryBucketForHour(hour: number): TimeOfDay {
  if (hour >= 6 && hour <= 11) return 'morning';
  if (hour >= 12 && hour <= 17) return 'afternoon';
  if (hour >= 18 && hour <= 23) return 'evening';
  return 'night';
}
