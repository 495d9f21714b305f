export { useUnreadMessageCountQuery } from './unread-api';

/** The messages page is its own chunk: importers of this index do not download it. */
export const loadMessagesPage = () => import('./components/messages-page').then((module) => module.MessagesPage);
