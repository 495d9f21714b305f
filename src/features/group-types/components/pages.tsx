import { useParams } from 'react-router-dom';
import { GroupTypesView } from './group-types-view';

export function GroupsPage() {
  return <GroupTypesView />;
}

export function GroupTypePage() {
  const { publicId } = useParams();
  return <GroupTypesView selectedId={publicId} />;
}
