import { useEffect, useState } from 'react';

/**
 * False until the browser has drawn a frame of what the component first rendered, then true, so that what waits on
 * it (code to fetch, a larger render) does not hold that frame back; true at once when `now`. A page in the
 * background draws no frames: there it is true at once, or as soon as the page is hidden.
 */
export const useAfterFirstFrame = (now = false): boolean => {
  const [drawn, setDrawn] = useState(
    () => now || typeof requestAnimationFrame !== 'function' || document.visibilityState !== 'visible',
  );
  useEffect(() => {
    if (drawn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const go = () => setDrawn(true);
    // A frame's callbacks run just before it is drawn; a timeout set there runs just after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(go, 0);
    });
    document.addEventListener('visibilitychange', go);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', go);
    };
  }, [drawn]);
  return drawn;
};
