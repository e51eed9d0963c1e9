/** The button that opens and closes a menu below lg: three bars, or a cross while it is open. */
export function MenuToggle(props: { open: boolean; controls: string; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="rounded-md p-2 text-leaf-900 hover:bg-leaf-50 lg:hidden"
      aria-expanded={props.open}
      aria-controls={props.controls}
      aria-label={props.label}
      onClick={props.onClick}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
        {props.open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
    </button>
  );
}
