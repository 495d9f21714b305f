import { useLinkToken } from '../hooks/use-link-token';
import { RegisterFinish } from './register-finish';
import { RegisterForm } from './register-form';

/** /register: a new company and its first administrator; /register?token=…: finish that from the e-mailed link. */
export function RegisterPage() {
  const token = useLinkToken();
  return token ? <RegisterFinish token={token} /> : <RegisterForm />;
}
