export { useUnreadMessageCountQuery } from './api';
