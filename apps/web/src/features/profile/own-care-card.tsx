import { useT } from '../../lib/i18n/use-t.ts';
import { CareCard } from '../../ui/person/care-card.tsx';
import { useKeepOwnCare, useOwnCare } from './api/use-own-care.ts';

/** One's own care record: an adult keeps it; a child reads what their parent keeps. */
export function OwnCareCard({ isdCode }: { isdCode: string }) {
  const { t } = useT();
  const care = useOwnCare();
  const keep = useKeepOwnCare();
  const keptByParent = care.data?.keptByParent ?? false;
  return (
    <CareCard
      intro={t(keptByParent ? 'profile.care.keptByParent' : 'profile.care.intro')}
      care={care}
      keep={keptByParent ? null : keep}
      isdCode={isdCode}
    />
  );
}
