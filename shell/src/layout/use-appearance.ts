// The signed-in person's look, from their settings on the server (the Settings page saves them): theme,
// reduced motion and font size follow them to every device. Applied by the portal frame, so the sign-in page
// carries none of it; a change saved on the Settings page arrives through the shared SWR cache at once.
import { useEffect } from 'react';
import { FONT_SIZE_PX, useUserSettings, type UserSettings } from '@portal/shared-api/settings';
import { followSystemColorMode, setColorMode } from '@portal/shared-ui';

const STYLE_ID = 'portal-reduced-motion';

function reducedMotionStyle() {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  // Near-zero rather than none, so code waiting for animationend/transitionend still hears it.
  style.textContent = `html[data-reduced-motion] *, html[data-reduced-motion] *::before, html[data-reduced-motion] *::after {
  animation-duration: 0.01ms !important; animation-iteration-count: 1 !important;
  transition-duration: 0.01ms !important; scroll-behavior: auto !important; }`;
  document.head.append(style);
}

export function applyAppearance(settings: UserSettings) {
  const root = document.documentElement;
  if (settings.Theme === 'system') followSystemColorMode();
  else setColorMode(settings.Theme);
  reducedMotionStyle();
  root.toggleAttribute('data-reduced-motion', settings.ReducedMotion);
  root.style.fontSize = settings.FontSize === 'medium' ? '' : `${FONT_SIZE_PX[settings.FontSize]}px`;
}

export function useAppearance() {
  const { data } = useUserSettings();
  useEffect(() => {
    if (data) applyAppearance(data);
  }, [data]);
}
