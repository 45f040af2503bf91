// What a User-Agent header says about the device and browser: the Security page's session list, and the
// device of a history event or a video event.
/** A readable device and browser for the Security page, from the User-Agent header. */
export function describeAgent(userAgent: string): {
  device: 'Desktop' | 'Mobile' | 'Tablet';
  browser: string;
} {
  const device = /ipad|tablet/i.test(userAgent)
    ? 'Tablet'
    : /mobi|iphone|android/i.test(userAgent)
      ? 'Mobile'
      : 'Desktop';
  const browser =
    [
      [/edg\//i, 'Edge'],
      [/firefox\//i, 'Firefox'],
      [/chrom(e|ium)\//i, 'Chrome'],
      [/safari\//i, 'Safari'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? 'Unknown browser';
  return { device, browser: browser as string };
}

const DEVICE_TYPES = { Desktop: 'desktop', Mobile: 'mobile', Tablet: 'tablet' } as const;

/** The stored device type and browser of an event, from the User-Agent header. */
export function agentOf(userAgent: string): { deviceType: string; browserType: string } {
  const { device, browser } = describeAgent(userAgent);
  return { deviceType: DEVICE_TYPES[device], browserType: browser };
}
