// The page's one script tag. The page arrives rendered by the server, so nothing the first paint
// needs is JavaScript: the app (React, the screen's code) is fetched only after that paint, which
// leaves a slow phone connection to the stylesheet and the page's images first. The screen's
// chunks the server listed are preloaded at the same moment, so they arrive in parallel.
import { PRELOAD_ELEMENT_ID } from '../../shared/domain/page-render';

function preloadScreen() {
  let files: unknown = [];
  try {
    files = JSON.parse(document.getElementById(PRELOAD_ELEMENT_ID)?.textContent || '[]');
  } catch {
    // Without the list the app still loads; the screen's chunks just come a little later.
  }
  for (const href of Array.isArray(files) ? files : []) {
    if (typeof href !== 'string' || !href.startsWith('/assets/')) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

let started = false;
function start() {
  if (started) return;
  started = true;
  preloadScreen();
  void import('./main');
}

// After the first paint: the frame's callback runs just before it, the timeout right after.
requestAnimationFrame(() => setTimeout(start, 0));
// A tab opened in the background paints no frames; start anyway.
setTimeout(start, 1500);
