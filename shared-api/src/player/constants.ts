// The player domain's lists and limits, below its schemas: the TypeBox schemas validate with them and
// the contract re-exports them, so neither imports the other's values.

/**
 * The types the player shows (docs/product/player.md#player-content-item); the wizard's assignment shows as
 * its instructions.
 */
export const PLAYER_LESSON_TYPES = ['video', 'pdf', 'text', 'quiz', 'assignment'] as const;

export const QUIZ_QUESTION_KINDS = ['single', 'multiple'] as const;
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];
/**
 * Qualities (rendition heights); the menu offers Auto and those the stream has
 * (docs/product/player.md#video-figures).
 */
export const VIDEO_QUALITIES = [1440, 1080, 720, 576, 480, 360] as const;
export type VideoQuality = (typeof VIDEO_QUALITIES)[number];

export const ANALYTICS_EVENTS = [
  'play',
  'pause',
  'seek',
  'complete',
  'ratechange',
  'qualitychange',
  'error',
] as const;

/** Report reasons, in the order the select lists them (docs/product/player.md#report-reasons). */
export const REPORT_REASONS = ['inappropriate', 'quality', 'misleading', 'copyright', 'other'] as const;
