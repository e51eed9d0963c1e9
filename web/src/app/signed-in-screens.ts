/** A screen's module: its component, the default export of a file of features/ named *-page.tsx. */
export interface ScreenModule {
  default: React.ComponentType;
}

/**
 * The signed-in screens (the florist's, the back-office's, the driver's), by their path under
 * features/: a chunk of its own, loaded with the first of them, so that the app's entry names
 * only the public screens (routes.tsx).
 */
const screens = import.meta.glob<ScreenModule>([
  '../features/**/*-page.tsx',
  '!../features/public/**',
  '!../features/auth/**',
  '!../features/fresh-list/unsubscribe-page.tsx',
]);

/** Loads the screen at features/<name>.tsx ('shop/shop-page'). */
export function loadScreen(name: string): Promise<ScreenModule> {
  const load = screens[`../features/${name}.tsx`];
  if (!load) throw new Error(`No screen features/${name}.tsx`);
  return load();
}
