import { useEffect, useRef, useState } from 'react';

/**
 * The server's quote page in a sandboxed frame (no scripts; same origin only so its height can be
 * read), as tall as its content at every width: it is measured again when the frame's width changes
 * (a phone turned, a window resized) and when its fonts have loaded, so it never scrolls on its own.
 */
export function QuotePageFrame({ title, html }: { title: string; html: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(800);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => {
      const body = element.contentDocument?.body;
      // The body's own height: the root element is never smaller than the frame itself.
      if (body) setHeight(Math.ceil(body.getBoundingClientRect().height));
    };
    const onLoad = () => {
      measure();
      void element.contentDocument?.fonts?.ready.then(measure);
    };
    // jsdom has no ResizeObserver; browsers all do.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    element.addEventListener('load', onLoad);
    return () => {
      observer?.disconnect();
      element.removeEventListener('load', onLoad);
    };
  }, []);

  return (
    <iframe
      ref={frame}
      title={title}
      srcDoc={html}
      sandbox="allow-same-origin"
      className="block w-full rounded-lg bg-white shadow"
      style={{ height }}
    />
  );
}
