// The browser build draws lucide's icons with our own factory (src/client/ui/lucide-icon.ts), while the
// prerender draws them with lucide's: the same <svg>, attribute for attribute, or hydration would adopt
// markup the app does not make.
import type { ComponentType } from 'react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon from '../../../src/client/ui/lucide-icon';

type IconModule = {
  default: ComponentType<Record<string, unknown>>;
  __iconData: Parameters<typeof createLucideIcon>[0];
};

const icons = ['house', 'x', 'phone', 'message-circle', 'chevron-down', 'eye-off'];
const propsAsTheAppGivesThem: Record<string, unknown>[] = [
  {},
  { 'aria-hidden': 'true', size: 18 },
  { 'aria-hidden': 'true', size: 24, className: 'hero__icon' },
  { size: 20, strokeWidth: 2.5 },
  { 'aria-label': 'Close', role: 'img' },
  { className: 'a  b', color: '#0b5d4b', width: 30 },
];

describe("the build's icon factory", () => {
  it.each(icons)('draws %s exactly as lucide-react does, whatever props the app passes', async (name) => {
    const lucide = (await import(
      `../../../node_modules/lucide-react/dist/esm/icons/${name}.mjs`
    )) as IconModule;
    const ours = createLucideIcon(lucide.__iconData);
    for (const props of propsAsTheAppGivesThem)
      expect(renderToStaticMarkup(createElement(ours, props)), JSON.stringify(props)).toBe(
        renderToStaticMarkup(createElement(lucide.default, props)),
      );
  });
});
