import { matchScore } from './match-score.ts';
import { matchSetup } from './match-setup.ts';
import { matches } from './matches.ts';
import { myFixtures } from './my-fixtures.ts';

/**
 * The English of the matches pages (staff's /match and everyone's /my/fixtures). Like the events
 * pages' (event-texts.ts), it rides in those pages' chunks (../match-texts.ts), so the console
 * shell and the dashboard do not carry it.
 */
export const matchTexts = { matches, matchSetup, matchScore, myFixtures };
