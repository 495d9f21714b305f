import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

interface LinkState {
  linkToken?: unknown;
}

/**
 * The token of an e-mailed link (`/recover?token=…`, `/register?token=…`). Once read it leaves the address bar (a
 * replace, so it is neither in the history nor in what is shared or bookmarked) and lives on in the history entry's
 * state, which a reload of the tab keeps. Null when the page was opened without one (or left for a fresh start).
 */
export function useLinkToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const fromAddress = new URLSearchParams(location.search).get('token');
  const fromState = (location.state as LinkState | null)?.linkToken;
  const token = fromAddress || (typeof fromState === 'string' && fromState !== '' ? fromState : null);

  useEffect(() => {
    if (fromAddress === null) return;
    const search = new URLSearchParams(location.search);
    search.delete('token');
    const rest = search.toString();
    void navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash },
      { replace: true, state: { linkToken: fromAddress } },
    );
  }, [fromAddress, location.pathname, location.search, location.hash, navigate]);

  return token;
}
