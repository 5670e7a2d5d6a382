import { Fragment, type ReactNode } from 'react';
import { withLatinRuns } from '@/components/ui/latin';
import classes from './technical-text.module.css';

/**
 * What `withLatinRuns` leaves in the Persian face but the nodes screen writes as the cores do (decision 084): «V2Ray
 * 4.34» whole, versions and addresses (1.8.1, 26.3.27, 5.6.7.8:10085), IPv6 with `::`, Xray's `?ed=2048`, and names
 * with a hyphen (sing-box), none of them broken across lines.
 */
const TECHNICAL =
  /V2Ray 4\.34|\?ed=\d+|(?<![\w.:-])(?:[\da-fA-F]{0,4}::[\da-fA-F:.]*|\d+(?:\.\d+)+(?::\d+)?|[A-Za-z]\w*(?:-\w+)+)(?![\w-])/g;

/** A sentence (the contract's reason, warning or hint, a core's error) with its technical values whole, in ASCII. */
export function technicalText(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TECHNICAL)) {
    if (match.index > last)
      parts.push(<Fragment key={`t${last}`}>{withLatinRuns(text.slice(last, match.index))}</Fragment>);
    parts.push(
      <span key={match.index} className={`latin ${classes.value}`}>
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  if (last === 0) return withLatinRuns(text);
  if (last < text.length) parts.push(<Fragment key={`t${last}`}>{withLatinRuns(text.slice(last))}</Fragment>);
  return parts;
}
