// WCAG 2.1 AA (1.4.3): a toast's text needs 4.5:1 against its background. sonner's rich colours give
// 4.26:1 for success and about 3:1 for warnings, so the toaster sets darker text colours of its own.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { render, screen } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { showToast } from '../../../src/client/ui/toast';
import Toaster from '../../../src/client/ui/toaster';

afterEach(() => sonnerToast.dismiss());

type Hsl = [number, number, number];

function parseHsl(value: string): Hsl {
  const match = /hsl\(\s*([\d.]+),\s*([\d.]+)%,\s*([\d.]+)%\s*\)/.exec(value);
  if (!match) throw new Error(`not an hsl() colour: ${value}`);
  return [Number(match[1]), Number(match[2]) / 100, Number(match[3]) / 100];
}

/** Relative luminance (WCAG) of an hsl() colour. */
function luminance([h, s, l]: Hsl): number {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(8) + 0.0722 * channel(4);
}

function contrast(a: Hsl, b: Hsl): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** sonner's own light-theme background for a toast type, read from its stylesheet. */
function sonnerLightBackground(type: string): Hsl {
  const css = readFileSync(createRequire(import.meta.url).resolve('sonner/dist/styles.css'), 'utf8');
  const light = css.slice(css.indexOf("[data-sonner-toaster][data-sonner-theme='light']"));
  const match = new RegExp(`--${type}-bg:\\s*(hsl\\([^)]*\\))`).exec(light);
  if (!match?.[1]) throw new Error(`no light background for ${type}`);
  return parseHsl(match[1]);
}

describe('toast colours', () => {
  it('give every kind of toast text at least 4.5:1 against its background', async () => {
    render(<Toaster />);
    await showToast('success', 'Profile updated successfully');
    await screen.findByText('Profile updated successfully');
    const toaster = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    for (const type of ['success', 'error', 'warning', 'info']) {
      const text = toaster?.style.getPropertyValue(`--${type}-text`) ?? '';
      expect(contrast(parseHsl(text), sonnerLightBackground(type)), type).toBeGreaterThanOrEqual(4.5);
    }
  });
});
