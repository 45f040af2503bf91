import type { Page } from '@playwright/test';

/**
 * Runs in the page: null when the page does not scroll sideways, else its width and the element that sticks
 * out furthest to the right (the innermost one, which is the one to fix: its ancestors only carry it), skipping
 * what a scrolling or clipping box already holds in and what is fixed to the screen.
 */
function measureOverflow(): string | null {
  const root = document.documentElement;
  const screen = root.clientWidth;
  if (root.scrollWidth <= screen) return null;

  // A box with overflow other than visible holds in what it contains, except an absolutely positioned
  // element whose containing block lies above it (a visually hidden label escapes a scrolling table that way).
  const clipped = (element: Element) => {
    const isAbsolute = getComputedStyle(element).position === 'absolute';
    let parent = isAbsolute && element instanceof HTMLElement ? element.offsetParent : element.parentElement;
    for (; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== 'visible') return true;
    }
    return false;
  };
  // Elements, and text that runs out of its box (a long word or address), which counts as its parent's.
  const boxes: { element: Element; rect: DOMRect; isText: boolean }[] = [];
  for (const element of document.body.querySelectorAll('*'))
    boxes.push({ element, rect: element.getBoundingClientRect(), isText: false });
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let text = texts.nextNode(); text; text = texts.nextNode()) {
    if (!text.parentElement || !text.textContent?.trim()) continue;
    range.selectNodeContents(text);
    boxes.push({ element: text.parentElement, rect: range.getBoundingClientRect(), isText: true });
  }
  let widest: { element: Element; right: number } | null = null;
  for (const { element, rect, isText } of boxes) {
    if (rect.width === 0 || rect.right <= screen + 0.5) continue;
    if (widest && rect.right < widest.right - 0.5) continue;
    // At the same edge, keep the deeper element: the one to fix, which its ancestors only carry.
    if (widest && rect.right < widest.right + 0.5 && element.contains(widest.element)) continue;
    if (getComputedStyle(element).position === 'fixed' || clipped(element)) continue;
    if (isText && getComputedStyle(element).overflowX !== 'visible') continue;
    widest = { element, right: rect.right };
  }

  const describe = (element: Element) => {
    const name = element.tagName.toLowerCase();
    const label = ['id', 'data-scope', 'data-part', 'aria-label', 'role']
      .map((attribute) => [attribute, element.getAttribute(attribute)] as const)
      .find(([, value]) => value);
    const siblings = element.parentElement
      ? [...element.parentElement.children].filter((child) => child.tagName === element.tagName)
      : [];
    const position = siblings.length > 1 ? `:nth-of-type(${siblings.indexOf(element) + 1})` : '';
    return label ? `${name}[${label[0]}="${label[1]}"]` : `${name}${position}`;
  };
  let selector = 'an element the scan could not name';
  if (widest) {
    const path: string[] = [];
    for (
      let element: Element | null = widest.element;
      element && element !== document.body && path.length < 5;
      element = element.parentElement
    )
      path.unshift(describe(element));
    const text = (widest.element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const { width } = widest.element.getBoundingClientRect();
    selector = `${path.join(' > ')} (${Math.round(width)} px wide, right edge at ${Math.round(widest.right)} px${text ? `, "${text}"` : ''})`;
  }
  return `${root.scrollWidth} px wide on a ${screen} px screen; widest: ${selector}`;
}

/** A line saying how far the page scrolls sideways and which element is the cause, or null when it fits. */
export async function sidewaysScroll(page: Page): Promise<string | null> {
  return page.evaluate(measureOverflow);
}
