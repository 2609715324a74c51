import { useState, type FormEvent } from 'react';
import { Button, Card, Group, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link, useNavigate } from 'react-router';
import type { ClashQuery, EventEntry, EventKind } from '@fieldhouse/contract';
import { isApiError } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { browserTimeZone } from '../../../lib/zoned-time.ts';
import { FormFailure } from '../../../ui/form-failure.tsx';
import { useLeaveGuard } from '../../../ui/leave-guard.tsx';
import { useClashes, useCreateEvent, useUpdateEvent } from '../api/use-events.ts';
import {
  clashQueryOf,
  emptyValues,
  toInput,
  valuesOf,
  withStart,
  type FormProblem,
} from '../event-form-values.ts';
import { ClashWarning } from './clash-warning.tsx';
import { EventFormFields, type FieldName } from './event-form-fields.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { useCoachesNoTeam } from '../../../lib/queries/event-choices.ts';

/** How long the times, venue and teams rest before the clash check asks. */
const CLASH_PAUSE_MS = 400;

type FormProblems = Partial<Record<'startsAt' | 'endsAt', FormProblem>>;

/**
 * Makes an event (as a draft or open at once) or changes one. Problems show under their fields
 * (the form's own first, then the server's by their codes); clashes show before saving.
 */
export function EventForm({ event, kind }: { event?: EventEntry; kind?: EventKind }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [initial] = useState(() =>
    event ? valuesOf(event) : { ...emptyValues(browserTimeZone()), ...(kind && { kind }) },
  );
  const [values, setValues] = useState(initial);
  const noTeams = useCoachesNoTeam();
  const leave = useLeaveGuard(JSON.stringify(values) !== JSON.stringify(initial));
  const [problems, setProblems] = useState<FormProblems>({});
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const save = event ? update : create;
  const fields = isApiError(save.error) ? save.error.fields : undefined;

  // A text, so the pause restarts only when what would be asked changes.
  const [asked] = useDebouncedValue(JSON.stringify(clashQueryOf(values, event?.id)), CLASH_PAUSE_MS);
  const clashes = useClashes(JSON.parse(asked) as ClashQuery | null);

  const set = (patch: Partial<typeof values>) => {
    setValues((old) =>
      'startsAt' in patch ? withStart({ ...old, ...patch }, patch.startsAt ?? '') : { ...old, ...patch },
    );
    setProblems((old) => {
      const next = { ...old };
      for (const name of Object.keys(patch)) delete next[name as keyof FormProblems];
      return next;
    });
  };
  const errorOf = (name: FieldName) => {
    const own = problems[name as keyof FormProblems];
    if (own) return t(`eventForm.needed.${own}`);
    return fields?.[name === 'fee' ? 'feeMinor' : name];
  };

  const submit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    const form = submitted.currentTarget;
    const { input, problems: found } = toInput(values);
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    const done = (saved: EventEntry) => {
      leave.release();
      void navigate(`/event/${saved.id}`);
    };
    const onError = (error: Error) => {
      // The first field the server named gets the focus.
      const named = isApiError(error) && Object.keys(error.fields ?? {})[0];
      if (named) (form.elements.namedItem(named) as HTMLElement | null)?.focus?.();
    };
    if (event) {
      update.mutate({ id: event.id, body: input }, { onSuccess: done, onError });
    } else {
      const submitter = (submitted.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
      const status = submitter?.value === 'open' ? 'open' : 'draft';
      create.mutate({ ...input, status }, { onSuccess: done, onError });
    }
  };

  return (
    <Card>
      {leave.prompt}
      {noTeams && (
        <Alert type="warning" title={t('eventForm.noTeamsTitle')}>
          {t('events.list.noTeamsHint')}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <EventFormFields values={values} set={set} errorOf={errorOf} event={event} />
          <ClashWarning clashes={clashes.data ?? []} timeZone={values.timeZone} />
          <FormFailure title={t('eventForm.saveFailed')} error={save.error} markedFields={Boolean(fields)} />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button component={Link} to={event ? `/event/${event.id}` : '/event'} variant="default">
              {t('eventForm.cancel')}
            </Button>
            {event ? (
              <Button type="submit" loading={save.isPending}>
                {t('eventForm.save')}
              </Button>
            ) : (
              <>
                <Button
                  type="submit"
                  name="status"
                  value="draft"
                  variant="default"
                  loading={create.isPending && create.variables.status === 'draft'}
                  disabled={create.isPending}
                >
                  {t('eventForm.saveDraft')}
                </Button>
                <Button
                  type="submit"
                  name="status"
                  value="open"
                  loading={create.isPending && create.variables.status === 'open'}
                  disabled={create.isPending}
                >
                  {t('eventForm.saveOpen')}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
