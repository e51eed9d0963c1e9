// The public face of the statements module: the scheduled monthly statements.
export { runMonthlyStatements } from './monthly.js';
