import { MENU_ENTRIES, auditDetailWords, type AuditEntry } from '@fieldhouse/contract';
import { dataName } from '../../../lib/i18n/data-name.ts';
import { useAuditWords } from './audit-words.ts';

const MENU_TITLES = new Map(MENU_ENTRIES.map((entry) => [entry.id, entry.title]));

/** What the table and the phone's rows both say of an entry, in the reader's language. */
export function useAuditText() {
  const words = useAuditWords();
  const detailOf = (entry: AuditEntry) =>
    entry.facts ? auditDetailWords(words, entry.action, entry.facts) : (entry.detail ?? '');
  const menuTitle = (id: number | null) => {
    const title = id === null ? undefined : MENU_TITLES.get(id);
    return title ? dataName(title) : '';
  };
  return { words, detailOf, menuTitle };
}
