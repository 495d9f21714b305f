/** The page is its own chunk, downloaded when its route is entered. */
export const loadMqttPage = () => import('./components/mqtt-page').then((module) => module.MqttPage);
