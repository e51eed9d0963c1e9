/** A file the browser saves (the server answers it as an attachment), shown as a button. */
export function DownloadLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} download className="btn btn-secondary min-h-10 px-4 py-2 text-sm">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14" />
      </svg>
      {children}
    </a>
  );
}
