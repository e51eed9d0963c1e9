/** The flower mark beside the business name. */
export function Logo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className="size-9 shrink-0">
      <rect width="64" height="64" rx="14" fill="#1f3d2b" />
      <g fill="#f4b6c8">
        <circle cx="32" cy="20" r="9" />
        <circle cx="20" cy="30" r="9" />
        <circle cx="44" cy="30" r="9" />
        <circle cx="25" cy="43" r="9" />
        <circle cx="39" cy="43" r="9" />
      </g>
      <circle cx="32" cy="33" r="7" fill="#f2c14e" />
    </svg>
  );
}
