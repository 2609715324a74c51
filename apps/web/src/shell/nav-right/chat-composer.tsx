import { useRef, useState, type FormEvent } from 'react';
import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { CHAT_MESSAGE_MAX_LENGTH } from '@fieldhouse/contract';
import { isApiError } from '../../lib/api.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { sayTyping } from '../../lib/live/typing.ts';
import { useSendMessage, useSendPicture } from '../../lib/queries/chat.ts';
import classes from './nav-right.module.css';

const errorText = (error: Error | null) =>
  error ? (isApiError(error) ? error.message : i18n.t('chat.notSent')) : '';

/**
 * An empty message is refused by turning the send and attach buttons red; the error
 * clears when focus leaves the input or a valid key is pressed. Sending clears the input.
 */
export function ChatComposer({ friendId, onSent }: { friendId: string; onSent: () => void }) {
  const { t } = useT();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const send = useSendMessage(friendId);
  const sendPicture = useSendPicture(friendId);
  const fileInput = useRef<HTMLInputElement>(null);
  const failure = errorText(send.error) || errorText(sendPicture.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setEmpty(true);
      return;
    }
    sendPicture.reset();
    send.mutate(text, {
      onSuccess: () => {
        setText('');
        onSent();
      },
    });
  };

  const attach = (file: File | undefined) => {
    if (!file) return;
    send.reset();
    sendPicture.mutate(file, { onSuccess: onSent });
  };

  const buttonLook = {
    size: 36,
    color: empty ? 'red' : 'blue',
    variant: empty ? 'filled' : 'light',
  } as const;

  return (
    <form className={classes.composer} onSubmit={submit} noValidate>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ActionIcon
          {...buttonLook}
          aria-label={t('chat.attach')}
          data-error={empty || undefined}
          loading={sendPicture.isPending}
          onClick={() => fileInput.current?.click()}
        >
          <IconPaperclip size={18} aria-hidden />
        </ActionIcon>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          aria-label={t('chat.pictureToSend')}
          onChange={(event) => {
            attach(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
        <TextInput
          style={{ flex: 1 }}
          aria-label={t('chat.message')}
          placeholder={t('chat.writeMessage')}
          value={text}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          autoComplete="off"
          dir="auto"
          error={empty ? t('chat.typeFirst') : failure || undefined}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (event.currentTarget.value.trim()) sayTyping(friendId);
          }}
          onKeyDown={(event) => {
            // A valid key: anything that writes a visible character.
            if (empty && event.key.length === 1 && event.key.trim()) setEmpty(false);
          }}
          onBlur={() => setEmpty(false)}
        />
        <ActionIcon
          {...buttonLook}
          type="submit"
          aria-label={t('chat.send')}
          data-error={empty || undefined}
          loading={send.isPending}
        >
          <IconSend size={18} aria-hidden className="fh-mirror-rtl" />
        </ActionIcon>
      </Group>
    </form>
  );
}
