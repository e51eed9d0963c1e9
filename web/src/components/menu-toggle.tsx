/**
 * The button that opens and closes a menu below lg: three bars, or a cross while it is open. Its
 * labels are in data attributes too: on a show-only page (decision 044) the island opens the menu.
 */
export function MenuToggle(props: {
  open: boolean;
  controls: string;
  labels: { open: string; close: string };
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="group rounded-md p-2 text-leaf-900 hover:bg-leaf-50 lg:hidden"
      aria-expanded={props.open}
      aria-controls={props.controls}
      aria-label={props.open ? props.labels.close : props.labels.open}
      data-menu-toggle=""
      data-label-open={props.labels.open}
      data-label-close={props.labels.close}
      onClick={props.onClick}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path className="group-aria-expanded:hidden" d="M4 7h16M4 12h16M4 17h16" />
        <path className="hidden group-aria-expanded:inline" d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}
