/** SPEC.md section 9: a toast shows for 5000 ms unless told otherwise; swipe right 50 px to dismiss. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** F8 moves focus to the notification area. */
export const TOAST_HOTKEY = ['F8'];
