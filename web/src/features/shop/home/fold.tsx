import { useId, useState } from 'react';

/**
 * A part of the shop's home that folds into one line on a phone (issue 34, item 2): the search
 * and the catalogue come first, "Order again" and the offers open on a tap. From 1024 px wide
 * the part is always shown and its line is gone. Drawn the same on the server (closed), so
 * nothing moves as the page hydrates.
 */
export function Fold({ label, children }: { label: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <button
        type="button"
        className="flex min-h-11 w-full items-center justify-between rounded-2xl bg-white px-4 py-2 text-left font-semibold text-leaf-900 ring-1 ring-leaf-100 lg:hidden"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
      >
        <span>{label}</span>
        <span aria-hidden="true" className={`transition-transform ${open ? 'rotate-180' : ''}`}>
          ▾
        </span>
      </button>
      <div id={id} className={`${open ? 'mt-2 block' : 'hidden'} lg:mt-0 lg:block`}>
        {children}
      </div>
    </div>
  );
}
