// A part of the page whose code loads after the page is interactive (below the fold, or heavy)
// without a hydration mismatch. The server renders it in full. Before hydrating, main.tsx keeps
// each island's server HTML (captureIslands); while the page hydrates and until the part's code
// has loaded, the island shows that HTML as it is (dangerouslySetInnerHTML); then React renders the
// part for real in its place. Unlike a lazy component under <Suspense>, no update elsewhere can
// force the part back to a fallback.
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** True in the server bundle (Vite sets import.meta.env.SSR), false in the browser's. */
const ON_SERVER = import.meta.env.SSR;

/** Calls back once the element comes near the screen, or is touched or focused before that. */
function whenNear(element: Element | null, callback: () => void): () => void {
  if (!element || typeof IntersectionObserver === 'undefined') {
    callback();
    return () => {};
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    stop();
    callback();
  };
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && once(), { rootMargin: '600px 0px' });
  observer.observe(element);
  element.addEventListener('pointerdown', once);
  element.addEventListener('focusin', once);
  function stop() {
    observer.disconnect();
    element?.removeEventListener('pointerdown', once);
    element?.removeEventListener('focusin', once);
  }
  return stop;
}

const serverHtml = new Map<string, string>();

/**
 * Server side: the islands that are the same on every page (no props, nothing read from the page),
 * and the HTML each was rendered to once (entry-server.tsx renders them when loaded). A page then
 * carries that HTML as it is instead of rendering the island again: the blog listing under every
 * page was a quarter of a job page's markup.
 */
export const samePageIslands = new Map<string, { load: () => Promise<ComponentType>; html?: string }>();

/** Keeps the server's HTML of every island on the page; call it once, before hydrating. */
export function captureIslands(doc: Pick<Document, 'querySelectorAll'>) {
  for (const element of doc.querySelectorAll<HTMLElement>('[data-island]')) serverHtml.set(element.dataset.island ?? '', element.innerHTML);
}

/** @param id names the island in the page (data-island), so its server HTML can be found again. */
export function createIsland<P extends object>(id: string, load: Loader<P>, { className, sameOnEveryPage }: { className?: string; sameOnEveryPage?: boolean } = {}) {
  let Loaded: ComponentType<P> | null = null;
  if (ON_SERVER && sameOnEveryPage) samePageIslands.set(id, { load: () => load().then((module) => module.default as ComponentType) });
  const load_ = () => load().then((module) => (Loaded = module.default));
  const ServerPart = lazy(load);

  function Island(props: P): ReactNode {
    const ref = useRef<HTMLDivElement>(null);
    // Loaded before this mount (a later navigation): render at once, no placeholder.
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => Loaded);
    useEffect(() => {
      if (Component) return;
      let active = true;
      const stop = whenNear(ref.current, () => void load_().then((C) => active && setComponent(() => C)));
      return () => {
        active = false;
        stop();
      };
    }, [Component]);

    if (ON_SERVER) {
      const once = samePageIslands.get(id)?.html;
      if (once !== undefined) return <div className={className} data-island={id} dangerouslySetInnerHTML={{ __html: once }} />;
      return (
        <div className={className} data-island={id}>
          <Suspense fallback={null}>
            <ServerPart {...props} />
          </Suspense>
        </div>
      );
    }
    if (!Component) {
      const html = serverHtml.get(id) ?? '';
      return <div ref={ref} className={className} data-island={id} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
    }
    // data-island-ready: the part is live (tests wait for it before using its controls).
    return (
      <div className={className} data-island={id} data-island-ready="">
        <Component {...props} />
      </div>
    );
  }
  return Island;
}
