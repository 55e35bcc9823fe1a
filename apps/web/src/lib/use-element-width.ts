/**
 * The content width of an element, kept current with a ResizeObserver. Mantine's useElementSize
 * does the same, but @mantine/hooks is bundled into the chunk every page loads (vite.config.ts
 * `mantine` group), so using it from a lazy screen grew the first screen by 1.4 kB gzip.
 */
import { useCallback, useRef, useState } from 'react';

export function useElementWidth<T extends HTMLElement>(): { ref: (node: T | null) => void; width: number } {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((node: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const o = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    o.observe(node);
    observer.current = o;
  }, []);
  return { ref, width };
}
