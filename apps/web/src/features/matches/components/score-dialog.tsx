import { useState, type FormEvent } from 'react';
import { Button, Radio, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { WALKOVER_SCORE, type Match, type ScoreRequest } from '@fieldhouse/contract';
import { isApiError } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { formatInZone } from '../../../lib/zoned-format.ts';
import { Alert } from '../../../ui/alert.tsx';
import { FormFailure } from '../../../ui/form-failure.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useEnterScore } from '../api/use-match.ts';
import { GoalStepper } from './goal-stepper.tsx';
import { hasResult } from './match-item.tsx';
import { ScoreLogList } from './score-log.tsx';

/** What a note may hold (the contract's score schema). */
const NOTE_MAX = 300;
const FORM_ID = 'score-form';

/** The server's refusal of a score before kick-off: asked about here, not shown as a failure. */
const isEarly = (error: Error | null) => isApiError(error) && error.code === 'SCORE_BEFORE_KICKOFF';

type ScoreDialogProps = {
  match: Match;
  timeZone: string;
  onClose: () => void;
  onSaved: (text: string) => void;
};

/**
 * A score or a walkover, entered on a phone at the side of the pitch: the whole screen there,
 * large steppers, an optional note. A match with a result is corrected: its log shows below.
 */
export function ScoreDialog({ match, timeZone, onClose, onSaved }: ScoreDialogProps) {
  const { t, language } = useT();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const save = useEnterScore();
  const [result, setResult] = useState<'played' | 'walkover'>(
    match.status === 'walkover' ? 'walkover' : 'played',
  );
  const [home, setHome] = useState(match.homeGoals ?? 0);
  const [away, setAway] = useState(match.awayGoals ?? 0);
  const [winner, setWinner] = useState<'home' | 'away' | null>(
    match.status === 'walkover' ? ((match.homeGoals ?? 0) > (match.awayGoals ?? 0) ? 'home' : 'away') : null,
  );
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  // Set once the server refused the score as before kick-off: the next save confirms it.
  const [confirmEarly, setConfirmEarly] = useState(false);
  const fields = isApiError(save.error) ? save.error.fields : undefined;
  const name = t('widgets.fixture.name', { home: match.home.name, away: match.away.name });
  const correcting = hasResult(match);
  const before = `${match.homeGoals ?? 0}–${match.awayGoals ?? 0}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (result === 'walkover' && !winner) {
      setMissing(true);
      return;
    }
    const extra = {
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(confirmEarly ? { beforeKickoff: true } : {}),
    };
    const body: ScoreRequest =
      result === 'played'
        ? { result, homeGoals: home, awayGoals: away, ...extra }
        : { result, winner: winner ?? 'home', ...extra };
    save.mutate(
      { id: match.id, body },
      {
        onSuccess: (saved) => {
          onSaved(
            t('matchScore.score.saved', {
              home: saved.home.name,
              away: saved.away.name,
              score: `${saved.homeGoals ?? 0}–${saved.awayGoals ?? 0}`,
            }),
          );
          onClose();
        },
        onError: (error) => {
          if (isEarly(error)) setConfirmEarly(true);
        },
      },
    );
  };

  const footer = (
    <>
      <Button variant="default" onClick={onClose} size={phone ? 'md' : 'sm'}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" form={FORM_ID} loading={save.isPending} size={phone ? 'md' : 'sm'}>
        {t(confirmEarly ? 'matchScore.score.earlySubmit' : 'matchScore.score.submit')}
      </Button>
    </>
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('matchScore.score.title', { name })}
      footer={footer}
      fullScreen={phone}
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <Stack gap="lg">
          {correcting && <Alert type="info">{t('matchScore.score.correcting', { score: before })}</Alert>}
          <SegmentedControl
            fullWidth
            size="md"
            aria-label={t('matchScore.score.result')}
            value={result}
            onChange={(next) => setResult(next === 'walkover' ? 'walkover' : 'played')}
            data={[
              { value: 'played', label: t('matchScore.score.played') },
              { value: 'walkover', label: t('matchScore.score.walkover') },
            ]}
          />
          {result === 'played' ? (
            <Stack gap="md">
              <GoalStepper team={match.home.name} value={home} onChange={setHome} error={fields?.homeGoals} />
              <GoalStepper team={match.away.name} value={away} onChange={setAway} error={fields?.awayGoals} />
            </Stack>
          ) : (
            <Radio.Group
              label={t('matchScore.score.winner')}
              description={t('matchScore.score.walkoverHint', { goals: WALKOVER_SCORE })}
              value={winner}
              onChange={(next) => {
                setWinner(next === 'away' ? 'away' : 'home');
                setMissing(false);
              }}
              error={missing ? t('matchScore.score.chooseWinner') : fields?.winner}
              required
            >
              <Stack gap="sm" mt="xs">
                {(['home', 'away'] as const).map((side) => (
                  <Radio
                    key={side}
                    value={side}
                    size="md"
                    label={t('matchScore.score.walkoverTo', {
                      team: match[side].name,
                      score: side === 'home' ? `${WALKOVER_SCORE}–0` : `0–${WALKOVER_SCORE}`,
                    })}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
          <Textarea
            label={t('matchScore.score.note')}
            description={t('matchScore.score.noteHint', { max: NOTE_MAX })}
            value={note}
            maxLength={NOTE_MAX}
            autosize
            minRows={2}
            error={fields?.note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          {confirmEarly && (
            <Alert type="warning" role="alert" title={t('matchScore.score.earlyTitle')}>
              {match.kickoffAt
                ? t('matchScore.score.early', { when: formatInZone(match.kickoffAt, timeZone, language) })
                : t('matchScore.score.earlyNoTime')}
            </Alert>
          )}
          <FormFailure
            title={t('matchScore.score.failed')}
            error={isEarly(save.error) ? null : save.error}
            markedFields={Boolean(fields)}
          />
          {correcting && (
            <Stack gap="xs">
              <Text fw={600} size="sm">
                {t('matchScore.log.heading')}
              </Text>
              <ScoreLogList matchId={match.id} timeZone={timeZone} />
            </Stack>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
