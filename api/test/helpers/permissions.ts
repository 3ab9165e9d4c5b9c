import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The living permission matrix, which the authorization tests read. */
export const MATRIX_FILE = join(__dirname, '..', '..', '..', 'docs', 'permissions.md');

export const PRINCIPALS = [
  'anonymous',
  'guest',
  'client',
  'other client',
  'agent',
  'other agent',
  'admin',
  'rep',
  'payroll machine',
  'carrier machine',
] as const;
export type PrincipalName = (typeof PRINCIPALS)[number];

export type Cell = 'allowed' | 'refused' | 'own';
const CELLS: Record<string, Cell> = { '✓': 'allowed', '✗': 'refused', own: 'own' };

export interface MatrixRow {
  method: string;
  path: string;
  key: string;
  cells: Record<PrincipalName, Cell>;
}

const splitRow = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

/** The rows of every table in the document whose first column is `route`. */
export function readMatrix(file = MATRIX_FILE): MatrixRow[] {
  const rows: MatrixRow[] = [];
  let columns: string[] | undefined;
  for (const [index, line] of readFileSync(file, 'utf8').split('\n').entries()) {
    if (!line.trim().startsWith('|')) {
      columns = undefined;
      continue;
    }
    const cells = splitRow(line);
    if (cells[0] === 'route') {
      columns = cells;
      const missing = PRINCIPALS.filter((p) => !cells.includes(p));
      if (missing.length)
        throw new Error(`${file}:${index + 1}: no column for ${missing.join(', ')}`);
      continue;
    }
    const route = /^(GET|POST|PUT|PATCH|DELETE) (\/\S+)$/.exec(cells[0]);
    if (!columns || !route) continue;
    const header = columns;
    const entries = PRINCIPALS.map((principal) => {
      const text = cells[header.indexOf(principal)];
      const cell = CELLS[text];
      if (!cell) {
        throw new Error(`${file}:${index + 1}: "${text}" for ${principal} is not ✓, ✗ or own`);
      }
      return [principal, cell] as const;
    });
    rows.push({
      method: route[1],
      path: route[2],
      key: `${route[1]} ${route[2]}`,
      cells: Object.fromEntries(entries) as Record<PrincipalName, Cell>,
    });
  }
  return rows;
}
