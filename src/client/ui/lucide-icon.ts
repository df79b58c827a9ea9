// The client build's stand-in for lucide-react's icon factory (scripts/vite-lucide-icons.ts). Lucide's own
// goes through a context provider, class merging, an accessibility probe and a generic node builder: about
// 1.5 KB gz on every page, for icons this app always draws the same way (24-unit grid, currentColor,
// `aria-hidden` or a label of its own). This draws the same <svg>, attribute for attribute
// (tests/client/ui/lucide-icon.test.tsx compares the markup with lucide's), from lucide's own icon data.
import { createElement, type ReactNode, type Ref, type SVGProps } from 'react';

interface LucideIconData {
  name?: string;
  node: [string, Record<string, string>][];
  aliases?: string[];
}

type IconProps = SVGProps<SVGSVGElement> & {
  ref?: Ref<SVGSVGElement>;
  size?: number | string;
  color?: string;
  children?: ReactNode;
};

// Lucide leaves an icon to screen readers when any of these is given; else it hides it.
const labelled = (props: object) =>
  Object.entries(props).some(
    ([name, value]) => value != null && (name.startsWith('aria-') || name === 'role' || name === 'title'),
  );

export default function createLucideIcon(icon: LucideIconData) {
  const classes = [
    'lucide',
    ...[icon.name, ...(icon.aliases ?? [])].filter(Boolean).map((name) => `lucide-${name}`),
  ];
  const LucideIcon = ({ size = 24, color, strokeWidth = 2, className, children, ...rest }: IconProps) =>
    createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: rest.width ?? size,
        height: rest.height ?? size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: color || 'currentColor',
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...new Set([...classes, ...(className ?? '').split(/\s+/).filter(Boolean)])].join(' '),
        ...(children || labelled(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  LucideIcon.displayName = icon.name;
  return LucideIcon;
}
