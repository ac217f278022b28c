// /admin/produk/{id}: the detail screen, with its 'Riwayat' for the superuser only (the audit
// trail, GET admin/audit, is theirs: x-access superuser).
import { ProductDetailScreen } from '../../src/screens/admin/Products/ProductDetailScreen.tsx';
import { useRuntimeConfig } from '../runtimeConfig.ts';
import { useSessionProfile } from './session.tsx';

export function ProductDetailPage() {
  const profile = useSessionProfile();
  const { superuserRoleId, isLoaded } = useRuntimeConfig();
  return <ProductDetailScreen isHistoryShown={isLoaded && profile.roleId === superuserRoleId} />;
}
