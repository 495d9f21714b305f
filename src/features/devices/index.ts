export { DevicesPage, DevicePage } from './components/pages';
