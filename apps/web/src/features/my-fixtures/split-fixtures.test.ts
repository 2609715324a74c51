import { describe, expect, it } from 'vitest';
import type { MyFixture } from '@fieldhouse/contract';
import { splitFixtures } from './split-fixtures.ts';

const NOW = Date.parse('2030-04-10T12:00:00Z');

function fixture(id: number, kickoffAt: string | null, status: MyFixture['status'] = 'scheduled'): MyFixture {
  const scored = status === 'played' || status === 'walkover';
  return {
    id,
    eventId: 1,
    round: 1,
    home: { id: 1, name: 'Falcons' },
    away: { id: 2, name: 'Hawks' },
    venue: null,
    kickoffAt,
    status,
    homeGoals: scored ? 1 : null,
    awayGoals: scored ? 0 : null,
    eventTitle: 'Cup',
    timeZone: 'Europe/London',
    players: ['Mia'],
  };
}

describe('my fixtures, coming up and over', () => {
  it('lists what is to come soonest first, a match without a time last', () => {
    const { upcoming } = splitFixtures(
      [fixture(1, null, 'postponed'), fixture(2, '2030-04-20T10:00:00Z'), fixture(3, '2030-04-13T10:00:00Z')],
      NOW,
    );
    expect(upcoming.map((f) => f.id)).toEqual([3, 2, 1]);
  });

  it('lists results latest first, and a match whose time has passed with them', () => {
    const { upcoming, results } = splitFixtures(
      [
        fixture(1, '2030-04-01T10:00:00Z', 'played'),
        fixture(2, '2030-04-08T10:00:00Z', 'walkover'),
        fixture(3, '2030-04-09T10:00:00Z'),
        fixture(4, '2030-04-12T10:00:00Z', 'cancelled'),
      ],
      NOW,
    );
    expect(results.map((f) => f.id)).toEqual([3, 2, 1]);
    expect(upcoming.map((f) => f.id)).toEqual([4]);
  });
});
