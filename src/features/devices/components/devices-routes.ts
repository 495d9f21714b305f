export { DeviceListPage } from './device-list-page';
export { DevicePage } from './device-page';
