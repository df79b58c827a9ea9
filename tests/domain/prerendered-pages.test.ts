import { describe, expect, it } from 'vitest';
import { prerenderedPageFile, routeOf } from '../../src/domain/prerendered-pages';

describe('where a prerendered page lives', () => {
  it.each([
    ['/', 'pages/index.html'],
    ['/terms', 'pages/terms.html'],
    ['/products/home-insurance', 'pages/products/home-insurance.html'],
  ])('%s is written to and served from %s', (route, file) => {
    expect(prerenderedPageFile(route)).toBe(file);
  });

  it.each([
    ['/', '/'],
    ['/products/homepackage?step=2', '/products/homepackage'],
    ['/products/homepackage/', '/products/homepackage'],
    ['/terms#cancellation', '/terms'],
  ])('the URL %s asks for the route %s', (url, route) => {
    expect(routeOf(url)).toBe(route);
  });
});
