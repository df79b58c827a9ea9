// jsdom has no matchMedia. This one answers the reduced-motion query from a switch a test flips, and tells
// listeners when it flips, as a phone's accessibility setting would.
import { afterEach, beforeAll } from 'vitest';

type Listener = (event: { matches: boolean }) => void;

let reduceMotion = false;
const listeners = new Set<Listener>();

export function setReducedMotion(on: boolean): void {
  reduceMotion = on;
  for (const listener of listeners) listener({ matches: on });
}

/** Installs the stand-in for the test file; each test starts with reduced motion off. */
export function emulateReducedMotionSetting(): void {
  beforeAll(() => {
    window.matchMedia = ((query: string) => ({
      media: query,
      get matches() {
        return query.includes('reduce') && reduceMotion;
      },
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
      addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => setReducedMotion(false));
}

/**
 * Every vertical offset (px) an animated element's inline style shows until `settled` holds: 0 for a style
 * without a translateY. An element that slides shows values between its start and 0.
 */
export function recordVerticalOffsets(element: Element): { offsets: number[]; stop: () => void } {
  const offsets: number[] = [];
  const record = () => {
    const match = (element.getAttribute('style') ?? '').match(/translateY\(([\d.]+)px\)/);
    offsets.push(match ? Number(match[1]) : 0);
  };
  record();
  const observer = new MutationObserver(record);
  observer.observe(element, { attributes: true, attributeFilter: ['style'] });
  return { offsets, stop: () => observer.disconnect() };
}
