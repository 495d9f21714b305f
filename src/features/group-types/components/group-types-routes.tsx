import { useParams } from 'react-router-dom';
import { GroupTypesView } from './group-types-view';

export function GroupTypesRoute() {
  return <GroupTypesView />;
}

export function GroupTypeRoute() {
  const { publicId } = useParams();
  return <GroupTypesView selectedId={publicId} />;
}
