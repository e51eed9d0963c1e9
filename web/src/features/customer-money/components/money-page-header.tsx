/** A money page's title, lead and download, stacked on a phone and side by side on a desk. */
export function MoneyPageHeader(props: { title: string; lead: string; action: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <h1 className="font-serif text-3xl font-bold text-leaf-900">{props.title}</h1>
        <p className="mt-1 text-gray-700">{props.lead}</p>
      </div>
      <div className="shrink-0">{props.action}</div>
    </div>
  );
}
