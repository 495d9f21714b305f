import { useCallback, useState } from 'react';
import type { LockoutChange, LockoutVerdict } from '../model/lockout';
import { useLockoutCheck } from './use-lockout-check';

/**
 * The self-lockout check before a change to roles or memberships: `allows(change)` resolves true at once when the
 * change takes nothing from the person, true or false as they answer the dialog when it takes a right from them, and
 * false when it would leave nobody able to manage roles (the dialog says why) or the facts could not be read.
 * Render `dialog` with LockoutDialog while it is set.
 */
export function useLockoutGuard() {
  const check = useLockoutCheck();
  const [asking, setAsking] = useState<{ verdict: LockoutVerdict; answer: (go: boolean) => void } | null>(null);
  const allows = useCallback(
    async (change: LockoutChange): Promise<boolean> => {
      const verdict = await check(change);
      if (!verdict) return false;
      if (!verdict.refused && verdict.lost.length === 0) return true;
      return new Promise<boolean>((resolve) => setAsking({ verdict, answer: resolve }));
    },
    [check],
  );
  const answer = (go: boolean) => {
    asking?.answer(go && !asking.verdict.refused);
    setAsking(null);
  };
  return {
    allows,
    dialog: asking && { verdict: asking.verdict, onConfirm: () => answer(true), onCancel: () => answer(false) },
  };
}
