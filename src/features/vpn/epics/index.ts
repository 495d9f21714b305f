import { connectEpics } from './connect-epics';
import { connectorEpics } from './connector-epics';

export const vpnEpics = [...connectorEpics, ...connectEpics];
