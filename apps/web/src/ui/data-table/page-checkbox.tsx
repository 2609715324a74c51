import { useT } from '../../lib/i18n/use-t.ts';
import type { RowChoiceProps } from './types.ts';

/** Chooses every row of the page, or lets go of them; half-ticked when some are chosen. */
export function PageCheckbox({
  ids,
  choice,
  labelShown,
}: {
  ids: string[];
  choice: RowChoiceProps;
  /** Its words beside it (a phone's blocks have no header row to explain it). */
  labelShown?: boolean;
}) {
  const { t } = useT();
  const chosenHere = ids.filter(choice.isChosen).length;
  const words = t('lists.select.page');
  const { Checkbox } = choice;
  return (
    <Checkbox
      aria-label={labelShown ? undefined : words}
      label={labelShown ? words : undefined}
      checked={chosenHere > 0 && chosenHere === ids.length}
      indeterminate={chosenHere > 0 && chosenHere < ids.length}
      disabled={choice.disabled}
      onChange={() => choice.togglePage(ids)}
    />
  );
}
