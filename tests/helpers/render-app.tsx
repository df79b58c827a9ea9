import { render } from '@testing-library/react';
import { App } from '../../src/client/app';

/** Renders the whole app at a URL, as a visitor opening that link would see it. */
export function renderAppAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}
