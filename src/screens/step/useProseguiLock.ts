/** §9 "Buttons labelled Prosegui are locked for 1 second after a click", for buttons outside a step form. */
import { useEffect, useRef, useState } from 'react';
import { SUBMIT_REPEAT_WINDOW_MS } from '../../flows';

export function useProseguiLock(): [locked: boolean, lock: () => void] {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const lock = () => {
    setLocked(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLocked(false), SUBMIT_REPEAT_WINDOW_MS);
  };
  return [locked, lock];
}
