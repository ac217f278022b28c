// Issue 35's 'Perlu Tindak Lanjut' on the dashboard: requests with no quotation after a working
// day, quotations with no answer after three, quotations that end within two; each row opens the
// request in the inbox and says how long it has waited (working days, WIB, Monday to Friday).
import { Link } from 'react-router-dom';
import { useDashboardFollowUp } from '@/api/hooks/dashboard.ts';
import type { components } from '@/api/schema.ts';
import { formatDateId } from '@/lib/format/dates.ts';
import { adminPathTo } from '@/lib/routes/adminRoutes.ts';
import { Button } from '@/ui/Button/Button.tsx';
import { Skeleton } from '@/ui/Skeleton/Skeleton.tsx';
import { INSIGHTS_TEXT } from './Insights.tsx';
import { InsightCard } from './Insights.styles.ts';
import { FollowUpGroup, FollowUpRow, FollowUpRows, Waited } from './FollowUp.styles.ts';

type Item = components['schemas']['DashboardFollowUpItem'];
type Group = keyof components['schemas']['DashboardFollowUpResponse']['data'];

/** Texts of the follow-up list (issue 35's title exact; the rest ours). */
export const FOLLOW_UP_TEXT = {
  title: 'Perlu Tindak Lanjut',
  groups: {
    unanswered: 'Permintaan belum dijawab (lebih dari 1 hari kerja)',
    noReply: 'Penawaran belum dibalas (3 hari kerja atau lebih)',
    expiring: 'Penawaran segera berakhir (dalam 2 hari kerja)',
  } satisfies Record<Group, string>,
  allClear: 'Semua permintaan dan penawaran sudah ditindaklanjuti.',
  none: 'Tidak ada.',
  waited: (days: number) => `${days} hari kerja`,
  validUntil: (date: string) => `Berlaku sampai ${formatDateId(date)}`,
  erasedBuyer: 'Data pembeli dihapus',
  more: (shown: number, total: number) => `Menampilkan ${shown} dari ${total}`,
} as const;

const GROUPS: readonly Group[] = ['unanswered', 'noReply', 'expiring'];

function Row({ item, group }: { item: Item; group: Group }) {
  const buyer = item.company ?? item.name ?? FOLLOW_UP_TEXT.erasedBuyer;
  return (
    <FollowUpRow>
      <Link to={adminPathTo('admin-penawaran-detail', { id: item.id })}>
        {item.reference} · {buyer}
      </Link>
      <Waited>
        {group === 'expiring' && item.validUntil
          ? `${FOLLOW_UP_TEXT.validUntil(item.validUntil)} · `
          : ''}
        {FOLLOW_UP_TEXT.waited(item.workingDays)}
      </Waited>
    </FollowUpRow>
  );
}

/** The card: three groups, or one line when nothing waits. */
export function FollowUp() {
  const answer = useDashboardFollowUp();
  const data = answer.data?.data;
  const totals = answer.data?.meta;
  const isClear = data !== undefined && GROUPS.every((group) => data[group].length === 0);
  return (
    <InsightCard aria-labelledby="follow-up-title" aria-busy={answer.isLoading}>
      <h2 id="follow-up-title">{FOLLOW_UP_TEXT.title}</h2>
      {answer.isLoading ? (
        <Skeleton lines={4} />
      ) : answer.error ? (
        <div role="alert">
          {INSIGHTS_TEXT.loadError}{' '}
          <Button size="small" variant="secondary" onClick={() => void answer.mutate()}>
            {INSIGHTS_TEXT.retry}
          </Button>
        </div>
      ) : isClear ? (
        <p>{FOLLOW_UP_TEXT.allClear}</p>
      ) : (
        GROUPS.map((group) => {
          const items = data?.[group] ?? [];
          const total = totals?.[group] ?? items.length;
          const id = `follow-up-${group}`;
          return (
            <FollowUpGroup key={group} aria-labelledby={id}>
              <h3 id={id}>
                {FOLLOW_UP_TEXT.groups[group]} ({total})
              </h3>
              {items.length === 0 ? (
                <p>{FOLLOW_UP_TEXT.none}</p>
              ) : (
                <FollowUpRows>
                  {items.map((item) => (
                    <Row key={item.id} item={item} group={group} />
                  ))}
                </FollowUpRows>
              )}
              {total > items.length ? <p>{FOLLOW_UP_TEXT.more(items.length, total)}</p> : null}
            </FollowUpGroup>
          );
        })
      )}
    </InsightCard>
  );
}
