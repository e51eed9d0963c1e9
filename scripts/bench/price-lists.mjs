// Reading a 5,000-row XLSX price list: time in the request thread's place (in-process) and
// through the worker the server uses, and the process's peak memory. Figures only.
import ExcelJS from 'exceljs';
import { PRICE_LIST_FILE } from '../../contract/dist/index.js';
import { readInWorker } from '../../server/dist/modules/price-lists/reader/read-in-worker.js';
import { readSpreadsheet } from '../../server/dist/modules/price-lists/reader/read-spreadsheet.js';

const ROWS = 5_000;
const RUNS = 5;

async function workbook() {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Prices');
  sheet.addRow(['SKU', 'Product', 'Colour', 'Length (cm)', 'Unit', 'Stems', 'Price', 'Total']);
  for (let i = 1; i <= ROWS; i += 1) {
    const row = sheet.addRow([
      `R${String(i).padStart(5, '0')}`,
      `Rose ${i}`,
      'Red',
      50 + (i % 4) * 10,
      'bunch',
      25,
      1 + (i % 90) / 10,
    ]);
    row.getCell(8).value = { formula: `F${i + 1}*G${i + 1}`, result: 25 * (1 + (i % 90) / 10) };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function time(run) {
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return median(times);
}

export async function benchPriceLists() {
  const file = await workbook();
  const rssBefore = process.resourceUsage().maxRSS * 1024;
  const inProcess = await time(async () => {
    const rows = await readSpreadsheet('xlsx', file, PRICE_LIST_FILE);
    if (rows.rows.length !== ROWS) throw new Error(`read ${rows.rows.length} rows`);
  });
  const heapAfter = process.memoryUsage().heapUsed;
  const inWorker = await time(async () => {
    const result = await readInWorker('xlsx', file, PRICE_LIST_FILE, {
      maxMs: 60_000,
      heapMb: PRICE_LIST_FILE.maxReadMemoryMb,
    });
    if (!result.ok) throw new Error(`worker: ${result.reason}`);
  });
  const rssPeak = process.resourceUsage().maxRSS * 1024;
  console.log(`\nPrice list: ${ROWS.toLocaleString('en')}-row XLSX (${mb(file.length)}), median of ${RUNS}`);
  console.log(`  read in-process:      ${inProcess.toFixed(0)} ms`);
  console.log(`  read through worker:  ${inWorker.toFixed(0)} ms (worker start included)`);
  console.log(`  heap used after read: ${mb(heapAfter)}`);
  console.log(`  process peak RSS:     ${mb(rssPeak)} (before reading: ${mb(rssBefore)})`);
}
