// The public face of the price-lists module: other modules import only from here.
/** The sections that have a published price list valid on a day (the site's menu shows them). */
export { publishedSections } from './repository.js';
/** The price lists' spreadsheet reader (worker, queue, limits) for another module's upload. */
export { spreadsheetRows, type SpreadsheetRowsFailure } from './reader/rows-of-upload.js';
export { resolvePriceListType as resolveSpreadsheetType } from './file-type.js';
