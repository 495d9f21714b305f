export { DevicesPage } from './devices-page';
export { DevicePage } from './device-page';
