// The 'Riwayat' section of /admin/produk/{id}: the product's latest audit entries (who changed
// which field, when), with a link to all of them in 'Riwayat Aktivitas'.
import { Link } from 'react-router-dom';
import { useAuditTrail } from '@/api/hooks/audit.ts';
import { AuditChanges, auditActionLabel } from '@/components/AuditTrail/index.ts';
import { adminPathTo } from '@/lib/routes/adminRoutes.ts';
import { formatJakartaDateTime } from '@/lib/format/dates.ts';
import { Button } from '@/ui/Button/Button.tsx';
import { Skeleton } from '@/ui/Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden.tsx';
import { HistoryScroll, HistoryTable } from './Products.styles.ts';

/** How many entries the section shows; the rest are one link away. */
export const HISTORY_SIZE = 10;

/** Texts of the section (ours). */
export const PRODUCT_HISTORY_TEXT = {
  title: 'Riwayat',
  tableRegion: 'Tabel riwayat',
  time: 'Waktu (WIB)',
  user: 'User',
  action: 'Aksi',
  changes: 'Perubahan',
  empty: 'Belum ada riwayat perubahan untuk produk ini.',
  loadError: 'Riwayat tidak dapat dimuat.',
  retry: 'Muat Ulang',
  all: (total: number) => `Lihat semua riwayat (${total})`,
} as const;

const TEXT = PRODUCT_HISTORY_TEXT;

/** The product's history, newest first. */
export function ProductHistory({ productId }: { productId: number }) {
  const trail = useAuditTrail(
    { entity: 'product', recordId: productId, length: HISTORY_SIZE },
    { shouldRetryOnError: false },
  );
  const rows = trail.data?.data ?? [];
  const total = trail.data?.meta.total ?? 0;
  return (
    <section aria-labelledby="product-history-title" aria-busy={trail.isLoading}>
      <h3 id="product-history-title">{TEXT.title}</h3>
      {trail.error ? (
        <div role="alert">
          <p>{TEXT.loadError}</p>
          <Button variant="secondary" size="small" onClick={() => void trail.mutate()}>
            {TEXT.retry}
          </Button>
        </div>
      ) : trail.isLoading && !trail.data ? (
        <Skeleton lines={3} />
      ) : rows.length === 0 ? (
        <p>{TEXT.empty}</p>
      ) : (
        <>
          <HistoryScroll role="region" aria-label={TEXT.tableRegion} tabIndex={0}>
            <HistoryTable>
              <caption>
                <VisuallyHidden>{TEXT.title}</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{TEXT.time}</th>
                  <th scope="col">{TEXT.user}</th>
                  <th scope="col">{TEXT.action}</th>
                  <th scope="col">{TEXT.changes}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td>{formatJakartaDateTime(row.createdAt)}</td>
                    <td>{row.user.name}</td>
                    <td>{auditActionLabel(row.action)}</td>
                    <td>
                      <AuditChanges action={row.action} changes={row.changes} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HistoryTable>
          </HistoryScroll>
          {total > rows.length ? (
            <Link to={adminPathTo('admin-riwayat', {}, { entity: 'product', recordId: productId })}>
              {TEXT.all(total)}
            </Link>
          ) : null}
        </>
      )}
    </section>
  );
}
