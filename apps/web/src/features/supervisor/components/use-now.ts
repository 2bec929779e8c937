import { useEffect, useState } from 'react';

/** The time now, renewed every `ms` while `ticking` (durations of ongoing engagements tick with it). */
export const useNow = (ticking: boolean, ms = 1000): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ticking, ms]);
  return now;
};
