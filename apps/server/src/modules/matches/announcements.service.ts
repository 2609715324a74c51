import { notificationContent } from '@fieldhouse/contract';
import { isAdult } from '../../platform/account-flow.ts';
import { audit } from '../../platform/audit.ts';
import { notFound, retryLater } from '../../platform/errors.ts';
import { hit, teamAnnouncements } from '../../platform/rate-limits.ts';
import { createNotification } from '../../platform/notifications.repository.ts';
import { familyParentIds } from '../connections/index.ts';
import { requireOwnTeam, type EventActor } from '../events/index.ts';
import { organisationSettings } from '../settings/index.ts';
import * as repo from './team-players.repository.ts';

/**
 * A coach's announcement to a team they coach (anyone holding `event.every-team`: any team). Each
 * player is notified from the coach, and each player under the age of consent's parents (family
 * links) get it too, "for <child>": coaches reach a team of children only with their parents
 * reading. All of it, the audit entry and the count against the person's hourly limit, in one
 * transaction: a refused or failed announcement does not count.
 */
export async function announceToTeam(actor: EventActor, teamId: number, message: string) {
  const { deps, auth, client } = actor;
  const team = await repo.teamName(deps.db, teamId);
  if (team === undefined) throw notFound('There is no such team.');
  await requireOwnTeam(deps.db, actor, teamId, 'You can only announce to the teams you coach.');
  const settings = await organisationSettings(deps);
  return deps.db.transaction().execute(async (trx) => {
    const spent = await hit(
      trx,
      teamAnnouncements(deps.config.teamAnnouncementsPerHour),
      String(auth.userId),
    );
    if (!spent.allowed) {
      const minutes = Math.max(1, Math.ceil(spent.retryAfterSeconds / 60));
      throw retryLater(
        'ANNOUNCEMENTS_RATE_LIMITED',
        `You have made too many team announcements this hour. Try again in ${minutes} minutes.`,
        spent.retryAfterSeconds,
      );
    }
    const players = await repo.playerRecipients(trx, teamId);
    let notified = 0;
    const tell = async (userId: number, content: ReturnType<typeof notificationContent>) => {
      await createNotification(trx, deps.live, { userId, fromUserId: auth.userId, content });
      notified += 1;
    };
    for (const player of players) {
      await tell(player.id, notificationContent('team-announcement', { team, message }));
      if (isAdult(player.date_of_birth, settings)) continue;
      for (const parentId of await familyParentIds(trx, player.id)) {
        await tell(
          parentId,
          notificationContent('team-announcement-for-child', { team, message, child: player.full_name }),
        );
      }
    }
    await audit(trx, {
      userId: auth.userId,
      action: 'team-announcement',
      menuId: client.menuId,
      ip: client.ip,
      facts: { message, notified },
      object: { type: 'teams', id: String(teamId), name: team },
    });
    return { notified };
  });
}
