import { Breadcrumb } from './breadcrumb';

/** The band at the top of a content page: breadcrumb, title and an optional lead. */
export function PageHeader({ title, lead }: { title: string; lead?: string }) {
  return (
    <div className="bg-gradient-to-b from-petal-100 to-cream">
      <div className="container-page py-10">
        <Breadcrumb current={title} />
        <h1 className="mt-4 font-serif text-4xl font-bold text-leaf-900">{title}</h1>
        {lead && <p className="mt-4 max-w-3xl text-lg text-gray-700">{lead}</p>}
      </div>
    </div>
  );
}
