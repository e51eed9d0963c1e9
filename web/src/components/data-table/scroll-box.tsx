import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Whether the box is narrower than what it holds (a wide table on a phone), kept up to date. */
function useOverflows() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}

/**
 * The box a table scrolls sideways in. When the table is wider than the box, the box is a region
 * named by the caption that the keyboard can reach and scroll with the arrow keys; when it fits,
 * it is a plain box and no stop on the way.
 */
export function ScrollBox(props: { className: string; labelledBy: string; busy?: boolean; children: ReactNode }) {
  const { ref, overflows } = useOverflows();
  const region = overflows ? { role: 'region', 'aria-labelledby': props.labelledBy, tabIndex: 0 } : {};
  return (
    <div ref={ref} className={props.className} aria-busy={props.busy} {...region}>
      {props.children}
    </div>
  );
}
