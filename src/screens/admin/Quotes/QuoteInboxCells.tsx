// The inbox's merged cells (issue 32): at 1366 px the old nine columns were 1291 px wide in a
// 1010 px box, hiding Status and 'Aksi'. The reference (a link into the request) carries its date,
// the buyer's name its company and city, the phone the e-mail address.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { components } from '@/api/schema.ts';
import { EmailLink, WhatsAppLink } from '@/components/admin/ContactLinks/index.ts';
import { adminPathTo } from '@/lib/routes/adminRoutes.ts';
import { formatJakartaDateTime } from '@/lib/format/dates.ts';
import { orDash } from '@/lib/format/orDash.ts';
import { QUOTES_TEXT } from './quoteTexts.ts';

type QuoteRow = components['schemas']['QuoteSummary'];

/** Where a request's reference and 'Detail' go. */
export function quoteDetailPath(id: number): string {
  return adminPathTo('admin-penawaran-detail', { id });
}

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[50]};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const ReferenceLink = styled(Link)`
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  text-decoration: underline;
  text-underline-offset: 2px;
  &:hover {
    color: ${({ theme }) => theme.color.brandStrong};
  }
`;

const NoBreak = styled.span`
  white-space: nowrap;
`;

/** 'PNW-202602-00002' (the way into the request) over '2026-02-19 16:00:00 WIB'. */
export function ReferenceCell({ row }: { row: QuoteRow }) {
  return (
    <Lines>
      <ReferenceLink to={quoteDetailPath(row.id)}>{row.reference}</ReferenceLink>
      <Muted>
        <time dateTime={row.createdAt}>
          {QUOTES_TEXT.inWib(formatJakartaDateTime(row.createdAt))}
        </time>
      </Muted>
    </Lines>
  );
}

/** The buyer's name over the company and the city; after erasure, 'Data pribadi dihapus'. */
export function BuyerCell({ row }: { row: QuoteRow }) {
  if (row.erasedAt) return <em>{QUOTES_TEXT.erased}</em>;
  const place = [row.company, row.city].filter(Boolean).join(', ');
  return (
    <Lines>
      <span>{orDash(row.name)}</span>
      {place ? <Muted>{place}</Muted> : null}
    </Lines>
  );
}

/** The WhatsApp number over the e-mail address (which wraps only at '@' and '.'). */
export function ContactCell({ row }: { row: QuoteRow }) {
  if (!row.phone && !row.email) return <>{orDash(null)}</>;
  return (
    <Lines>
      {row.phone ? (
        <NoBreak>
          <WhatsAppLink phone={row.phone} />
        </NoBreak>
      ) : null}
      {row.email ? <EmailLink email={row.email} /> : null}
    </Lines>
  );
}
