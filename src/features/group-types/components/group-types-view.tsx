import { OrderedTypesPage } from '@/ui/ordered-types-page';
import { useGroupTypesPage } from '../hooks/use-group-types-page';
import { GroupsPanel } from './groups-panel';

/** /groups (selectedId undefined: the first type) and /groups/type/{publicId}. */
export function GroupTypesView({ selectedId }: { selectedId?: string }) {
  const page = useGroupTypesPage(selectedId);
  return (
    <OrderedTypesPage
      model={page}
      renderPanel={(groupType, heading) => (
        <GroupsPanel key={groupType.publicId} groupType={groupType} heading={heading} />
      )}
    />
  );
}
