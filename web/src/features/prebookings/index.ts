/**
 * What other screens may use of the prebookings (docs/decisions/013-web-layers-and-cache.md):
 * the conversion dialog, opened from the order's own view too.
 */
export { ConvertPrebooking } from './components/convert-prebooking';
