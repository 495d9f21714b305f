export { useUnreadMessageCountQuery } from './api';
export { MessagesPage } from './components/messages-page';
