import { useEffect, useState } from 'react';
import { serviceClockParts } from '../../api/service-time';
import { useDemoSettings } from '../../lib/demo-controls';

export interface ServiceNow {
  /** The service's today, YYYY-MM-DD. */
  today: string;
  /** The service's current hour, 0–23. */
  hour: number;
  /** "14:05", the service's wall clock. */
  time: string;
}

const same = (a: ServiceNow, b: ServiceNow) =>
  a.today === b.today && a.hour === b.hour && a.time === b.time;

function read(fixedNow: string | null | undefined): ServiceNow {
  const { ymd, hour, time } = serviceClockParts(fixedNow ? new Date(fixedNow) : new Date());
  return { today: ymd, hour, time: time.slice(0, 5) };
}

/**
 * The service's day and hour (never the device's), read again every minute so "today" rolls over
 * at midnight in Seoul and the hour in progress moves on. In the demo, a pinned service clock wins.
 */
export function useServiceNow(): ServiceNow {
  const fixedNow = useDemoSettings()?.fixedNow;
  const [now, setNow] = useState(() => read(fixedNow));
  useEffect(() => {
    const update = () => {
      const next = read(fixedNow);
      setNow((previous) => (same(previous, next) ? previous : next));
    };
    update();
    if (fixedNow) return;
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, [fixedNow]);
  return now;
}
