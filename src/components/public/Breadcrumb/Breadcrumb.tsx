import type { Crumb } from '../../../lib/catalogue/breadcrumbs.ts';
import { Icon } from '../../../ui/Icon/Icon.tsx';
import { Current, Separator, Step, StepLink, Trail } from './Breadcrumb.styles.ts';
import { BREADCRUMB_LABEL } from './texts.ts';

/** Props of Breadcrumb. */
export interface BreadcrumbProps {
  /** The steps from the home page to this page; the last one is the page itself. */
  crumbs: readonly Crumb[];
}

/** Where a page sits in the catalogue: links to the pages above it, then the page itself. */
export function Breadcrumb({ crumbs }: BreadcrumbProps) {
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={BREADCRUMB_LABEL}>
      <Trail>
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          return (
            <Step key={crumb.path}>
              {index > 0 ? (
                <Separator aria-hidden="true">
                  <Icon name="chevron-right" size="small" />
                </Separator>
              ) : null}
              {isLast ? (
                <Current aria-current="page">{crumb.name}</Current>
              ) : (
                <StepLink to={crumb.path}>{crumb.name}</StepLink>
              )}
            </Step>
          );
        })}
      </Trail>
    </nav>
  );
}
