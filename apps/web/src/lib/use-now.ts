/** The clock for what shows time relative to now (notification times): it moves on every `tickMs`. */
import { useEffect, useState } from 'react';

export function useNow(tickMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
