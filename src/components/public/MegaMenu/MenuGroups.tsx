import { Spinner } from '../../../ui/Spinner/Spinner.tsx';
import type { HrefById } from '../CatalogLinks/catalogLinks.ts';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import {
  Group,
  GroupLink,
  Groups,
  ItemLink,
  Items,
  MoreButton,
  SeeMoreLink,
  Status,
} from './MegaMenu.styles.ts';
import { MEGA_MENU_TEXT, MENU_ITEMS_PER_GROUP, seeMoreLabel } from './texts.ts';

/** One column of a mega-menu: a brand with its products, or a category with its types. */
export interface MenuGroup {
  /** Record id of the brand or category. */
  id: number;
  /** Its name, the column's heading link. */
  name: string;
  /** Up to 10 entries under it. */
  items: ReadonlyArray<{ id: number; name: string }>;
}

/** Props of MenuGroups. */
export interface MenuGroupsProps {
  /** The columns to show. */
  groups: ReadonlyArray<MenuGroup>;
  /** Whether the groups are loading: a spinner instead. */
  isLoading: boolean;
  /** Shown when there is no group. */
  emptyText: string;
  /** Link of a group's heading and its See More. */
  getGroupHref: HrefById;
  /** Link of one entry. */
  getItemHref: HrefById;
  /** Text of the link to the landing section, or none. */
  moreText?: string;
  /** Whether the link to the landing section shows (exactly 3 brands or 4 categories loaded). */
  showMore: boolean;
  /** Called by the link to the landing section. */
  onMore?: () => void;
}

/** The columns of a mega-menu panel, with See More at exactly 10 entries and the section link. */
export function MenuGroups({
  groups,
  isLoading,
  emptyText,
  getGroupHref,
  getItemHref,
  moreText,
  showMore,
  onMore,
}: MenuGroupsProps) {
  if (isLoading) {
    return (
      <Status>
        <Spinner showLabel />
      </Status>
    );
  }
  if (groups.length === 0) return <EmptyState text={emptyText} size="small" />;
  return (
    <>
      <Groups $columns={Math.max(1, groups.length)}>
        {groups.map((group) => (
          <Group key={group.id}>
            <GroupLink to={getGroupHref(group.id)}>{group.name}</GroupLink>
            {group.items.length > 0 ? (
              <Items>
                {group.items.map((item) => (
                  <li key={item.id}>
                    <ItemLink to={getItemHref(item.id)}>{item.name}</ItemLink>
                  </li>
                ))}
              </Items>
            ) : null}
            {group.items.length === MENU_ITEMS_PER_GROUP ? (
              <SeeMoreLink to={getGroupHref(group.id)} aria-label={seeMoreLabel(group.name)}>
                {MEGA_MENU_TEXT.seeMore}
              </SeeMoreLink>
            ) : null}
          </Group>
        ))}
      </Groups>
      {showMore && moreText ? (
        <MoreButton type="button" onClick={onMore}>
          {moreText}
        </MoreButton>
      ) : null}
    </>
  );
}
