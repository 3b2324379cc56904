/** Spec section 9: the timer ticks every second, and a milestone's toast stays 8 s. */
export const COUNTDOWN_TICK_MS = 1_000;
export const MILESTONE_TOAST_MS = 8_000;
