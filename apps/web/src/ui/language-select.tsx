import { Button, Group } from '@mantine/core';
import { LANGUAGES } from '../lib/i18n/i18n.ts';
import { useLanguage } from '../lib/i18n/use-language.ts';
import { useT } from '../lib/i18n/use-t.ts';

// Each language is named in itself, so a reader finds theirs whatever is shown now.
const NAMES = { en: 'English', ar: 'العربية' } as const;

/** English or Arabic; choosing one switches the whole console, direction included. */
export function LanguageSelect() {
  const { t } = useT();
  const [language, setLanguage] = useLanguage();
  return (
    <Group gap={4} role="group" aria-label={t('common.language')}>
      {LANGUAGES.map((choice) => (
        <Button
          key={choice}
          size="compact-xs"
          variant={choice === language ? 'light' : 'subtle'}
          color={choice === language ? undefined : 'gray'}
          aria-pressed={choice === language}
          lang={choice}
          onClick={() => void setLanguage(choice)}
        >
          {NAMES[choice]}
        </Button>
      ))}
    </Group>
  );
}
