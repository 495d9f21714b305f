import { useCallback } from 'react';
import { useAgentPagesQuery } from '@/features/pages/api';
import { OwnerPagesSection } from './owner-pages-section';

/** The device page's Pages section: the device's pages (AgentPageList, 4 000 at most) and its report queue. */
export function DevicePagesSection({ deviceId, deviceName }: { deviceId: string; deviceName: string }) {
  const pages = useAgentPagesQuery(deviceId);
  const viewPath = useCallback(
    (pageId: string) => `/devices/${encodeURIComponent(deviceId)}/pages/${encodeURIComponent(pageId)}`,
    [deviceId],
  );
  return (
    <OwnerPagesSection
      ownerName={deviceName}
      target={{ agent: { publicId: deviceId } }}
      query={pages}
      viewPath={viewPath}
    />
  );
}
