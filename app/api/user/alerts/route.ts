import { getAlertsEndpoint, putAlertsEndpoint, type AlertSettingsJson } from '@/lib/api/contract/user';
import { ApiError } from '@/lib/api/errors';
import { withUser } from '@/lib/auth/with-user';
import { siteUrl, smtpUrl } from '@/lib/config';
import { confirmationMail } from '@/lib/alerts/mails';
import { nudgeAlertLoop } from '@/lib/alerts/alert-loop';
import { enqueueMail } from '@/lib/alerts/outbox';
import { userDb } from '@/lib/userdata/db';
import { getAlertSubscription, requestAlerts, turnOffAlerts } from '@/lib/userdata/alerts';

export const dynamic = 'force-dynamic';

async function settingsOf(userId: string, accountEmail: string | null): Promise<AlertSettingsJson> {
  const subscription = await getAlertSubscription(await userDb(), userId);
  return {
    email: subscription?.confirmed === true,
    pending: subscription != null && !subscription.confirmed,
    address: subscription?.email ?? accountEmail,
    available: smtpUrl() != null,
  };
}

/** The user's alert settings. */
export const GET = withUser(getAlertsEndpoint, async ({ user }) => settingsOf(user.uid, user.email));

/** On (a confirmation mail first) or off. */
export const PUT = withUser(putAlertsEndpoint, async ({ user, body }) => {
  const db = await userDb();
  if (!body.email) {
    await turnOffAlerts(db, user.uid);
    return settingsOf(user.uid, user.email);
  }
  if (!smtpUrl()) {
    throw new ApiError('unprocessable', 'Denne serveren kan ikke sende e-post, så varsler tilbys ikke her');
  }
  if (!user.email) {
    throw new ApiError('unprocessable', 'Kontoen din har ingen e-postadresse å sende varsler til');
  }
  const email = user.email;
  const queued = await db.transaction(async (tx) => {
    const { subscription, created } = await requestAlerts(tx, user.uid, email);
    if (!created) return false;
    await enqueueMail(
      tx,
      user.uid,
      confirmationMail({
        siteUrl: siteUrl(),
        to: email,
        confirmToken: subscription.confirmToken,
        unsubscribeToken: subscription.unsubscribeToken,
      }),
    );
    return true;
  });
  // The confirmation should not wait for the next round.
  if (queued) nudgeAlertLoop();
  return settingsOf(user.uid, user.email);
});
