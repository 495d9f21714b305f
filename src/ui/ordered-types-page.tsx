import type { ReactNode } from 'react';
import { ListOperationDialogs } from './list-operation-dialogs';
import { PageLayout, type Crumb } from './page-layout';
import { SortableSideList } from './sortable-side-list';
import { EmptyState, NotFoundState } from './states';
import type { OrderedType, OrderedTypeListModel } from './use-ordered-type-list';

interface OrderedTypesPageProps<T extends OrderedType> {
  model: OrderedTypeListModel<T>;
  /** The main area for the selected type; `heading` is its name on the list's own page, where the title is the list's. */
  renderPanel: (type: T, heading: string | undefined) => ReactNode;
}

/** The page of an ordered type list (selectedId undefined: the first type) and of one type in it. */
export function OrderedTypesPage<T extends OrderedType>({ model, renderPanel }: OrderedTypesPageProps<T>) {
  const { selected } = model;
  const { page } = model;
  const breadcrumbs: Crumb[] = [{ label: page.section }, { label: page.title, to: page.path }];
  if (page.onTypePage && selected) breadcrumbs.push({ label: selected.name });

  let main: ReactNode = null;
  if (model.notFound) {
    main = <NotFoundState title={page.notFound.title} backTo={page.path} backLabel={page.notFound.back} />;
  } else if (model.hasNoTypes) {
    main = <EmptyState title={page.noTypes} />;
  } else if (selected) {
    main = renderPanel(selected, page.onTypePage ? undefined : selected.name);
  }

  return (
    <PageLayout
      title={page.onTypePage && selected ? selected.name : page.title}
      breadcrumbs={breadcrumbs}
      side={<SortableSideList {...model.sideList} />}
    >
      {main}
      <ListOperationDialogs {...model.dialogs} />
    </PageLayout>
  );
}
