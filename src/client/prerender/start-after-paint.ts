// The one script a prerendered public page starts with. The page is already on screen, and its scripts only
// make it interactive: on slow mobile data they would share the bandwidth with what the first paint needs
// (the hero image, the font), so they are fetched once that has loaded. Their list is on this script's tag
// (written by scripts/vite-prerender.ts): the app's entry, the libraries it imports and the page's chunk,
// all fetched at once rather than one import after another.
const tag = document.querySelector<HTMLScriptElement>('script[data-app-scripts]');
const [entry, ...imports] = (tag?.dataset.appScripts ?? '').split(' ').filter(Boolean);

// A visitor who taps a button (the menu, a carousel's arrow) before the app has started must not tap for
// nothing: the tap starts the scripts at once, and is handed to the button once the app owns the page
// (React hydrates the part that was tapped first).
let tapped: HTMLElement | null = null;
const onEarlyTap = (event: Event) => {
  const button = (event.target as Element | null)?.closest?.('button');
  if (!button) return;
  tapped = button;
  startOnce();
};
document.addEventListener('click', onEarlyTap, true);

function start(): void {
  for (const href of imports) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (!entry) return;
  // The entry hydrates the page as it runs: from then on React takes every tap itself.
  void import(/* @vite-ignore */ entry).then(() => {
    document.removeEventListener('click', onEarlyTap, true);
    if (tapped?.isConnected) tapped.click();
    tapped = null;
  });
}

// A hero image that never arrives on a patchy connection must not keep the page inert: start anyway after a
// few seconds.
const giveUpWaitingMs = 4000;
let started = false;
function startOnce(): void {
  if (started) return;
  started = true;
  start();
}
if (document.readyState === 'complete') startOnce();
else {
  window.addEventListener('load', () => requestAnimationFrame(() => setTimeout(startOnce, 0)), {
    once: true,
  });
  setTimeout(startOnce, giveUpWaitingMs);
}
