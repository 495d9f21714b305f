import { useTranslation } from 'react-i18next';
import { useSectorPolicyQuery } from '../api-pages';
import type { PolicyKind } from '../model/policy-kind';
import { PolicyFrame } from './policy-frame';
import { PolicyView } from './policy-view';
import { useWantedLanguages } from './use-wanted-languages';
import '../catalogue-pages';

/** /terms-of-use and /privacy-statement: the sector's latest policy, signed in or out (no session needed). */
export function SectorPolicyPage({ kind }: { kind: PolicyKind }) {
  const { t } = useTranslation();
  const policy = useSectorPolicyQuery(kind);
  const wanted = useWantedLanguages();
  return (
    <PolicyFrame printable>
      <PolicyView title={t(`legal.pages.title.${kind}`)} policy={policy} wanted={wanted} />
    </PolicyFrame>
  );
}
