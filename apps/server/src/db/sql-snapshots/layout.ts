/**
 * SQL laid out for a reader, one clause a line and one column of a select list a line, so that a changed query is a
 * diff of the lines that changed. Only whitespace moves: runs of it outside quotes become one space or a line break.
 */

/** Clauses that start a line, at the depth of parentheses they are at. */
const CLAUSES = [
  'with',
  'select',
  'from',
  'where',
  'inner join',
  'left join',
  'cross join',
  'join',
  'group by',
  'having',
  'order by',
  'limit',
  'offset',
  'returning',
  'values',
  'set',
  'on conflict',
  'union all',
  'union',
  'insert into',
  'update',
  'delete from',
];
/** Clauses whose items, separated by commas, each get a line. */
const LISTS = new Set(['with', 'select', 'returning', 'set', 'group by', 'order by', 'values']);

const isWordChar = (c: string | undefined) => c !== undefined && /[\w$."]/.test(c);

export function layout(sql: string): string {
  const out: string[] = [];
  let line = '';
  let depth = 0;
  /** The clause open at each depth, and where a line of that depth starts. */
  const clause: (string | undefined)[] = [];
  const indent = [0];
  const at = () => indent[depth] ?? 0;
  const newline = (indent: number) => {
    if (line.trim() !== '') out.push(line.trimEnd());
    line = ' '.repeat(indent);
  };
  let i = 0;
  while (i < sql.length) {
    const c = sql[i] as string;
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < sql.length && !(sql[j] === c && sql[j + 1] !== c)) j += sql[j] === c ? 2 : 1;
      line += sql.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      line += `${line.endsWith(' ') || line.trim() === '' ? '' : ' '}${sql.slice(i, end === -1 ? undefined : end)}`;
      newline(at() + 2);
      i = end === -1 ? sql.length : end + 1;
      continue;
    }
    if (/\s/.test(c)) {
      while (i < sql.length && /\s/.test(sql[i] as string)) i++;
      if (line.trim() !== '' && !line.endsWith(' ') && !line.endsWith('(')) line += ' ';
      continue;
    }
    if (c === '(') {
      indent[depth + 1] = line.length - line.trimStart().length + 2;
      depth++;
      clause[depth] = undefined;
      line += c;
      i++;
      continue;
    }
    if (c === ')') {
      line = line.trimEnd();
      depth = Math.max(0, depth - 1);
      line += c;
      i++;
      continue;
    }
    if (c === ',') {
      line += c;
      i++;
      const open = clause[depth];
      if (open && LISTS.has(open)) {
        while (i < sql.length && /\s/.test(sql[i] as string)) i++;
        newline(at() + 2);
      }
      continue;
    }
    if (!isWordChar(line.at(-1))) {
      const rest = sql.slice(i, i + 12).toLowerCase();
      const word = CLAUSES.find((k) => rest.startsWith(k) && !isWordChar(sql[i + k.length]));
      const afterDo = /\bdo\s*$/i.test(line);
      if (word && !(word === 'update' && afterDo)) {
        if (line.trim() !== '' && !line.endsWith('(')) newline(at());
        clause[depth] = word;
        line += sql.slice(i, i + word.length);
        i += word.length;
        continue;
      }
    }
    line += c;
    i++;
  }
  newline(0);
  return out.join('\n');
}
