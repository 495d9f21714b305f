import { useLinkToken } from '../hooks/use-link-token';
import { RecoverFinish } from './recover-finish';
import { RecoverRequest } from './recover-request';

/** /recover: ask for a reset link by e-mail; /recover?token=…: choose the new password from that link. */
export function RecoverPage() {
  const token = useLinkToken();
  return token ? <RecoverFinish token={token} /> : <RecoverRequest />;
}
