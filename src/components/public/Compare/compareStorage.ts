// Whether the visitor has chosen products to compare, apart from the hook (useCompareList.ts) so
// that the islands' loader can tell without loading React (app/islands/registry.ts).
import { COMPARE_STORAGE_KEY, parseCompareList } from '../../../lib/catalogue/compareList.ts';

/** Whether a non-empty choice is stored (the compare tray then shows at once). */
export function hasStoredCompared(): boolean {
  try {
    return parseCompareList(localStorage.getItem(COMPARE_STORAGE_KEY)).length > 0;
  } catch {
    return false;
  }
}
