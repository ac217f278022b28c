import { Fragment } from 'react';
import { EmailWrap } from './DataTable.styles.ts';

/** Splits an address where a line may break: after '@' and before each '.'. */
export function emailParts(address: string): string[] {
  return address.split(/(?<=@)|(?=\.)/).filter(Boolean);
}

/**
 * An e-mail address that wraps only after '@' or before a '.' ('budi@' / 'majuteknik' / '.co.id'),
 * never mid-word ('majuteknik.c o.id'); a part wider than its whole line still breaks, as a last resort.
 */
export function EmailText({ address }: { address: string }) {
  return (
    <EmailWrap>
      {emailParts(address).map((part, index) => (
        // The parts never change order, so their index is a stable key.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </EmailWrap>
  );
}
