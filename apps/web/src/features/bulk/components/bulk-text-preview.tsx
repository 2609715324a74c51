import { List, Text } from '@mantine/core';
import { fillTemplate, SAMPLE_VALUES, type BulkTextPreview, type SmsTemplate } from '@fieldhouse/contract';
import { useT } from '../../../lib/i18n/use-t.ts';

type SummaryProps = {
  preview: BulkTextPreview;
  /** The template chosen, if one is: its words are shown in each language someone reads it in. */
  template?: SmsTemplate | undefined;
};

/**
 * What the server counts for a bulk text now: reached, textable, skipped by reason, segments per
 * language, and a chosen template's words (filled for a sample person) in each of those languages.
 */
export function BulkTextPreviewSummary({ preview, template }: SummaryProps) {
  const { t } = useT();
  const skips = [
    preview.noVerifiedMobile > 0 && t('bulk.text.skip.noVerifiedMobile', { count: preview.noVerifiedMobile }),
    preview.optedOut > 0 && t('bulk.text.skip.optedOut', { count: preview.optedOut }),
  ].filter((line): line is string => Boolean(line));
  const languages = (['en', 'ar'] as const).filter((lang) => preview.byLanguage[lang].recipients > 0);
  return (
    <div data-testid="bulk-text-preview" aria-live="polite">
      <Text size="sm" fw={600} data-testid="bulk-text-count">
        {t('bulk.text.reach', { count: preview.count, recipients: preview.recipients })}
      </Text>
      {skips.length > 0 && (
        <List size="sm" mt={4} data-testid="bulk-text-skips">
          {skips.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
      <Text size="sm" mt={4} data-testid="bulk-text-cost">
        {t('bulk.text.cost', { count: preview.segments })}
      </Text>
      {languages.length > 0 && (
        <Text size="xs" c="dimmed">
          {languages
            .map((lang) =>
              t('bulk.text.costIn', {
                language: t(`bulk.text.language.${lang}`),
                count: preview.byLanguage[lang].recipients,
                segments: preview.byLanguage[lang].segments,
              }),
            )
            .join(' · ')}
        </Text>
      )}
      {template &&
        languages.map((lang) => (
          <div key={lang} lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} data-testid="bulk-text-words">
            <Text size="xs" fw={600} mt={4}>
              {t(`bulk.text.language.${lang}`)}
            </Text>
            <Text size="sm">
              {fillTemplate(lang === 'en' ? template.textEn : template.textAr, SAMPLE_VALUES[lang])}
            </Text>
          </div>
        ))}
    </div>
  );
}
