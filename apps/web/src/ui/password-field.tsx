import { Group, PasswordInput, Progress, Stack, Text } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@fieldhouse/contract';
import { useT } from '../lib/i18n/use-t.ts';
import { passwordStrength } from '../lib/password-strength.ts';

type PasswordFieldProps = {
  /** Defaults suit sign-up; a password change names its field `newPassword`. */
  label?: string;
  name?: string;
  value: string;
  error: string | undefined;
  description: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
};

const COLORS = ['red', 'red', 'orange', 'teal', 'green'] as const;

/** A new password with a live strength hint under it (the server still refuses common ones). */
export function PasswordField({
  label,
  name = 'password',
  value,
  error,
  description,
  onChange,
  onBlur,
}: PasswordFieldProps) {
  const { t } = useT();
  const strength = passwordStrength(value, PASSWORD_MIN_LENGTH);
  return (
    <Stack gap={6}>
      <PasswordInput
        label={label ?? t('signUp.fields.password')}
        name={name}
        autoComplete="new-password"
        required
        withAsterisk={false}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        description={description}
        error={error}
      />
      {value && (
        <Group gap="xs" wrap="nowrap" aria-live="polite">
          <Progress
            value={(strength.score / 4) * 100}
            color={COLORS[strength.score]}
            size="sm"
            flex={1}
            aria-hidden
          />
          <Text size="xs" c="dimmed" miw={72} ta="end">
            {t('signUp.strength.label', { strength: t(`signUp.strength.levels.${strength.level}`) })}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
