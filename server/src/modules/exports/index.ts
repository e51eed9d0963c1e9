// The public face of the exports module: other modules write their own XLSX files with it.
export { writeWorkbook, type Column, type SheetSpec } from './workbook.js';
export { XLSX_TYPE } from './service.js';
