import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePublicProduct } from '@/api/hooks/products.ts';
import { compareHref, productHref } from '@/components/public/CatalogLinks/catalogLinks.ts';
import { CompareBar } from '@/components/public/Compare/CompareBar.tsx';
import { COMPARE_TEXT } from '@/components/public/Compare/texts.ts';
import { useCompareList } from '@/components/public/Compare/useCompareList.ts';
import { productCoverPath } from '@/components/public/ProductCard/productCover.ts';
import { readCompareIds } from '@/lib/catalogue/compareList.ts';
import { IMAGE_SIZES, responsiveImage } from '@/lib/catalogue/responsiveImage.ts';
import { SPEC_EMPTY } from '@/lib/spec/specDisplay.ts';
import { Button } from '@/ui/Button/Button.tsx';
import { Icon } from '@/ui/Icon/Icon.tsx';
import { Skeleton } from '@/ui/Skeleton/Skeleton.tsx';
import { Switch } from '@/ui/Switch/Switch.tsx';
import { useEarlyPress } from '@/ui/hooks/useEarlyPress.ts';
import { useIsHydrated } from '@/ui/hooks/useIsHydrated.ts';
import { VisuallyHidden } from '@/ui/VisuallyHidden/VisuallyHidden.tsx';
import { errorText } from '../shared/errorText.ts';
import { LoadError, PageMain, PageTitle } from '../shared/Page.tsx';
import { compareRows, isDifferent } from './compareRows.ts';
import type { ComparedRecord } from './compareRows.ts';
import {
  Controls,
  Note,
  PrintStyle,
  ProductHead,
  ProductLink,
  ScrollFrame,
  Scroller,
  Table,
} from './Compare.styles.ts';

type Slot = ReturnType<typeof usePublicProduct>;

/** The four product reads of the page (at most four are compared), one per column. */
function useComparedProducts(ids: readonly number[]): Slot[] {
  // Four fixed calls: hooks may not run in a loop, and the page compares at most four.
  const first = usePublicProduct(ids[0] ?? null);
  const second = usePublicProduct(ids[1] ?? null);
  const third = usePublicProduct(ids[2] ?? null);
  const fourth = usePublicProduct(ids[3] ?? null);
  return [first, second, third, fourth].slice(0, ids.length);
}

function ColumnHead({ slot, onRemove }: { slot: Slot; onRemove: () => void }) {
  const product = slot.data?.data;
  if (slot.error) return <Note>{errorText(slot.error)}</Note>;
  if (!product)
    return (
      <>
        <Skeleton lines={2} />
        {/* A column header needs a name while its product loads. */}
        <VisuallyHidden>{COMPARE_TEXT.loading}</VisuallyHidden>
      </>
    );
  const cover = productCoverPath(product);
  return (
    <ProductHead>
      {cover ? <img {...responsiveImage(cover, IMAGE_SIZES.logo)} alt="" /> : null}
      <ProductLink to={productHref(product.id)}>{product.name}</ProductLink>
      <div data-print="hidden">
        <Button
          variant="ghost"
          size="small"
          aria-label={COMPARE_TEXT.remove(product.name)}
          icon={<Icon name="close" size="small" />}
          onClick={onRemove}
        >
          {COMPARE_TEXT.removeShort}
        </Button>
      </div>
    </ProductHead>
  );
}

/**
 * /bandingkan?id=1,2,3 'Perbandingan Produk' (issue 24): the chosen products side by side, every
 * attribute any of them has, 'Tampilkan perbedaan saja' to keep only the rows that differ, and a
 * print stylesheet. The address is the comparison, so it can be shared. Pressed before the page
 * hydrated, its buttons take effect once it has (issue 32).
 */
export function Compare() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const compare = useCompareList();
  const ids = readCompareIds(params.get('id'));
  const slots = useComparedProducts(ids);
  const [isDifferencesOnly, setIsDifferencesOnly] = useState(false);
  // The page hydrates whole (not in islands): a press on its switch, 'Cetak' or a column's remove
  // before then is held and pressed again once it is live (issue 32), not lost.
  const earlyPress = useEarlyPress<HTMLElement>();
  const records = slots.map((slot) => (slot.data?.data as ComparedRecord | undefined) ?? null);
  const allRows = compareRows(records);
  const rows = isDifferencesOnly ? allRows.filter(isDifferent) : allRows;
  // The bare address (the menu, a bookmark) compares the visitor's own choice, if any, rather than
  // saying nothing is chosen above a tray that holds it; not once the visitor emptied the table here.
  const [hasEmptiedHere, setHasEmptiedHere] = useState(false);
  const stored = compare.products;
  useEffect(() => {
    if (ids.length === 0 && stored.length > 0 && !hasEmptiedHere)
      navigate(compareHref(stored.map((product) => product.id)), { replace: true });
  }, [ids.length, stored, hasEmptiedHere, navigate]);
  const remove = (id: number) => {
    compare.remove(id);
    const left = ids.filter((other) => other !== id);
    if (left.length === 0) setHasEmptiedHere(true);
    navigate(compareHref(left));
  };
  const allFailed = slots.length > 0 && slots.every((slot) => slot.error);
  // The bare address cannot say 'nothing chosen' before it has read the visitor's choice: the
  // server and the page while it hydrates see none, and a stored one is about to go into the
  // address. On a phone at 4x CPU the false empty note stood for a second (session 30's walk).
  const isHydrated = useIsHydrated();
  const readsChoice = ids.length === 0 && (!isHydrated || (stored.length > 0 && !hasEmptiedHere));
  return (
    <PageMain {...earlyPress}>
      <PrintStyle />
      <PageTitle>{COMPARE_TEXT.title}</PageTitle>
      {ids.length === 0 ? (
        <Note>{readsChoice ? COMPARE_TEXT.loading : COMPARE_TEXT.empty}</Note>
      ) : null}
      {allFailed ? (
        <LoadError
          detail={errorText(slots[0]?.error)}
          onRetry={() => slots.forEach((slot) => void slot.mutate())}
        />
      ) : null}
      {ids.length > 0 && !allFailed ? (
        <>
          <Controls data-print="hidden">
            <Switch
              label={COMPARE_TEXT.differencesOnly}
              isChecked={isDifferencesOnly}
              onChange={setIsDifferencesOnly}
            />
            <Button variant="secondary" onClick={() => window.print()}>
              {COMPARE_TEXT.print}
            </Button>
          </Controls>
          <ScrollFrame>
            <Scroller>
              <Table aria-label={COMPARE_TEXT.tableLabel}>
                <thead>
                  <tr>
                    <th scope="col">
                      <VisuallyHidden>{COMPARE_TEXT.attribute}</VisuallyHidden>
                    </th>
                    {slots.map((slot, index) => (
                      <th scope="col" key={ids[index]}>
                        <ColumnHead slot={slot} onRemove={() => remove(ids[index] as number)} />
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.key} data-different={isDifferent(row)}>
                      <th scope="row">{row.label}</th>
                      {row.cells.map((cell, index) => (
                        <td key={ids[index]}>
                          {cell ?? (slots[index]?.error ? SPEC_EMPTY : <Skeleton lines={1} />)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Scroller>
          </ScrollFrame>
          {isDifferencesOnly && rows.length === 0 ? (
            <Note>{COMPARE_TEXT.noDifferences}</Note>
          ) : null}
        </>
      ) : null}
      {/* In its place, not held over the table's rows; gone while it names these same products. */}
      <CompareBar placement="inline" shownIds={ids} />
    </PageMain>
  );
}
