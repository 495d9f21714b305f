import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '@/store';
import { selectIsSignedIn } from '@/features/session';
import { sessionApi } from '@/features/session';
import { wantedLanguages } from '../model/policy-language';

/** The reader's languages for a policy: MyUser.language when signed in, else the browser's (policy-language.ts). */
export function useWantedLanguages(): string[] {
  const signedIn = useAppSelector(selectIsSignedIn);
  const me = sessionApi.useMyUserQuery(signedIn ? undefined : skipToken);
  const browser =
    typeof navigator === 'undefined' ? [] : navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return wantedLanguages(signedIn ? me.data?.language : null, browser);
}
